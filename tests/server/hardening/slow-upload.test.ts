import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadReadTimeouts } from '../../../src/server/http/upload-form.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { tinyFiles } from '../order-comments/comment-api.ts';
import { rowsAs } from '../orders/order-api.ts';
import { multipartBody, trickledPost } from './trickled-form.ts';

/**
 * Issue 14 item 1: an upload that streams in slowly must not hold a database transaction. Ten uploads
 * (the PostgreSQL pool's size; PGlite has one connection) stall half-way while other calls must answer.
 */
describe('a slow upload never holds the database (issue 14 item 1)', () => {
  let t: TestApp;
  let port: number;
  let orderId: number;
  let token: string;
  const idleMs = uploadReadTimeouts.idleMs;

  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    orderId = (await rowsAs(t, 'kunde.admin')).items[0]!.id;
    token = await t.tokenOf('kunde.admin');
  });
  afterEach(() => {
    uploadReadTimeouts.idleMs = idleMs;
  });
  afterAll(() => t.close());

  const commentsWith = async (text: string) =>
    t.app.db.selectFrom('orderComments').select('id').where('text', '=', text).execute();

  const startUpload = async (text: string, key: string) => {
    const { body, contentType } = await multipartBody({ orderId: String(orderId), text }, [
      { name: 'delivery-note.pdf', content: tinyFiles.pdf },
    ]);
    const upload = trickledPost(
      port,
      '/api/no/orderComment',
      { 'Content-Type': contentType, Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
      body,
    );
    // The fields and the start of the file: the server has what it needs to check the order.
    upload.send(body.length - 40);
    return upload;
  };

  it('answers other calls while ten uploads stall, then saves each upload once', async () => {
    const uploads = await Promise.all(
      Array.from({ length: 10 }, (_, index) => startUpload(`slow upload ${index}`, `slow-upload-${index}`)),
    );
    const base = `http://127.0.0.1:${port}`;
    const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(15_000) });
    expect(health.status).toBe(200);
    const status = await fetch(`${base}/api/no/Status`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
    expect(status.status).toBe(200);

    for (const upload of uploads) upload.send();
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (let index = 0; index < 10; index++)
      expect(await commentsWith(`slow upload ${index}`)).toHaveLength(1);
  });

  it('gives up a stalled upload with 408, closes the connection and keeps nothing, so its key is free', async () => {
    uploadReadTimeouts.idleMs = 300;
    const stalled = await startUpload('stalled upload', 'stalled-upload');
    const answer = await stalled.answer;
    expect(answer.status).toBe(408);
    expect(answer.text).toMatch(/The upload stalled/);
    await stalled.closed;
    expect(await commentsWith('stalled upload')).toHaveLength(0);

    uploadReadTimeouts.idleMs = idleMs;
    const retry = await startUpload('stalled upload', 'stalled-upload');
    retry.send();
    expect((await retry.answer).status).toBe(200);
    expect(await commentsWith('stalled upload')).toHaveLength(1);
  });

  it('refuses a body larger than the call takes with 413 before the session is looked up', async () => {
    const huge = trickledPost(
      port,
      '/api/no/orderComment',
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      Buffer.alloc(60 * 1024 * 1024),
    );
    huge.send(1024);
    const answer = await huge.answer;
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/The upload is larger than this call takes/);
    huge.destroy();
  });

  it('refuses a multipart body on a call that takes no files with 415', async () => {
    const { body, contentType } = await multipartBody({ language: 'en-US' });
    const response = await fetch(`http://127.0.0.1:${port}/api/no/Language`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(415);
  });
});
