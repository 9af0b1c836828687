import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderComment } from '../../../src/domain/comments/order-comment.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { tinyFiles } from '../order-comments/comment-api.ts';
import { rowsAs } from '../orders/order-api.ts';
import { multipartBody } from './trickled-form.ts';

/**
 * Issue 14 items 7 and 11: the Idempotency-Key fingerprint of an upload is its whole content, and a
 * stored file name carries the extension of the type its content shows, without control or bidi marks.
 */
describe('uploads under an Idempotency-Key, and the names they are stored under', () => {
  let t: TestApp;
  let orderId: number;

  beforeAll(async () => {
    t = await makeTestApp();
    orderId = (await rowsAs(t, 'kunde.admin')).items[0]!.id;
  });
  afterAll(() => t.close());

  const postForm = async (
    key: string,
    text: string,
    files: { name: string; content: Buffer }[] = [],
    login = 'kunde.admin',
  ) => {
    const { body, contentType } = await multipartBody({ orderId: String(orderId), text }, files);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/orderComment',
      payload: body,
      headers: {
        'content-type': contentType,
        'idempotency-key': key,
        authorization: `Bearer ${await t.tokenOf(login)}`,
      },
    });
    return { response, body: JSON.parse(response.body) as { data?: OrderComment; error?: { type: string } } };
  };
  const commentsWith = (text: string) =>
    t.app.db.selectFrom('orderComments').select('id').where('text', '=', text).execute();

  it('refuses a different comment of the same length under a used key, and keeps both apart', async () => {
    const first = await postForm('same-length-key', 'Pallets left at ramp 1');
    expect(first.response.statusCode).toBe(200);
    const second = await postForm('same-length-key', 'Pallets left at ramp 2');
    expect(second.response.statusCode).toBe(422);
    expect(second.body.error?.type).toBe('IdempotencyKeyReused');
    expect(await commentsWith('Pallets left at ramp 2')).toHaveLength(0);

    const retry = await postForm('same-length-key', 'Pallets left at ramp 1');
    expect(retry.response.statusCode).toBe(200);
    expect(retry.response.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data?.id).toBe(first.body.data?.id);
    expect(await commentsWith('Pallets left at ramp 1')).toHaveLength(1);
  });

  it('tells files of the same name and length apart by their content', async () => {
    const pdf = tinyFiles.pdf;
    const changed = Buffer.from(pdf);
    changed[pdf.length - 2] = 0x41;
    const first = await postForm('same-file-key', 'Scan attached', [{ name: 'scan.pdf', content: pdf }]);
    expect(first.response.statusCode).toBe(200);
    const second = await postForm('same-file-key', 'Scan attached', [{ name: 'scan.pdf', content: changed }]);
    expect(second.response.statusCode).toBe(422);
  });

  it('refuses a key reused by someone else acting, instead of answering them with the first answer', async () => {
    const text = 'Two people, one key';
    const first = await postForm('acting-user-key', text, [], 'kunde.admin');
    expect(first.response.statusCode).toBe(200);
    // The same login, now acting as another user of the customer: the same key is another request.
    const users = t.app.db.selectFrom('users').select(['id', 'customerId', 'locationId']);
    const admin = await users.where('loginName', '=', 'kunde.admin').executeTakeFirstOrThrow();
    const other = await users
      .where('customerId', '=', admin.customerId)
      .where('id', '!=', admin.id)
      .where('isActive', '=', true)
      .executeTakeFirstOrThrow();
    const actAs = (user: typeof admin) =>
      t.callAs('kunde.admin', 'POST', 'status', {
        body: { customerId: user.customerId, locationId: user.locationId, userId: user.id },
      });
    const switched = await actAs(other);
    expect(switched.status, JSON.stringify(switched.body.error)).toBe(200);
    const second = await postForm('acting-user-key', text, [], 'kunde.admin');
    expect(second.response.statusCode).toBe(422);
    expect(await commentsWith(text)).toHaveLength(1);
    expect((await actAs(admin)).status).toBe(200);
  });

  it('stores a file under the extension of its content, without control or bidi characters', async () => {
    const saved = await postForm('names-key', 'Files with misleading names', [
      { name: 'invoice.bat', content: tinyFiles.pdf },
      { name: 'page.html', content: tinyFiles.png },
      { name: 'photo\u202Egpj.exe', content: tinyFiles.jpg },
      { name: 'scan\u0007.JPEG', content: tinyFiles.jpg },
    ]);
    expect(saved.response.statusCode, saved.response.body).toBe(200);
    expect(saved.body.data?.attachments.map((file) => file.fileName)).toEqual([
      'invoice.pdf',
      'page.png',
      'photogpj.jpg',
      'scan.JPEG',
    ]);
  });
});
