import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface Status {
  customer: { id: number; agreementStandard: boolean };
  agreementRequired: boolean;
}

async function agreementOf(t: TestApp, customerId: number) {
  const row = await t.app.db
    .selectFrom('customers')
    .select('agreementStandard')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.agreementStandard;
}

describe('POST agreement: only a customer admin or a global admin accepts it (issue 14 item 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('refuses a plain user with 403 and leaves the agreement unaccepted', async () => {
    const status = (await t.callAs<Status>('avtale', 'GET', 'Status')).body.data!;
    expect(status.agreementRequired).toBe(true);
    const answer = await t.callAs('avtale', 'POST', 'agreement', { body: { accept: true } });
    expect(answer.status).toBe(403);
    expect(await agreementOf(t, status.customer.id)).toBe(false);
  });

  it("refuses a plain user of another customer too, changing nobody's agreement", async () => {
    const shop = (await t.callAs<Status>('butikk', 'GET', 'Status')).body.data!;
    await t.app.db
      .updateTable('customers')
      .set({ agreementStandard: false })
      .where('id', '=', shop.customer.id)
      .execute();
    expect((await t.callAs('butikk', 'POST', 'agreement', { body: { accept: true } })).status).toBe(403);
    expect(await agreementOf(t, shop.customer.id)).toBe(false);
  });

  it('lets a customer admin accept for their own customer', async () => {
    const admin = (await t.callAs<Status>('kunde.admin', 'GET', 'Status')).body.data!;
    await t.app.db
      .updateTable('customers')
      .set({ agreementStandard: false })
      .where('id', '=', admin.customer.id)
      .execute();
    const answer = await t.callAs<Status>('kunde.admin', 'POST', 'agreement', { body: { accept: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.customer.agreementStandard).toBe(true);
    expect(await agreementOf(t, admin.customer.id)).toBe(true);
  });
});
