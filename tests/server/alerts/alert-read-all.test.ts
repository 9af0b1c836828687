import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../src/domain/session/session-status.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const alertsOf = async (login: string) => (await t.callAs<Alert[]>(login, 'GET', 'Alerts')).body.data!;

describe('the alert bell (issue 19 item 4, spec §3 Alert)', () => {
  it('shows global the demo Log alert about a server error, pointing at its log entry', async () => {
    const log = (await alertsOf('global')).find((alert) => alert.source === 'Log' && !alert.data.read);
    expect(log).toBeDefined();
    const entry = await t.callAs<{ type: string }>('global', 'GET', 'auditLogEntry', {
      query: { id: String(log!.sourceId) },
    });
    expect(entry.body.data).toMatchObject({ type: 'serverError' });
  });

  it('marks one alert read', async () => {
    const [first] = (await alertsOf('lager')).filter((alert) => !alert.data.read);
    const answer = await t.callAs<Alert>('lager', 'POST', 'alertRead', { body: { alertId: first!.id } });
    expect(answer.body.data!.data.read).toBe(true);
    expect((await alertsOf('lager')).find((alert) => alert.id === first!.id)!.data.read).toBe(true);
  });

  it('marks all read: every alert the user sees, and no one else’s', async () => {
    const before = (await alertsOf('global')).filter((alert) => !alert.data.read).length;
    expect(before).toBeGreaterThan(0);
    const othersBefore = (await alertsOf('kunde.admin')).filter((alert) => !alert.data.read).length;

    const answer = await t.callAs<{ marked: number }>('global', 'POST', 'alertReadAll');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.marked).toBe(before);
    expect((await alertsOf('global')).every((alert) => alert.data.read)).toBe(true);
    expect((await alertsOf('kunde.admin')).filter((alert) => !alert.data.read).length).toBe(othersBefore);

    const again = await t.callAs<{ marked: number }>('global', 'POST', 'alertReadAll');
    expect(again.body.data!.marked).toBe(0);
  });

  it('leaves must-read alerts unread: only the must-read dialog reads them (spec §4)', async () => {
    const unread = (await alertsOf('kunde.admin')).filter((alert) => !alert.data.read);
    const mustRead = unread.filter((alert) => alert.data.mustRead);
    expect(mustRead.length).toBeGreaterThan(0);

    const answer = await t.callAs<{ marked: number }>('kunde.admin', 'POST', 'alertReadAll');
    expect(answer.body.data!.marked).toBe(unread.length - mustRead.length);
    const after = (await alertsOf('kunde.admin')).filter((alert) => !alert.data.read);
    expect(after.map((alert) => alert.id).sort()).toEqual(mustRead.map((alert) => alert.id).sort());
  });

  it('does not mark all read for a user an admin acts as (spec §4)', async () => {
    const lager = await t.app.db
      .selectFrom('users')
      .select(['id', 'customerId', 'locationId'])
      .where('loginName', '=', 'lager')
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/no/Login',
      payload: { userLoginName: 'global', password: 'demo-pallet' },
    });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    await t.callAs('global', 'POST', 'status', {
      token,
      body: { customerId: lager.customerId, locationId: lager.locationId, userId: lager.id },
    });
    expect((await t.callAs('global', 'POST', 'alertReadAll', { token })).status).toBe(403);
  });
});
