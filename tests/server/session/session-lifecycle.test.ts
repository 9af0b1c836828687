import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('sessions: GET Status, POST logout and token renewal (spec §3, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('answers GET Status with the session bundle of spec §3', async () => {
    const answer = await t.callAs<Record<string, Record<string, unknown>>>('kunde.admin', 'GET', 'Status');
    expect(answer.status).toBe(200);
    const status = answer.body.data!;
    expect(Object.keys(status.customer!)).toEqual(
      expect.arrayContaining(['id', 'name', 'status', 'statusId', 'image', 'agreementStandard']),
    );
    expect(Object.keys(status.location!)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'isProvider',
        'isPooling',
        'isCommission',
        'isDispatch',
        'isContainerActive',
        'poolingGroupId',
      ]),
    );
    for (const who of ['user', 'loginUser']) {
      expect(Object.keys(status[who]!)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'phone',
          'email',
          'language',
          'isCustomerAdmin',
          'isGlobalAdmin',
          'isProvider',
          'reportLevel',
          'confirmedGdpr',
          'locationId',
          'loginName',
        ]),
      );
    }
    expect(status.user!.isCustomerAdmin).toBe(true);
    expect(status.customer!.isPooling).toBe(true);
    expect(status.user).toEqual(status.loginUser);
    expect(status.language).toBe('nb-NO');
  });

  it('answers 401 UnauthorizedAccess to no token, a forged token and a token of another market', async () => {
    expect((await t.callAs(null, 'GET', 'Status')).status).toBe(401);
    const forged = await t.callAs(null, 'GET', 'Status', { token: 'not-a-real-token' });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.type).toBe('UnauthorizedAccess');
    const token = await t.tokenOf('butikk');
    expect((await t.callAs(null, 'GET', 'Status', { token, market: 'se' })).status).toBe(401);
  });

  it('ends the session on POST logout', async () => {
    const login = await t.callAs<{ token: string }>(null, 'POST', 'Login', {
      body: { userLoginName: 'lager', password: 'demo-pallet' },
    });
    const token = login.body.data!.token;
    expect((await t.callAs(null, 'GET', 'Status', { token })).status).toBe(200);
    const logout = await t.callAs(null, 'POST', 'logout', { token });
    expect(logout.status).toBe(200);
    expect((await t.callAs(null, 'GET', 'Status', { token })).status).toBe(401);
  });

  it('renews an old session token through auth.token; the old token works a little longer', async () => {
    const login = await t.callAs<{ token: string }>(null, 'POST', 'Login', {
      body: { userLoginName: 'butikk', password: 'demo-pallet' },
    });
    const oldToken = login.body.data!.token;
    const fresh = await t.callAs(null, 'GET', 'Status', { token: oldToken });
    expect(fresh.body.auth).toBeUndefined();

    await t.app.db
      .updateTable('sessions')
      .set({ renewedAt: sql<Date>`now() - interval '2 days'` })
      .where(
        'loginUserId',
        '=',
        (
          await t.app.db
            .selectFrom('users')
            .select('id')
            .where('loginName', '=', 'butikk')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    const renewed = await t.callAs(null, 'GET', 'Status', { token: oldToken });
    expect(renewed.status).toBe(200);
    const newToken = renewed.body.auth?.token;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect((await t.callAs(null, 'GET', 'Status', { token: newToken! })).status).toBe(200);
    expect((await t.callAs(null, 'GET', 'Status', { token: oldToken })).status).toBe(200);

    // After the grace the old token no longer works; the new one does.
    await t.app.db
      .updateTable('sessions')
      .set({ prevExpiresAt: sql<Date>`now() - interval '1 second'` })
      .where('prevExpiresAt', 'is not', null)
      .execute();
    expect((await t.callAs(null, 'GET', 'Status', { token: oldToken })).status).toBe(401);
    expect((await t.callAs(null, 'GET', 'Status', { token: newToken! })).status).toBe(200);
  });

  it('keeps a user switch, and ends the whole session at logout, when the same call renews the token', async () => {
    const token = (
      await t.callAs<{ token: string }>(null, 'POST', 'Login', {
        body: { userLoginName: 'kunde.admin', password: 'demo-pallet' },
      })
    ).body.data!.token;
    const status = (
      await t.callAs<{ customer: { id: number }; location: { id: number } }>(null, 'GET', 'Status', { token })
    ).body.data!;
    const locations = (
      await t.callAs<{ id: number }[]>(null, 'GET', 'Locations', {
        token,
        query: { customerId: String(status.customer.id), canSwitch: 'true' },
      })
    ).body.data!;
    const other = locations.find((location) => location.id !== status.location.id)!;
    await t.app.db
      .updateTable('sessions')
      .set({ renewedAt: sql<Date>`now() - interval '2 days'` })
      .execute();

    const switched = await t.callAs<{ location: { id: number } }>(null, 'POST', 'status', {
      token,
      body: { customerId: status.customer.id, locationId: other.id },
    });
    const renewedToken = switched.body.auth?.token;
    expect(renewedToken).toBeTruthy();
    const after = await t.callAs<{ location: { id: number } }>(null, 'GET', 'Status', {
      token: renewedToken!,
    });
    expect(after.body.data?.location.id).toBe(other.id);

    const logout = await t.callAs(null, 'POST', 'logout', { token: renewedToken! });
    expect(logout.status).toBe(200);
    expect((await t.callAs(null, 'GET', 'Status', { token: renewedToken! })).status).toBe(401);
    expect((await t.callAs(null, 'GET', 'Status', { token })).status).toBe(401);
  });

  it('sends the renewed token with an error answer too, so the client keeps its session', async () => {
    const token = await t.tokenOf('lager');
    await t.app.db
      .updateTable('sessions')
      .set({ renewedAt: sql<Date>`now() - interval '2 days'` })
      .execute();
    const failed = await t.callAs(null, 'GET', 'user', { token, query: { id: '99999' } });
    expect(failed.status).toBe(404);
    expect(failed.body.auth?.token).toBeTruthy();
    expect((await t.callAs(null, 'GET', 'Status', { token: failed.body.auth!.token })).status).toBe(200);
  });
});
