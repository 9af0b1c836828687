import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionReport } from '../../../src/domain/reports/report-rows.ts';
import { chainHeadName } from '../../../src/server/db/seed/seed-chain.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf, lastTwelveMonths } from './report-fixtures.ts';

let t: TestApp;
let chainId: number;
beforeAll(async () => {
  t = await makeTestApp();
  const head = await t.app.db
    .selectFrom('customers')
    .select('id')
    .where('name', '=', chainHeadName)
    .where('marketId', '=', 'no')
    .executeTakeFirstOrThrow();
  chainId = head.id;
});
afterAll(() => t.close());

interface ListedLocation {
  id: number;
  name: string;
}

describe('the demo chain Kjedehuset AS (issue 21 item 8)', () => {
  it("lists the chain head's corporate locations to kjede (GET locations?all=true&customerId_Corporate)", async () => {
    const answer = await t.callAs<ListedLocation[]>('kjede', 'GET', 'locations', {
      query: { all: 'true', customerId_Corporate: String(chainId) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.map((location) => location.name)).toEqual([
      'Kjedehuset Ski',
      'Kjedehuset Tønsberg',
    ]);
  });

  it('ties three franchise customers to the chain (customer_id_corporate)', async () => {
    const members = await t.app.db
      .selectFrom('locations as l')
      .innerJoin('customers as c', 'c.id', 'l.customerId')
      .select(['c.name as customerName', 'l.name'])
      .where('l.customerIdCorporate', '=', chainId)
      .orderBy('l.name')
      .execute();
    expect(new Set(members.map((member) => member.customerName)).size).toBe(3);
  });

  it('gives kjede (report level chain) report rows from the chain head and its franchise customers', async () => {
    const report = await dataOf<TransactionReport>(t, 'kjede', 'reportTransactions', lastTwelveMonths());
    const customers = new Set(report.rows.map((row) => row.customerName));
    expect(customers.has(chainHeadName)).toBe(true);
    expect(customers.size).toBeGreaterThanOrEqual(4);
    expect([...customers].every((name) => /Kjedehuset|Nærbutikken|Matkroken|Dagligvare/.test(name))).toBe(
      true,
    );
  });

  it("keeps the chain's locations from another customer's user (403 on the list) and its reports", async () => {
    const answer = await t.callAs('butikk', 'GET', 'locations', {
      query: { all: 'true', customerId_Corporate: String(chainId) },
    });
    expect(answer.status).toBe(403);
    const report = await dataOf<TransactionReport>(t, 'butikk', 'reportTransactions', lastTwelveMonths());
    expect(
      report.rows.some((row) => /Kjedehuset|Nærbutikken|Matkroken|Dagligvare/.test(row.customerName)),
    ).toBe(false);
  });

  it('lets kjede log in without a GDPR or agreement step: a demo login of the start list', async () => {
    const status = await t.callAs<{ user: { loginName: string } }>('kjede', 'GET', 'Status');
    expect(status.status).toBe(200);
  });
});
