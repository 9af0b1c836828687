import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/domain/admin/users.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { inputOf, locationsOf, makeUserInput, readUser, saveUser, userNamed } from './user-admin-api.ts';

/** The shop-accounting right in Company → Users (issue 20 item 5): given only by provider staff or a global admin. */
describe('POST adminUser: the shop-accounting right', () => {
  let t: TestApp;
  let kundeLocation: number;
  const statusOf = async (login: string) =>
    (await t.callAs<{ shopAccounting: boolean }>(login, 'GET', 'Status')).body.data!.shopAccounting;
  const stored = async (loginName: string) =>
    (
      await t.app.db
        .selectFrom('users')
        .select('shopAccounting')
        .where('marketId', '=', 'no')
        .where('loginName', '=', loginName)
        .executeTakeFirstOrThrow()
    ).shopAccounting;

  beforeAll(async () => {
    t = await makeTestApp();
    const admin = await userNamed(t, 'kunde.admin');
    kundeLocation = (await locationsOf(t, admin.customerId))[0]!.id;
  });
  afterAll(() => t.close());

  it("ignores a customer admin's shopAccounting: a new user gets none, a changed one keeps what was stored", async () => {
    const created = await saveUser(t, 'kunde.admin', makeUserInput(kundeLocation, { shopAccounting: true }));
    expect(created.status).toBe(200);
    expect(created.body.data!.user.shopAccounting).toBe(false);

    const rapport = await userNamed(t, 'rapport');
    const before = await readUser(t, 'kunde.admin', rapport.id);
    expect(before.shopAccounting).toBe(false);
    const changed = await saveUser(t, 'kunde.admin', inputOf(before, { shopAccounting: true }));
    expect(changed.status).toBe(200);
    expect(changed.body.data!.user.shopAccounting).toBe(false);
    expect(await stored('rapport')).toBe(false);
    expect(await statusOf('rapport')).toBe(false);
  });

  it('lets a global admin give the right; the status then tells the app, and a customer admin cannot take it away', async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const rapport = await userNamed(t, 'rapport');
    const token = await t.tokenOf('global');
    await t.callAs('global', 'POST', 'status', { body: { customerId: admin.customerId }, token });
    const read = await t.callAs<AdminUser>('global', 'GET', 'adminUser', {
      query: { id: String(rapport.id) },
      token,
    });
    const given = await t.callAs<{ user: AdminUser }>('global', 'POST', 'adminUser', {
      body: inputOf(read.body.data!, { shopAccounting: true }),
      token,
    });
    expect(given.status).toBe(200);
    expect(given.body.data!.user.shopAccounting).toBe(true);
    expect(await statusOf('rapport')).toBe(true);
    expect((await t.callAs('rapport', 'GET', 'ShopTransactions')).status).toBe(200);

    const current = await readUser(t, 'kunde.admin', rapport.id);
    const taken = await saveUser(t, 'kunde.admin', inputOf(current, { shopAccounting: false }));
    expect(taken.status).toBe(200);
    expect(taken.body.data!.user.shopAccounting).toBe(true);
    expect(await stored('rapport')).toBe(true);
    const own = await userNamed(t, 'global');
    await t.callAs('global', 'POST', 'status', { body: { customerId: own.customerId }, token });
  });

  it("lets a global admin take the provider cashier's right away: kasse is then refused", async () => {
    const kasse = await userNamed(t, 'kasse');
    expect(await statusOf('kasse')).toBe(true);
    const read = await readUser(t, 'global', kasse.id);
    expect(read.shopAccounting).toBe(true);
    const answer = await saveUser(t, 'global', inputOf(read, { shopAccounting: false }));
    expect(answer.status).toBe(200);
    expect(await statusOf('kasse')).toBe(false);
    expect((await t.callAs('kasse', 'GET', 'ShopTransactions')).status).toBe(403);
  });
});
