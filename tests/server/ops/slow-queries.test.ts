import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  route?: string;
  sql?: string;
  durationMs?: number;
}

describe('slow queries are logged with their route and request id', () => {
  let t: TestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    // Every query counts as slow at 1 ms, except on a machine far faster than these.
    t = await makeTestApp(
      { LOG_LEVEL: 'warn', SLOW_QUERY_MS: '1' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => t.close());

  it('names the request, its route pattern and the SQL without its values', async () => {
    const token = await t.tokenOf('kunde.admin');
    lines.length = 0;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/no/Orders?count=50&term=secret-term',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'slow-query-req-1' },
    });
    expect(answer.statusCode).toBe(200);
    const slow = lines.filter((line) => line.msg === 'slow query' && line.reqId === 'slow-query-req-1');
    expect(slow.length).toBeGreaterThan(0);
    for (const line of slow) {
      expect(line).toMatchObject({ level: 40, route: '/api/:market/Orders' });
      expect(line.durationMs).toBeGreaterThanOrEqual(1);
      expect(line.sql).toMatch(/^(select|with|insert|update)/i);
      expect(line.sql).not.toContain('secret-term');
    }
  });
});
