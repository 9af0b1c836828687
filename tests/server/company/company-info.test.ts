import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../src/domain/admin/company.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { companyInput, companyOf, customerIdOf } from './company-api.ts';

describe('GET and POST company (issue 17 item 1, spec §3 Company, §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it("reads the customer admin's own customer with every field of §3 Company", async () => {
    const company = await companyOf(t, 'kunde.admin');
    expect(company.id).toBe(await customerIdOf(t, 'kunde.admin'));
    expect(Object.keys(company).sort()).toEqual(
      [
        'id',
        'version',
        'name',
        'info',
        'contactEmail',
        'invoiceEmail',
        'phone',
        'invoiceReference',
        'emailOrderConfirmed',
        'emailPurchase',
        'logoUrl',
      ].sort(),
    );
  });

  it('saves every field, empties as none, and raises the version', async () => {
    const before = await companyOf(t, 'kunde.admin');
    const changes = {
      name: 'Kunde AS',
      info: 'Pallets since 1990',
      contactEmail: 'post@kunde.example',
      invoiceEmail: 'faktura@kunde.example',
      phone: '+47 22 00 00 00',
      invoiceReference: 'REF-17',
      emailOrderConfirmed: 'ordre@kunde.example',
      emailPurchase: '',
    };
    const answer = await t.callAs<Company>('kunde.admin', 'POST', 'company', {
      body: companyInput(before, changes),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ...changes, version: before.version + 1 });
    expect(await companyOf(t, 'kunde.admin')).toEqual(answer.body.data);
    const stored = await t.app.db
      .selectFrom('customers')
      .select(['emailPurchase', 'emailOrderConfirmed'])
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ emailPurchase: null, emailOrderConfirmed: 'ordre@kunde.example' });
  });

  it('answers a stale version with 409 and the current company info, changing nothing', async () => {
    const current = await companyOf(t, 'kunde.admin');
    const answer = await t.callAs('kunde.admin', 'POST', 'company', {
      body: companyInput(current, { phone: '1', version: current.version - 1 }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ type: 'VersionConflict', data: current });
    expect(await companyOf(t, 'kunde.admin')).toEqual(current);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const current = await companyOf(t, 'kunde.admin');
    const badEmail = await t.callAs('kunde.admin', 'POST', 'company', {
      body: companyInput(current, { invoiceEmail: 'not-an-address' }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.message).toContain('invoiceEmail');
    const noName = await t.callAs('kunde.admin', 'POST', 'company', {
      body: companyInput(current, { name: '  ' }),
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error?.message).toContain('name');
    const noVersion = await t.callAs('kunde.admin', 'POST', 'company', {
      body: { ...companyInput(current), version: undefined },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error?.message).toContain('version');
  });

  it('never takes a customer id from the body: kunde.admin cannot touch another customer', async () => {
    const own = await companyOf(t, 'kunde.admin');
    const other = await customerIdOf(t, 'emma.dahl');
    expect(other).not.toBe(own.id);
    const answer = await t.callAs<Company>('kunde.admin', 'POST', 'company', {
      body: { ...companyInput(own, { info: 'Only mine' }), id: other, customerId: other },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.id).toBe(own.id);
    const untouched = await t.app.db
      .selectFrom('customers')
      .select('info')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(untouched.info).not.toBe('Only mine');
    const refusedSwitch = await t.callAs('kunde.admin', 'POST', 'status', { body: { customerId: other } });
    expect(refusedSwitch.status).toBeGreaterThanOrEqual(403);
  });

  it('refuses a user who is not a customer admin with 403 (butikk)', async () => {
    expect((await t.callAs('butikk', 'GET', 'company')).status).toBe(403);
    const own = await companyOf(t, 'kunde.admin');
    const answer = await t.callAs('butikk', 'POST', 'company', { body: companyInput(own) });
    expect(answer.status).toBe(403);
    expect((await t.callAs(null, 'GET', 'company')).status).toBe(401);
  });

  it('lets a global admin edit the customer they act for, and only that one', async () => {
    const butikkCustomer = await customerIdOf(t, 'butikk');
    const globalCustomer = await customerIdOf(t, 'global');
    const switched = await t.callAs('global', 'POST', 'status', { body: { customerId: butikkCustomer } });
    expect(switched.status).toBe(200);
    const company = await companyOf(t, 'global');
    expect(company.id).toBe(butikkCustomer);
    const answer = await t.callAs<Company>('global', 'POST', 'company', {
      body: companyInput(company, { phone: '+47 99 99 99 99' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: butikkCustomer, phone: '+47 99 99 99 99' });
    await t.callAs('global', 'POST', 'status', { body: { customerId: globalCustomer } });
    expect((await companyOf(t, 'global')).id).toBe(globalCustomer);
  });
});
