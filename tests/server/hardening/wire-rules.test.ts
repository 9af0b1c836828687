import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { rowsAs } from '../orders/order-api.ts';

/** Issue 14 item 10: body-less POSTs, caching of JSON answers, and text that cannot be stored as sent. */
describe('wire rules of the API (issue 14 item 10)', () => {
  let t: TestApp;
  let orderId: number;

  beforeAll(async () => {
    t = await makeTestApp();
    orderId = (await rowsAs(t, 'kunde.admin')).items[0]!.id;
  });
  afterAll(() => t.close());

  const postRaw = async (call: string, payload: string | Buffer, login = 'kunde.admin') =>
    t.app.inject({
      method: 'POST',
      url: `/api/no/${call}`,
      payload,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.tokenOf(login)}` },
    });
  const commentsWithPrefix = (prefix: string) =>
    t.app.db.selectFrom('orderComments').select('text').where('text', 'like', `${prefix}%`).execute();

  it('takes a POST without a body under a JSON content type (logout)', async () => {
    const token = await t.tokenOf('butikk');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/logout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.callAs(null, 'GET', 'Status', { token });
    expect(after.status).toBe(401);
  });

  it('still answers 400 naming the body for a call that needs one and got none', async () => {
    const response = await postRaw('orderComment', '');
    expect(response.statusCode).toBe(400);
  });

  it('marks JSON answers no-store, failures and the login included', async () => {
    const answers = [
      await t.callAs('kunde.admin', 'GET', 'Status'),
      await t.callAs(null, 'GET', 'Status'),
      await t.callAs(null, 'POST', 'Login', { body: { userLoginName: 'global', password: 'demo-pallet' } }),
      await t.callAs('kunde.admin', 'GET', 'order', { query: { id: String(orderId) } }),
    ];
    for (const answer of answers) {
      expect(answer.response.headers['content-type']).toMatch(/json/);
      expect(answer.response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a lone UTF-16 surrogate with 400 and stores nothing', async () => {
    for (const escaped of ['\\ud800', '\\udfff', 'a\\udc00b', '\\ud83d\\ud83d']) {
      const body = `{"orderId":${orderId},"text":"Surrogate ${escaped} here"}`;
      const response = await postRaw('orderComment', body);
      expect(response.statusCode, escaped).toBe(400);
      expect(response.json().error.message).toMatch(/broken character/);
    }
    expect(await commentsWithPrefix('Surrogate ')).toHaveLength(0);
  });

  it('refuses bytes that are not UTF-8 with 400 instead of storing replacement characters', async () => {
    const body = Buffer.concat([
      Buffer.from(`{"orderId":${orderId},"text":"Latin-1 `),
      Buffer.from([0xe6, 0xf8, 0xe5]),
      Buffer.from('"}'),
    ]);
    const response = await postRaw('orderComment', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/not valid UTF-8/);
    expect(await commentsWithPrefix('Latin-1 ')).toHaveLength(0);
  });

  it('keeps a real pair (an emoji) and Norwegian letters unchanged', async () => {
    const text = 'Valid pair 🚚 på rampe ÆØÅ';
    const response = await postRaw('orderComment', JSON.stringify({ orderId, text }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await commentsWithPrefix('Valid pair ')).toEqual([{ text }]);
  });
});
