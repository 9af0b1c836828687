import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { compressionThresholdBytes } from '../../../src/server/http/answer-compression.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newKey, statusChangeOf } from '../idempotency/idempotency-api.ts';
import { postCommentForm, tinyFiles } from '../order-comments/comment-api.ts';
import { actorOf, rowsAs } from '../orders/order-api.ts';

/** The answer's bytes as the client reads them after undoing its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding, 'an encoding the client did not offer').toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe('compressed API answers (issue 15 item 11)', () => {
  let t: TestApp;
  const allOrders = '/api/no/Orders?count=1000';

  const get = async (url: string, acceptEncoding: string | null, login = 'global') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${await t.tokenOf(login)}`,
        ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('sends a large order list brotli-compressed, the same JSON once decoded, still never cached', async () => {
    const plain = await get(allOrders, null);
    const brotli = await get(allOrders, 'gzip, deflate, br');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(brotli))).toEqual(JSON.parse(plain.body));
    // What the tablet downloads: a fraction of the JSON.
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const answer = await get(allOrders, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(answer)).data.items.length).toBeGreaterThan(150);
  });

  it('sends an answer below the threshold as it is', async () => {
    const order = (await rowsAs(t, 'global', { count: '1' })).items[0]!;
    const small = await get(`/api/no/orderComments?orderId=${order.id}`, 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ data: [] });
  });

  it('sends identity to a client that accepts no encoding we offer', async () => {
    for (const acceptEncoding of ['identity', 'compress', '']) {
      const answer = await get(allOrders, acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(JSON.parse(answer.body).data.items.length, acceptEncoding).toBeGreaterThan(150);
    }
  });

  it("encodes an Idempotency-Key replay for the replaying request's Accept-Encoding", async () => {
    const dock = await actorOf(t, 'lager');
    const order = (await rowsAs(t, 'global')).items.find(
      (row: OrderRow) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdFrom === dock.location.id,
    );
    if (!order) throw new Error('the demo data has no Ordered order at the dock');
    const key = newKey();
    const post = async (acceptEncoding: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/no/orderStatus',
        payload: statusChangeOf(order, 2),
        headers: {
          authorization: `Bearer ${await t.tokenOf('lager')}`,
          'idempotency-key': key,
          ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });
    const first = await post(null);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);
    const replayed = await post('br');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.headers['content-encoding']).toBe('br');
    expect(decoded(replayed)).toBe(first.body);
    const replayedPlain = await post(null);
    expect(replayedPlain.headers['content-encoding']).toBeUndefined();
    expect(replayedPlain.body).toBe(first.body);
  });

  it('sends a PDF attachment as it is: a binary file is not compressed again', async () => {
    const own = (await rowsAs(t, 'kunde.admin')).items[0]!;
    // A real PDF's streams are compressed already; this one is padded past the threshold with text.
    const pdf = Buffer.concat([tinyFiles.pdf, Buffer.from(`%${'padding '.repeat(400)}\n`)]);
    const saved = await postCommentForm(t, 'kunde.admin', { orderId: String(own.id), text: 'Papers' }, [
      { name: 'delivery-note.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    const id = saved.body.data!.attachments[0]!.id;
    const download = await get(`/api/no/orderAttachment?id=${id}`, 'br, gzip', 'kunde.admin');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('leaves the health probe alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
