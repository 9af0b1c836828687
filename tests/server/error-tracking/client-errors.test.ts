import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorBatchesPerMinute } from '../../../src/domain/error-tracking/client-error-rules.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { entriesOf, entryOf, userIdOf } from '../global-admin/audit-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'alerts',
  message: 'GET Alerts failed: 502',
  stack: 'Error: GET Alerts failed\n    at fetchAlerts (/assets/start-abc.js:1:2)',
  path: '/app/home',
  appVersion: '1.0.42',
  ...overrides,
});

describe('POST clientErrors (spec §8 error tracking, issue 21 item 6)', () => {
  it("records each failure in the global admin's log with kind, message, path, version and user", async () => {
    const butikk = await userIdOf(t, 'butikk');
    const answer = await t.callAs('butikk', 'POST', 'clientErrors', {
      body: { entries: [entry(), entry({ kind: 'fill', message: 'GET ScheduleOrderFill failed' })] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ recorded: 2 });
    const rows = await entriesOf(t, 'clientError', { userId: String(butikk.id) });
    expect(rows.map((row) => row.subject)).toEqual([
      'fill: GET ScheduleOrderFill failed',
      'alerts: GET Alerts failed: 502',
    ]);
    const detail = await entryOf(t, rows[1]!.id);
    expect(detail).toMatchObject({ loginName: 'butikk', customerId: butikk.customerId, path: '/app/home' });
    expect(detail.details).toMatchObject({ kind: 'alerts', appVersion: '1.0.42', path: '/app/home' });
    expect(detail.details.stack).toContain('fetchAlerts');
  });

  it('takes the user from the session, and scrubs e-mail addresses and query strings again', async () => {
    const answer = await t.callAs('rapport', 'POST', 'clientErrors', {
      body: {
        entries: [
          entry({
            kind: 'load-failed',
            message: 'Failed to load /assets/orders-x1.js?token=abc for kari@example.no',
            path: '/app/orders?term=secret',
            request: '/assets/orders-x1.js?v=2',
          }),
        ],
      },
    });
    expect(answer.status).toBe(200);
    const rapport = await userIdOf(t, 'rapport');
    const [row] = await entriesOf(t, 'clientError', { userId: String(rapport.id) });
    const detail = await entryOf(t, row!.id);
    expect(detail.path).toBe('/app/orders');
    expect(detail.details).toMatchObject({
      kind: 'load-failed',
      message: 'Failed to load /assets/orders-x1.js for [email]',
      request: '/assets/orders-x1.js',
    });
    expect(JSON.stringify(detail)).not.toContain('kari@example.no');
    expect(JSON.stringify(detail)).not.toContain('secret');
  });

  it('accepts a report without a session (the login page), with no user', async () => {
    const answer = await t.callAs(null, 'POST', 'clientErrors', {
      body: { entries: [entry({ kind: 'uncaught', message: 'login page broke', path: '/login' })] },
    });
    expect(answer.status).toBe(200);
    const rows = await entriesOf(t, 'clientError');
    const row = rows.find((candidate) => candidate.subject === 'uncaught: login page broke');
    expect(row).toMatchObject({ userId: null, loginName: null, customerId: null });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases = [
      { entries: [] },
      { entries: Array.from({ length: 21 }, () => entry()) },
      { entries: [entry({ kind: 'nonsense' })] },
      { entries: [entry({ message: 'x'.repeat(501) })] },
      { entries: [entry({ email: 'someone@example.no' })] },
    ];
    for (const body of cases) {
      const answer = await t.callAs('kunde.admin', 'POST', 'clientErrors', { body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error?.message).toMatch(/entries/);
    }
  });

  it('answers 429 past the per-minute limit, stricter without a session', async () => {
    const body = { entries: [entry({ kind: 'uncaught', message: 'flood' })] };
    const statuses: number[] = [];
    for (let index = 0; index < clientErrorBatchesPerMinute.anonymous + 2; index += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/no/clientErrors',
        payload: body,
        remoteAddress: '10.9.8.7',
      });
      statuses.push(answer.statusCode);
    }
    // The session's own limit is apart: the same user is not refused for the address's floods.
    expect(statuses.filter((status) => status === 200)).toHaveLength(clientErrorBatchesPerMinute.anonymous);
    expect(statuses.at(-1)).toBe(429);
    await t.tokenOf('lager');
    const lager = await Promise.all(
      Array.from({ length: clientErrorBatchesPerMinute.user + 1 }, () =>
        t.callAs('lager', 'POST', 'clientErrors', { body }),
      ),
    );
    const lagerStatuses = lager.map((answer) => answer.status).sort();
    expect(lagerStatuses.filter((status) => status === 200)).toHaveLength(clientErrorBatchesPerMinute.user);
    expect(lagerStatuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('raises no Log alert for client errors (the log lists them; a broken screen reports from every tab)', async () => {
    const before = await t.app.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('source', '=', 'Log')
      .executeTakeFirstOrThrow();
    await t.callAs('butikk', 'POST', 'clientErrors', { body: { entries: [entry({ message: 'no alert' })] } });
    const after = await t.app.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('source', '=', 'Log')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
