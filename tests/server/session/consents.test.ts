import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface Status {
  user: { confirmedGdpr: boolean };
  customer: { agreementStandard: boolean };
  agreementRequired: boolean;
}
interface Alert {
  id: number;
  data: { read: boolean; mustRead: boolean };
}

describe('POST gdpr, POST agreement and POST alertRead (spec §4; calls named in the README)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('records the GDPR confirmation of the login user', async () => {
    const before = await t.callAs<Status>('ny.bruker', 'GET', 'Status');
    expect(before.body.data?.user.confirmedGdpr).toBe(false);
    const confirmed = await t.callAs<Status>('ny.bruker', 'POST', 'gdpr', { body: { accept: true } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data?.user.confirmedGdpr).toBe(true);
  });

  it('records the acceptance of the standard agreement for the acting customer, by a global admin', async () => {
    const before = await t.callAs<Status & { customer: { id: number } }>('avtale', 'GET', 'Status');
    expect(before.body.data?.agreementRequired).toBe(true);
    // Only an admin may accept (issue 14 item 9): a global admin acting for avtale's customer.
    const token = await t.tokenOf('global');
    const switched = await t.callAs(null, 'POST', 'status', {
      token,
      body: { customerId: before.body.data!.customer.id },
    });
    expect(switched.status).toBe(200);
    const accepted = await t.callAs<Status>(null, 'POST', 'agreement', { token, body: { accept: true } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.customer.agreementStandard).toBe(true);
    expect(accepted.body.data?.agreementRequired).toBe(false);
    const after = await t.callAs<Status>('avtale', 'GET', 'Status');
    expect(after.body.data?.agreementRequired).toBe(false);
  });

  it('refuses a consent that is not an explicit accept (400), and without a session (401)', async () => {
    const answer = await t.callAs('butikk', 'POST', 'gdpr', { body: { accept: false } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('accept');
    expect((await t.callAs(null, 'POST', 'agreement', { body: { accept: true } })).status).toBe(401);
  });

  it('marks an alert read for the acting user only', async () => {
    const alerts = (await t.callAs<Alert[]>('kunde.admin', 'GET', 'Alerts')).body.data!;
    const mustRead = alerts.find((alert) => alert.data.mustRead && !alert.data.read)!;
    const read = await t.callAs<Alert>('kunde.admin', 'POST', 'alertRead', {
      body: { alertId: mustRead.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.data?.data.read).toBe(true);
    const after = (await t.callAs<Alert[]>('kunde.admin', 'GET', 'Alerts')).body.data!;
    expect(after.find((alert) => alert.id === mustRead.id)?.data.read).toBe(true);
    // Marking again changes nothing and still answers 200.
    expect(
      (await t.callAs('kunde.admin', 'POST', 'alertRead', { body: { alertId: mustRead.id } })).status,
    ).toBe(200);
  });

  it('refuses to mark alerts read for a user an admin acts as (spec §4)', async () => {
    const admin = (
      await t.callAs<{ customer: { id: number }; user: { id: number } }>('kunde.admin', 'GET', 'Status')
    ).body.data!;
    const token = await t.tokenOf('global');
    const switched = await t.callAs(null, 'POST', 'status', {
      token,
      body: { customerId: admin.customer.id, userId: admin.user.id },
    });
    expect(switched.status).toBe(200);
    const alerts = (await t.callAs<Alert[]>(null, 'GET', 'Alerts', { token })).body.data!;
    const answer = await t.callAs(null, 'POST', 'alertRead', { token, body: { alertId: alerts[0]!.id } });
    expect(answer.status).toBe(403);
  });

  it("answers 404 for another customer's alert and 400 for a bad id", async () => {
    const adminAlerts = (await t.callAs<Alert[]>('kunde.admin', 'GET', 'Alerts')).body.data!;
    const customerOnly = adminAlerts.find((alert) => alert.data.mustRead)!;
    const foreign = await t.callAs('butikk', 'POST', 'alertRead', { body: { alertId: customerOnly.id } });
    expect(foreign.status).toBe(404);
    const bad = await t.callAs('butikk', 'POST', 'alertRead', { body: { alertId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('alertId');
  });
});
