import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsPageSize } from '../../../src/domain/reports/report-filter.ts';
import {
  commissionReportSchema,
  locationReportSchema,
  movementPageSchema,
  poolingReportSchema,
  purchaseReportSchema,
  reportCatalogueSchema,
  reportOptionsSchema,
  reportWidgetsSchema,
  transactionReportSchema,
  userReportSchema,
  volumeReportSchema,
  type MovementPage,
  type TransactionReport,
} from '../../../src/domain/reports/report-rows.ts';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { carriedChoices, receiptBody } from '../pallet-receipts/receipt-api.ts';
import { aggregateDrift, dataOf, deliveredOrder, lastTwelveMonths } from './report-fixtures.ts';
import { reportScenario, type Scenario } from './report-scenario.ts';

let t: TestApp;
let s: Scenario;
const period = lastTwelveMonths();

beforeAll(async () => {
  t = await makeTestApp();
  s = await reportScenario(t);
});
afterAll(() => t.close());

const sum = <Row>(rows: readonly Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** Every key of `totals` that the rows also hold sums to the rows' sum. */
function expectTotalsOfRows(
  rows: readonly Record<string, unknown>[],
  totals: Record<string, unknown>,
  skip: string[] = [],
) {
  for (const [key, value] of Object.entries(totals)) {
    if (typeof value !== 'number' || skip.includes(key)) continue;
    expect(value, key).toBeCloseTo(
      sum(rows, (row) => Number(row[key] ?? 0)),
      3,
    );
  }
}

describe('report totals', () => {
  for (const login of ['global', 'kunde.admin', 'butikk', 'emma.dahl']) {
    it(`equal the sum of the rows for ${login}`, async () => {
      const screens = [
        ['reportTransactions', transactionReportSchema],
        ['reportPurchases', purchaseReportSchema],
        ['reportLocations', locationReportSchema],
        ['reportVolumes', volumeReportSchema],
        ...(login === 'global' || login === 'kunde.admin'
          ? [['reportPooling', poolingReportSchema] as const]
          : []),
        ...(login === 'global' || login === 'emma.dahl'
          ? [['reportCommissions', commissionReportSchema] as const]
          : []),
        ...(login === 'global' || login === 'kunde.admin'
          ? [['reportUsers', userReportSchema] as const]
          : []),
      ] as const;
      for (const [call, schema] of screens) {
        const data = schema.parse(await dataOf(t, login, call, period)) as {
          rows: Record<string, unknown>[];
          totals: Record<string, unknown>;
        };
        if (call === 'reportUsers') {
          expect(data.totals.users).toBe(data.rows.length);
          continue;
        }
        // The fill degree is a ratio: its total is the pallet-weighted one, not a sum.
        expectTotalsOfRows(data.rows, data.totals, ['fillDegree']);
      }
    });
  }

  it('answers the catalogue, the options and the widgets in their shapes', async () => {
    reportCatalogueSchema.parse(await dataOf(t, 'global', 'reportCatalogue', {}));
    const options = reportOptionsSchema.parse(await dataOf(t, 'kunde.admin', 'reportOptions', {}));
    expect(options.locations.map((row) => row.locationId)).toContain(s.lillehammer);
    expect(options.locations.map((row) => row.locationId)).not.toContain(s.grunerlokka);
    expect(options.products.map((row) => row.productId)).toContain(s.c1.productId);
    expect(options.counterparts.map((row) => row.locationId)).toContain(s.alnabru);
    const widgets = reportWidgetsSchema.parse(
      await dataOf(t, 'kunde.admin', 'reportWidgets', { months: '12' }),
    );
    expect(widgets.reach).toBe('customer');
    expect(widgets.months).toBe(12);
    expect(widgets.reuseDegree).not.toBeNull();
  });

  it('reports pooling balances with the opening, the last count and the maximum', async () => {
    const pooling = poolingReportSchema.parse(await dataOf(t, 'kunde.admin', 'reportPooling', period));
    const lillehammer = pooling.rows.find((row) => row.locationId === s.lillehammer)!;
    const before = await t.app.db
      .selectFrom('balanceMovements')
      .select((eb) => eb.fn.sum<number>('quantity').as('balance'))
      .where('locationId', '=', s.lillehammer)
      .where('createdAt', '<', new Date(`${period.from}-01T00:00:00Z`))
      .executeTakeFirstOrThrow();
    // The order of 14 months ago is in the opening balance.
    expect(lillehammer.opening).toBe(Number(before.balance));
    expect(lillehammer.closing).toBe(lillehammer.opening + lillehammer.quantityIn - lillehammer.quantityOut);
    expect(lillehammer.isOverMax).toBe(lillehammer.closing > 100);
    expect(lillehammer.standing).toBe(
      lillehammer.closing > 0 ? 'owes' : lillehammer.closing < 0 ? 'credit' : 'even',
    );
    expect(lillehammer.lastCounted).not.toBeNull();
    expect(lillehammer.poolingGroupName).toBe('Innlandet pool');
  });

  it('earns commission by the price list', async () => {
    const report = commissionReportSchema.parse(
      await dataOf(t, 'global', 'reportCommissions', {
        ...period,
        locationId: String(s.drammen),
        productId: s.c1.productId,
      }),
    );
    expect(report.rows.length).toBeGreaterThan(0);
    for (const row of report.rows) expect(row.commission).toBeCloseTo(row.handled * 2.5, 2);
  });

  it('has single movements that add up to the transactions report', async () => {
    for (const [login, filter] of [
      ['kunde.admin', {}],
      ['global', { productId: s.c1.productId }],
      ['global', { counterpartId: String(s.alnabru) }],
    ] as const) {
      const query = { ...period, ...filter };
      const report = await dataOf<TransactionReport>(t, login, 'reportTransactions', query);
      const movements: MovementPage['rows'] = [];
      for (let page = 1; ; page++) {
        const data = movementPageSchema.parse(
          await dataOf(t, login, 'reportMovements', { ...query, page: String(page) }),
        );
        movements.push(...data.rows);
        expect(data.total).toBe(report.totals.movements);
        if (data.rows.length < transactionsPageSize) break;
      }
      expect(movements.length).toBe(report.totals.movements);
      expect(sum(movements, (row) => Math.max(row.quantity, 0))).toBe(report.totals.quantityIn);
      expect(sum(movements, (row) => Math.max(-row.quantity, 0))).toBe(report.totals.quantityOut);
      const dates = movements.map((row) => row.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});

describe('the monthly aggregates', () => {
  it('stay equal to the movements after inserts and deletes', async () => {
    expect(await aggregateDrift(t)).toEqual([]);
    const id = await deliveredOrder(t, {
      type: 'TO',
      from: s.alnabru,
      to: s.grunerlokka,
      at: new Date().toISOString(),
      lines: [{ ...s.c2, quantity: 7, amount: 70 }],
    });
    expect(await aggregateDrift(t)).toEqual([]);
    await t.app.db.deleteFrom('balanceMovements').where('transactionId', '=', id).execute();
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('drop a deleted pallet receipt from the reports', async () => {
    await t.app.db
      .updateTable('locations')
      .set({ palletReceiptDays: [1, 2, 3, 4, 5, 6, 7] })
      .where('id', '=', s.grunerlokka)
      .execute();
    const before = await dataOf<TransactionReport>(t, 'butikk', 'reportTransactions', period);
    const answer = await t.callAs<PalletReceipt>('butikk', 'POST', 'palletReceipt', {
      body: receiptBody(s.grunerlokka, [
        { ...(await carriedChoices(t, s.grunerlokka, 1))[0]!, inbound: 12, outbound: 3 },
      ]),
    });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(await aggregateDrift(t)).toEqual([]);
    const during = await dataOf<TransactionReport>(t, 'butikk', 'reportTransactions', period);
    // A receipt moves the balance by its lines' inbound − outbound.
    expect(during.totals.net - before.totals.net).toBe(9);
    expect(during.totals.movements).toBeGreaterThan(before.totals.movements);
    const deleted = await t.callAs('butikk', 'POST', 'palletReceiptDelete', {
      body: { id: answer.body.data!.id },
    });
    expect(deleted.status).toBe(200);
    expect(await aggregateDrift(t)).toEqual([]);
    const after = await dataOf<TransactionReport>(t, 'butikk', 'reportTransactions', period);
    expect(after.totals).toEqual(before.totals);
  });
});
