import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  movementPageSchema,
  transactionReportSchema,
  type TransactionReport,
} from '../../../src/domain/reports/report-rows.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf, lastTwelveMonths, reportAs, userOf } from './report-fixtures.ts';
import { reportScenario, type Scenario } from './report-scenario.ts';

let t: TestApp;
let s: Scenario;
const period = lastTwelveMonths();

beforeAll(async () => {
  t = await makeTestApp();
  s = await reportScenario(t);
});
afterAll(() => t.close());

async function transactionLocations(login: string, query: Record<string, string> = {}, market = 'no') {
  const data = await dataOf<TransactionReport>(
    t,
    login,
    'reportTransactions',
    { ...period, ...query },
    market,
  );
  transactionReportSchema.parse(data);
  return new Set(data.rows.map((row) => row.locationId));
}

describe('report reach by report level', () => {
  it('shows a location user (level 0) its own location only, never a sibling location', async () => {
    const seen = await transactionLocations('butikk');
    expect([...seen]).toEqual([s.grunerlokka]);
    const page = await dataOf(t, 'butikk', 'reportMovements', period);
    const parsed = movementPageSchema.parse(page);
    expect(parsed.rows.length).toBeGreaterThan(0);
    expect(parsed.rows.every((row) => row.locationId === s.grunerlokka)).toBe(true);
  });

  it("shows a customer-level user the customer's locations", async () => {
    const own = [s.lillehammer, s.hamar, s.gjovik, s.elverum];
    for (const login of ['kunde.admin', 'rapport']) {
      const seen = await transactionLocations(login);
      for (const id of [s.lillehammer, s.hamar, s.gjovik]) expect(seen).toContain(id);
      expect([...seen].filter((id) => !own.includes(id))).toEqual([]);
    }
  });

  it('shows a global admin the whole market', async () => {
    const seen = await transactionLocations('global');
    for (const id of [s.alnabru, s.lillehammer, s.grunerlokka, s.majorstuen, s.drammen])
      expect(seen).toContain(id);
  });

  it("never shows another market's rows", async () => {
    const se = await dataOf<TransactionReport>(t, 'butik', 'reportTransactions', period, 'se');
    const noLocations = [s.alnabru, s.lillehammer, s.hamar, s.gjovik, s.grunerlokka, s.majorstuen, s.drammen];
    expect(se.rows.filter((row) => noLocations.includes(row.locationId))).toEqual([]);
  });

  it('gives no rows for a location filter outside the reach', async () => {
    expect(await transactionLocations('butikk', { locationId: String(s.majorstuen) })).toEqual(new Set());
    expect(await transactionLocations('kunde.admin', { locationId: String(s.grunerlokka) })).toEqual(
      new Set(),
    );
    const page = await dataOf<{ rows: unknown[]; total: number }>(t, 'butikk', 'reportMovements', {
      ...period,
      locationId: String(s.lillehammer),
    });
    expect(page).toMatchObject({ rows: [], total: 0 });
    for (const call of ['reportPurchases', 'reportLocations', 'reportVolumes']) {
      const data = await dataOf<{ rows: { quantityIn?: number; quantity?: number }[] }>(t, 'butikk', call, {
        ...period,
        locationId: String(s.lillehammer),
      });
      const moved = data.rows.reduce((sum, row) => sum + (row.quantityIn ?? row.quantity ?? 0), 0);
      expect(moved, call).toBe(0);
    }
  });

  it('narrows to the filter within the reach', async () => {
    expect(await transactionLocations('kunde.admin', { locationId: String(s.hamar) })).toEqual(
      new Set([s.hamar]),
    );
  });

  it("shows a chain-level user the customer's and its corporate group's locations", async () => {
    const rapport = await userOf(t, 'rapport');
    await t.app.db.updateTable('users').set({ reportLevel: 2 }).where('loginName', '=', 'rapport').execute();
    await t.app.db
      .updateTable('locations')
      .set({ customerIdCorporate: rapport.customerId })
      .where('id', '=', s.majorstuen)
      .execute();
    const seen = await transactionLocations('rapport');
    const chain = [s.lillehammer, s.hamar, s.gjovik, s.elverum, s.majorstuen];
    for (const id of [s.lillehammer, s.hamar, s.gjovik, s.majorstuen]) expect(seen).toContain(id);
    expect([...seen].filter((id) => !chain.includes(id))).toEqual([]);
    const catalogue = await dataOf<{ reach: string }>(t, 'rapport', 'reportCatalogue', {});
    expect(catalogue.reach).toBe('chain');
  });

  it('shows a customer-type user the locations of customers of the same type only', async () => {
    await t.app.db.updateTable('users').set({ reportLevel: 3 }).where('loginName', '=', 'rapport').execute();
    const seen = await transactionLocations('rapport');
    // Fjellmeieriet is a pooling customer: no provider, retail or commission location is in reach.
    for (const id of [s.lillehammer, s.hamar, s.gjovik]) expect(seen).toContain(id);
    for (const id of [s.alnabru, s.grunerlokka, s.majorstuen, s.drammen]) expect(seen).not.toContain(id);
    await t.app.db.updateTable('users').set({ reportLevel: 1 }).where('loginName', '=', 'rapport').execute();
  });

  it('refuses the Users report to a non-admin and reports a customer admin its own users', async () => {
    for (const login of ['butikk', 'rapport']) {
      expect((await reportAs(t, login, 'reportUsers', period)).status, login).toBe(403);
    }
    const admin = await userOf(t, 'kunde.admin');
    const own = await dataOf<{ rows: { customerName: string }[] }>(t, 'kunde.admin', 'reportUsers', period);
    expect(new Set(own.rows.map((row) => row.customerName))).toEqual(new Set(['Fjellmeieriet SA']));
    expect(admin.customerId).toBeGreaterThan(0);
    const market = await dataOf<{ rows: unknown[] }>(t, 'global', 'reportUsers', period);
    expect(market.rows.length).toBeGreaterThan(own.rows.length);
  });

  it('refuses commission and pooling reports to customers of another kind, and reports to a user without the REPORTS task', async () => {
    expect((await reportAs(t, 'butikk', 'reportCommissions', period)).status).toBe(403);
    expect((await reportAs(t, 'butikk', 'reportPooling', period)).status).toBe(403);
    expect((await reportAs(t, 'emma.dahl', 'reportCommissions', period)).status).toBe(200);
    expect((await reportAs(t, 'kunde.admin', 'reportPooling', period)).status).toBe(200);
    expect((await reportAs(t, 'martin.solberg', 'reportTransactions', period)).status).toBe(403);
    const catalogue = await dataOf<{ reports: string[] }>(t, 'martin.solberg', 'reportCatalogue', {});
    expect(catalogue.reports).toEqual([]);
    expect((await reportAs(t, 'martin.solberg', 'reportWidgets', {})).status).toBe(200);
  });
});
