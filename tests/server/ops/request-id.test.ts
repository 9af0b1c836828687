import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface LogLine {
  reqId?: string;
  msg?: string;
  res?: { statusCode?: number };
}

describe('request ids: in the answer, its error and every log line of the request', () => {
  let t: TestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    t = await makeTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => t.close());

  const orderAs = async (requestId?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/no/order?id=2000000000',
      headers: {
        authorization: `Bearer ${await t.tokenOf('kunde.admin')}`,
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
    });

  it("keeps a proxy's id and names the failed request with it in its answer and its log lines", async () => {
    const answer = await orderAs('proxy-7f3a9c21-req');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toBe('proxy-7f3a9c21-req');
    expect(JSON.parse(answer.body).error).toMatchObject({ message: 'Order not found' });
    const ofRequest = lines.filter((line) => line.reqId === 'proxy-7f3a9c21-req');
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(ofRequest.find((line) => line.msg === 'request completed')?.res?.statusCode).toBe(404);
  });

  it('makes its own id when none is sent or the one sent is unfit for a log', async () => {
    for (const sent of [undefined, 'has spaces in it', 'x'.repeat(200), 'a\nforged line']) {
      const answer = await orderAs(sent);
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('names successful answers too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
