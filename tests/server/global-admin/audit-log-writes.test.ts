import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../src/domain/session/session-status.ts';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { entriesOf, entryOf, postWithKey, userIdOf } from './audit-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('what the audit log records (issue 19 item 7)', () => {
  it('records a login with the user, customer and client address', async () => {
    const butikk = await userIdOf(t, 'butikk');
    await t.tokenOf('butikk');
    const [entry] = await entriesOf(t, 'login', { userId: String(butikk.id) });
    expect(entry).toMatchObject({ loginName: 'butikk', customerId: butikk.customerId, statusCode: null });
    const detail = await entryOf(t, entry!.id);
    expect(detail).toMatchObject({ method: 'POST', path: '/api/no/Login', address: '127.0.0.1' });
    expect(detail.requestId).toBeTruthy();
  });

  it('records a failed login with the name that was tried, though the call failed', async () => {
    const answer = await t.callAs(null, 'POST', 'Login', {
      body: { userLoginName: 'butikk', password: 'not-the-password' },
    });
    expect(answer.status).toBe(401);
    const [entry] = await entriesOf(t, 'loginFailed');
    expect(entry).toMatchObject({ loginName: 'butikk', subject: 'butikk', statusCode: 401 });
    expect((await entryOf(t, entry!.id)).details).toEqual({ reason: 'credentials' });
  });

  it('records a user switch with the login user and the user acted as', async () => {
    const global = await userIdOf(t, 'global');
    const lager = await userIdOf(t, 'lager');
    const token = await t.tokenOf('global');
    const body = { customerId: lager.customerId, locationId: lager.locationId, userId: lager.id };
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/no/Login',
      payload: { userLoginName: 'global', password: demoPassword },
    });
    const switchToken = (JSON.parse(fresh.body) as { data: { token: string } }).data.token;
    expect((await t.callAs('global', 'POST', 'status', { body, token: switchToken })).status).toBe(200);
    const [entry] = await entriesOf(t, 'userSwitch', { userId: String(global.id) });
    const detail = await entryOf(t, entry!.id);
    expect(detail).toMatchObject({ userId: global.id, actingUserId: lager.id, subject: 'lager' });
    expect(token).toBeTruthy();
  });

  it('records a refused call (403) with its path and request id', async () => {
    const answer = await t.callAs('butikk', 'GET', 'caches');
    expect(answer.status).toBe(403);
    const butikk = await userIdOf(t, 'butikk');
    const [entry] = await entriesOf(t, 'forbidden', { userId: String(butikk.id) });
    expect(entry).toMatchObject({ subject: 'GET /api/no/caches', statusCode: 403 });
    expect(entry!.requestId).toBeTruthy();
  });

  it('keeps the entry of a call refused inside its transaction, after the rollback', async () => {
    const lager = await userIdOf(t, 'lager');
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/no/Login',
      payload: { userLoginName: 'global', password: demoPassword },
    });
    const token = (JSON.parse(fresh.body) as { data: { token: string } }).data.token;
    const body = { customerId: lager.customerId, locationId: lager.locationId, userId: lager.id };
    await t.callAs('global', 'POST', 'status', { body, token });
    const alerts = await t.callAs<Alert[]>('global', 'GET', 'Alerts', { token });
    const alertId = alerts.body.data![0]!.id;
    // An admin acting as lager may not mark lager's alerts read: 403 thrown inside the key's transaction.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/alertRead',
      payload: { alertId },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(403);
    const [entry] = await entriesOf(t, 'forbidden');
    expect(entry).toMatchObject({ subject: 'POST /api/no/alertRead' });
    expect((await entryOf(t, entry!.id)).actingUserId).toBe(lager.id);
  });

  it('logs a server error with its request id and raises a Log alert for the global admins', async () => {
    await t.app.db.schema.alterTable('emailArchive').renameTo('emailArchiveGone').execute();
    const answer = await t.callAs<never>('kunde.admin', 'GET', 'emailArchive');
    await t.app.db.schema.alterTable('emailArchiveGone').renameTo('emailArchive').execute();
    expect(answer.status).toBe(500);
    const requestId = (answer.body.error?.data as { requestId: string }).requestId;
    expect(requestId).toBeTruthy();

    const [entry] = await entriesOf(t, 'serverError');
    expect(entry).toMatchObject({ requestId, subject: 'GET /api/no/emailArchive', statusCode: 500 });
    const alerts = await t.callAs<Alert[]>('global', 'GET', 'Alerts');
    const alert = alerts.body.data!.find((candidate) => candidate.sourceId === entry!.id);
    expect(alert).toMatchObject({ source: 'Log', title: 'Server error', data: { read: false } });
    expect(alert!.text).toContain(requestId);
    // Not for anyone else: the alert is the global admins'.
    const theirs = await t.callAs<Alert[]>('kunde.admin', 'GET', 'Alerts');
    expect(theirs.body.data!.some((candidate) => candidate.source === 'Log')).toBe(false);
  });

  it('records an order status change in the same transaction as the change', async () => {
    const admin = await userIdOf(t, 'kunde.admin');
    const draft = await t.app.db
      .selectFrom('transactions')
      .select(['id', 'orderNo'])
      .where('transactionStatusId', '=', 0)
      .where('marketId', '=', 'no')
      .where('customerId', '=', admin.customerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sent = await postWithKey(t, 'kunde.admin', 'sendOrders', { ids: [draft.id] });
    expect(sent.status).toBe(200);
    const [entry] = await entriesOf(t, 'orderStatus', { userId: String(admin.id) });
    expect(entry).toMatchObject({ subject: `order ${draft.orderNo}` });
    expect((await entryOf(t, entry!.id)).details).toEqual({ orderId: draft.id, from: 0, to: 1 });
  });

  it('records an administration change', async () => {
    const admin = await userIdOf(t, 'kunde.admin');
    const company = await t.callAs<{ id: number; version: number; name: string }>(
      'kunde.admin',
      'GET',
      'company',
    );
    const { logoUrl: _logoUrl, id: _id, ...fields } = company.body.data as Record<string, unknown>;
    const saved = await t.callAs('kunde.admin', 'POST', 'company', { body: fields });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [entry] = await entriesOf(t, 'adminChange', { userId: String(admin.id) });
    expect(entry).toMatchObject({ subject: `company ${company.body.data!.name}` });
    expect((await entryOf(t, entry!.id)).details).toMatchObject({ entity: 'company', action: 'updated' });
  });
});
