import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { listAs, rowsAs } from './order-api.ts';

/** Distinct values in the order they first appear: comparable across collations. */
const runsOf = (values: readonly unknown[]) => values.filter((value, index) => values[index - 1] !== value);

describe('GET Orders, the order list (spec §7)', () => {
  let t: TestApp;
  let all: OrderRow[];

  beforeAll(async () => {
    t = await makeTestApp();
    all = (await rowsAs(t, 'global')).items;
  });
  afterAll(() => t.close());

  it('answers the fixed flags of the grid, with the rows and the total of all matches', async () => {
    const answer = await rowsAs(t, 'global', {
      withfees: 'true',
      withsort: 'false',
      withtempsort: 'false',
      withtempsortlines: 'false',
      withtempsortlinespivoted: 'false',
      withqualitychanges: 'false',
      withemployees: 'false',
      countdetailed: 'true',
      count: '1000',
    });
    expect(answer.items.length).toBe(answer.total);
    expect(answer.total).toBeGreaterThan(150);
  });

  it('limits the rows to count and still counts every match in total', async () => {
    const answer = await rowsAs(t, 'global', { count: '7' });
    expect(answer.items).toHaveLength(7);
    expect(answer.total).toBe(all.length);
  });

  it('routes GET Orders case-insensitively', async () => {
    expect((await listAs(t, 'global', { count: '1' }, 'orders')).status).toBe(200);
  });

  it('nests the lines with product, treatment and quality names and the product image', () => {
    const withLines = all.filter((row) => row.transactions.length > 0);
    expect(withLines.length).toBe(all.length);
    const line = withLines[0]!.transactions[0]!;
    expect(line.productName).toBeTruthy();
    expect(line.treatmentName).toBeTruthy();
    expect(line.qualityName).toBeTruthy();
    expect(line.productImage).toMatch(/\.(svg|png|jpg)$/);
    expect(all.every((row) => row.commentCount === 0)).toBe(true);
  });

  it('filters by a comma list of transaction types', async () => {
    const answer = await rowsAs(t, 'global', { transactionType: 'HE,RO' });
    expect(answer.total).toBe(all.filter((row) => ['HE', 'RO'].includes(row.transactionTypeId)).length);
    expect(new Set(answer.items.map((row) => row.transactionTypeId))).toEqual(new Set(['HE', 'RO']));
  });

  it('filters by a comma list of status ids; transactionStatus=6 gives the disagreements', async () => {
    const disagreements = await rowsAs(t, 'global', { transactionStatus: '6' });
    expect(disagreements.total).toBeGreaterThan(0);
    expect(disagreements.items.every((row) => row.transactionStatusId === 6)).toBe(true);
    const several = await rowsAs(t, 'global', { transactionStatus: '0,1,14' });
    expect(several.total).toBe(all.filter((row) => [0, 1, 14].includes(row.transactionStatusId)).length);
  });

  it('filters by locationId (from or to), locationIdFrom and locationIdTo', async () => {
    const { locationIdFrom: from, locationIdTo: to } = all.find((row) => row.transactionTypeId === 'TO')!;
    const either = await rowsAs(t, 'global', { locationId: String(to) });
    expect(either.total).toBe(
      all.filter((row) => row.locationIdFrom === to || row.locationIdTo === to).length,
    );
    const fromOnly = await rowsAs(t, 'global', { locationIdFrom: String(from) });
    expect(fromOnly.items.every((row) => row.locationIdFrom === from)).toBe(true);
    const both = await rowsAs(t, 'global', { locationIdFrom: String(from), locationIdTo: String(to) });
    expect(both.total).toBe(
      all.filter((row) => row.locationIdFrom === from && row.locationIdTo === to).length,
    );
  });

  it('filters by customerId: orders from or to a location of that customer', async () => {
    const row = all.find((candidate) => candidate.transactionTypeId === 'TO')!;
    const answer = await rowsAs(t, 'global', { customerId: String(row.customerId) });
    expect(answer.items.map((item) => item.id)).toContain(row.id);
    expect(answer.total).toBeLessThan(all.length);
  });

  it('filters the send date between sendLower and sendUpper, both included', async () => {
    const dates = [...new Set(all.map((row) => row.dateSend!))].sort();
    const [lower, upper] = [dates[5]!, dates[15]!];
    const answer = await rowsAs(t, 'global', { sendLower: lower, sendUpper: upper });
    const expected = all.filter((row) => row.dateSend! >= lower && row.dateSend! <= upper);
    expect(answer.total).toBe(expected.length);
    expect(answer.items.some((row) => row.dateSend === lower)).toBe(true);
    expect(answer.items.some((row) => row.dateSend === upper)).toBe(true);
  });

  it('gives orders by id: GET /Orders?locationId=…&ids=… (repeated or a comma list)', async () => {
    const [a, b] = all;
    const byList = await rowsAs(t, 'global', { ids: `${a!.id},${b!.id}` });
    expect(byList.items.map((row) => row.id).sort()).toEqual([a!.id, b!.id].sort());
    const repeated = await t.callAs<{ items: OrderRow[] }>(
      'global',
      'GET',
      `Orders?ids=${a!.id}&ids=${b!.id}`,
    );
    expect(repeated.body.data?.items).toHaveLength(2);
    const atLocation = await rowsAs(t, 'global', { ids: String(a!.id), locationId: String(a!.locationIdTo) });
    expect(atLocation.items.map((row) => row.id)).toEqual([a!.id]);
  });
});

describe('GET Orders, search and sorting (spec §7)', () => {
  let t: TestApp;
  let all: OrderRow[];

  beforeAll(async () => {
    t = await makeTestApp();
    all = (await rowsAs(t, 'global')).items;
  });
  afterAll(() => t.close());

  it('finds orders by a prefix of the order no., case-insensitively', async () => {
    const target = all[10]!;
    const prefix = target.orderNo.slice(0, -1).toLowerCase();
    const answer = await rowsAs(t, 'global', { term: prefix, source: 'sqlorder', mode: 'prefix' });
    expect(answer.items.map((row) => row.id)).toContain(target.id);
    const searched = (row: OrderRow) => [
      row.orderNo,
      row.reference,
      row.myReference,
      row.sendersRef,
      row.receiversRef,
      row.transportRef,
    ];
    const isMatch = (row: OrderRow) => searched(row).some((value) => value?.toLowerCase().startsWith(prefix));
    expect(answer.items.every(isMatch)).toBe(true);
    expect(answer.total).toBe(all.filter(isMatch).length);
  });

  it('does not find an order by the inside of its order no. (prefix, not infix)', async () => {
    const target = all[10]!;
    const answer = await rowsAs(t, 'global', { term: target.orderNo.slice(3) });
    expect(answer.items.map((row) => row.id)).not.toContain(target.id);
  });

  it('finds orders by a prefix of the reference, and of the transport ref', async () => {
    const referenced = all.find((row) => row.reference)!;
    const byReference = await rowsAs(t, 'global', { term: referenced.reference!.slice(0, 6) });
    expect(byReference.items.map((row) => row.id)).toContain(referenced.id);
    const transported = all.find((row) => row.transportRef)!;
    const byTransport = await rowsAs(t, 'global', { term: transported.transportRef!.toLowerCase() });
    expect(byTransport.items.map((row) => row.id)).toContain(transported.id);
  });

  it('takes % and _ in the term literally', async () => {
    expect((await rowsAs(t, 'global', { term: '%' })).total).toBe(0);
    expect((await rowsAs(t, 'global', { term: 'N_-' })).total).toBe(0);
  });

  it('sorts by dateSend in both directions, ties by id', async () => {
    const ascending = await rowsAs(t, 'global', {
      'orderBy[0].field': 'dateSend',
      'orderby[0].descending': 'false',
    });
    const dates = ascending.items.map((row) => row.dateSend!);
    expect(dates).toEqual([...dates].sort());
    const descending = await rowsAs(t, 'global', {
      'orderBy[0].field': 'dateSend',
      'orderby[0].descending': 'true',
    });
    expect(descending.items.map((row) => row.id)).toEqual(ascending.items.map((row) => row.id).reverse());
  });

  it('sorts by the order no. both ways', async () => {
    const ascending = await rowsAs(t, 'global', {
      'orderBy[0].field': 'orderNo',
      'orderBy[0].descending': 'false',
    });
    const numbers = ascending.items.map((row) => row.orderNo);
    expect(numbers).toEqual([...numbers].sort());
    const descending = await rowsAs(t, 'global', {
      'orderBy[0].field': 'orderNo',
      'orderBy[0].descending': 'true',
    });
    expect(descending.items.map((row) => row.orderNo)).toEqual([...numbers].reverse());
  });

  it('sorts by the joined location names, empty-free and reversible', async () => {
    const query = (descending: string) => ({
      'orderBy[0].field': 'locationNameTo',
      'orderBy[0].descending': descending,
    });
    const ascending = runsOf(
      (await rowsAs(t, 'global', query('false'))).items.map((row) => row.locationNameTo),
    );
    const descending = runsOf(
      (await rowsAs(t, 'global', query('true'))).items.map((row) => row.locationNameTo),
    );
    expect(new Set(ascending).size).toBe(ascending.length);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by status id, stable on id', async () => {
    const answer = await rowsAs(t, 'global', {
      'orderby[0].field': 'transactionStatusId',
      'orderby[0].descending': 'false',
    });
    const keys = answer.items.map((row) => [row.transactionStatusId, row.id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });
});

describe('GET Orders, bad input (spec §7, ARCHITECTURE.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [{ transactionStatus: '99' }, 'transactionStatus'],
    [{ sendLower: 'yesterday' }, 'sendLower'],
    [{ sendUpper: '2025-02-30' }, 'sendUpper'],
    [{ count: '5000' }, 'count'],
    [{ 'orderBy[0].field': 'password' }, 'orderBy[0].field'],
    [{ transactionType: 'XX' }, 'transactionType'],
    [{ locationId: '99999999999' }, 'locationId'],
  ])('refuses %o with 400 naming %s', async (query, field) => {
    const answer = await listAs(t, 'kunde.admin', query);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(field);
  });

  it('answers 401 without a token', async () => {
    const answer = await t.callAs(null, 'GET', 'Orders');
    expect(answer.status).toBe(401);
    expect((await t.callAs(null, 'GET', 'ExternalOrders')).status).toBe(401);
  });
});
