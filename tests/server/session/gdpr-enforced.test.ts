import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Issue 16 item 6: the server, not only the app's start flow, holds a user back until GDPR is confirmed. */
describe('GDPR confirmation enforced on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('refuses data calls with 403 GdprNotConfirmed, but answers the session, consent and logout calls', async () => {
    const token = await t.tokenOf('ny.bruker');
    const orders = await t.callAs(null, 'GET', 'Orders', { token });
    expect(orders.status).toBe(403);
    expect(orders.body.error).toMatchObject({ type: 'GdprNotConfirmed', code: 'GdprNotConfirmed' });
    expect(orders.body.error?.message).toBe('The data-protection terms (GDPR) must be confirmed first');
    expect((await t.callAs(null, 'GET', 'user', { token })).status).toBe(403);

    expect((await t.callAs(null, 'GET', 'Status', { token })).status).toBe(200);
    expect((await t.callAs(null, 'GET', 'Language', { token })).status).toBe(200);
    const bundle = await t.callAs(null, 'POST', 'Actions', { token, body: ['Status', 'WebTaskUsers'] });
    expect(bundle.status).toBe(200);

    expect((await t.callAs(null, 'POST', 'gdpr', { token, body: { accept: true } })).status).toBe(200);
    expect((await t.callAs(null, 'GET', 'Orders', { token })).status).toBe(200);
  });

  it('lets a global admin through without the confirmation (spec §6)', async () => {
    const token = await t.tokenOf('global');
    await t.app.db
      .updateTable('users')
      .set({ confirmedGdpr: false })
      .where('loginName', '=', 'global')
      .execute();
    expect((await t.callAs(null, 'GET', 'Orders', { token })).status).toBe(200);
  });

  it('ends the session on logout before the confirmation', async () => {
    await t.app.db
      .updateTable('users')
      .set({ confirmedGdpr: false })
      .where('loginName', '=', 'butikk')
      .execute();
    const token = await t.tokenOf('butikk');
    expect((await t.callAs(null, 'GET', 'Orders', { token })).status).toBe(403);
    expect((await t.callAs(null, 'POST', 'logout', { token })).status).toBe(200);
    expect((await t.callAs(null, 'GET', 'Status', { token })).status).toBe(401);
  });
});
