import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceList } from '../../../src/domain/reports/invoices.ts';
import {
  makeInvoicesForMonth,
  makeLastMonthsInvoices,
} from '../../../src/server/modules/invoices/make-invoices.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('Rentals on the Invoices report (issue 20 item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the seed invoiced last month of the rental that started then, as type rental', async () => {
    // The Invoices report is for customer-level readers and the provider: `container` reports at its
    // location only (403, as for any location-level user), provider staff read every customer's.
    expect((await t.callAs('container', 'GET', 'invoices', { query: { type: 'rental' } })).status).toBe(403);
    const list = await t.callAs<InvoiceList>('global', 'GET', 'invoices', { query: { type: 'rental' } });
    expect(list.status).toBe(200);
    expect(list.body.data!.rows.length).toBeGreaterThan(0);
    const [invoice] = list.body.data!.rows;
    expect(invoice!.customerName).toBe('Miljøretur AS');
    expect(invoice!.type).toBe('rental');
    const detail = await t.callAs<InvoiceDetail>('global', 'GET', 'invoice', {
      query: { id: String(invoice!.id) },
    });
    expect(detail.status).toBe(200);
    for (const line of detail.body.data!.lines) {
      expect(line.transactionId).toBeNull();
      expect(line.rentalId).not.toBeNull();
      expect(line.orderNo).toMatch(/^NO-R-/);
      expect(line.netAmount).toBeCloseTo(line.quantity * line.price * line.days!, 2);
    }
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/no/invoicePdf?id=${invoice!.id}`,
      headers: { authorization: `Bearer ${await t.tokenOf('global')}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // kunde.admin's customer has no rentals: no rental invoices in its reach.
    const other = await t.callAs<InvoiceList>('kunde.admin', 'GET', 'invoices', {
      query: { type: 'rental' },
    });
    expect(other.body.data!.rows).toHaveLength(0);
  });

  it('invoices a rental month once, split at the month boundary (28 Jan – 3 Feb)', async () => {
    const db = t.app.db;
    const location = await db
      .selectFrom('locations')
      .select(['id', 'customerId'])
      .where('name', '=', 'Fjellmeieriet Lillehammer')
      .executeTakeFirstOrThrow();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', 'kunde.admin')
      .executeTakeFirstOrThrow();
    const container = await db
      .selectFrom('containers')
      .select('id')
      .where('number', '=', 'NPC-10003')
      .executeTakeFirstOrThrow();
    const rental = await db
      .insertInto('rentals')
      .values({
        marketId: 'no',
        rentalNo: 'NO-R-309999',
        customerId: location.customerId,
        locationId: location.id,
        containerTypeId: 'PB1200',
        status: 'Closed',
        startDate: '2030-01-28',
        endDate: '2030-02-03',
        dailyPrice: 14,
        createdBy: user.id,
        openedAt: new Date('2030-01-28T08:00:00Z'),
        closedAt: new Date('2030-02-03T15:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('rentalContainers')
      .values({ rentalId: rental.id, containerId: container.id })
      .execute();

    const january = await db
      .transaction()
      .execute((trx) => makeInvoicesForMonth(trx, 'no', '2030-01', new Date('2030-02-01T02:15:00Z')));
    const february = await db
      .transaction()
      .execute((trx) => makeInvoicesForMonth(trx, 'no', '2030-02', new Date('2030-03-01T02:15:00Z')));
    const lines = await db
      .selectFrom('invoiceLines as il')
      .innerJoin('invoices as i', 'i.id', 'il.invoiceId')
      .select([
        'i.type',
        'il.days',
        'il.quantity',
        sql<string>`il.net_amount::text`.as('netAmount'),
        sql<string>`il.period_start::text`.as('periodStart'),
      ])
      .where('il.rentalId', '=', rental.id)
      .orderBy('il.periodStart')
      .execute();
    expect(january.invoiceIds.length).toBeGreaterThan(0);
    expect(february.invoiceIds.length).toBeGreaterThan(0);
    expect(lines).toEqual([
      { type: 'rental', days: 4, quantity: 1, netAmount: '56.00', periodStart: '2030-01-28' },
      { type: 'rental', days: 3, quantity: 1, netAmount: '42.00', periodStart: '2030-02-01' },
    ]);
    // A second run makes nothing twice.
    const rerun = await db
      .transaction()
      .execute((trx) => makeInvoicesForMonth(trx, 'no', '2030-01', new Date('2030-02-02T02:15:00Z')));
    expect(rerun.invoiceIds).toHaveLength(0);
    const count = await db
      .selectFrom('invoiceLines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('rentalId', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  /** A rental of Fjellmeieriet (kunde.admin's customer) with `containers` of the free containers. */
  async function insertRental(rental: {
    no: string;
    status: 'Open' | 'Closed';
    startDate: string;
    endDate: string | null;
    containers: string[];
  }) {
    const db = t.app.db;
    const location = await db
      .selectFrom('locations')
      .select(['id', 'customerId'])
      .where('name', '=', 'Fjellmeieriet Lillehammer')
      .executeTakeFirstOrThrow();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', 'kunde.admin')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('rentals')
      .values({
        marketId: 'no',
        rentalNo: rental.no,
        customerId: location.customerId,
        locationId: location.id,
        containerTypeId: 'PB1200',
        status: rental.status,
        startDate: rental.startDate,
        endDate: rental.endDate,
        dailyPrice: 10,
        createdBy: user.id,
        openedAt: new Date(`${rental.startDate}T08:00:00Z`),
        closedAt: rental.status === 'Closed' ? new Date(`${rental.endDate}T15:00:00Z`) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const containers = await db
      .selectFrom('containers')
      .select('id')
      .where('number', 'in', rental.containers)
      .execute();
    await db
      .insertInto('rentalContainers')
      .values(containers.map((container) => ({ rentalId: row.id, containerId: container.id })))
      .execute();
    return row.id;
  }

  const runMonth = (month: string, now: string) =>
    t.app.db.transaction().execute((trx) => makeInvoicesForMonth(trx, 'no', month, new Date(now)));

  const linesOf = (rentalId: number) =>
    t.app.db
      .selectFrom('invoiceLines as il')
      .innerJoin('invoices as i', 'i.id', 'il.invoiceId')
      .select([
        sql<string>`to_char(i.month, 'YYYY-MM')`.as('invoiceMonth'),
        sql<string>`il.period_start::text`.as('periodStart'),
        'il.days',
        sql<string>`il.net_amount::text`.as('netAmount'),
      ])
      .where('il.rentalId', '=', rentalId)
      .orderBy('il.periodStart')
      .execute();

  it('charges an open rental past its planned end, every month, up to the closing day', async () => {
    // Opened 20 Jan with 2 containers, planned end 10 Feb, still out in March, closed 5 Apr.
    const id = await insertRental({
      no: 'NO-R-319001',
      status: 'Open',
      startDate: '2031-01-20',
      endDate: '2031-02-10',
      containers: ['NPC-10004', 'NPC-10005'],
    });
    await runMonth('2031-01', '2031-02-01T02:15:00Z');
    await runMonth('2031-02', '2031-03-01T02:15:00Z');
    await runMonth('2031-03', '2031-04-01T02:15:00Z');
    await t.app.db
      .updateTable('rentals')
      .set({ status: 'Closed', endDate: '2031-04-05', closedAt: new Date('2031-04-05T15:00:00Z') })
      .where('id', '=', id)
      .execute();
    await runMonth('2031-04', '2031-05-01T02:15:00Z');
    await runMonth('2031-05', '2031-06-01T02:15:00Z');
    expect(await linesOf(id)).toEqual([
      { invoiceMonth: '2031-01', periodStart: '2031-01-20', days: 12, netAmount: '240.00' },
      { invoiceMonth: '2031-02', periodStart: '2031-02-01', days: 28, netAmount: '560.00' },
      { invoiceMonth: '2031-03', periodStart: '2031-03-01', days: 31, netAmount: '620.00' },
      { invoiceMonth: '2031-04', periodStart: '2031-04-01', days: 5, netAmount: '100.00' },
    ]);
  });

  it('invoices a late-found month on the next rental invoice, once, and never a running month', async () => {
    // The customer's January rental invoice exists (rental A) when rental B's January days turn up.
    const a = await insertRental({
      no: 'NO-R-329001',
      status: 'Open',
      startDate: '2032-01-05',
      endDate: null,
      containers: ['NPC-10006'],
    });
    // (The demo's open rentals of Miljøretur are invoiced in these runs too: only Fjellmeieriet's count.)
    await runMonth('2032-01', '2032-02-01T02:15:00Z');
    expect(await linesOf(a)).toHaveLength(1);
    const b = await insertRental({
      no: 'NO-R-329002',
      status: 'Open',
      startDate: '2032-01-25',
      endDate: '2032-01-31',
      containers: ['NPC-10007'],
    });
    // The rerun of January makes no second invoice; B's January is not dropped but waits.
    const rerun = await runMonth('2032-01', '2032-02-02T02:15:00Z');
    expect(rerun.invoiceIds).toHaveLength(0);
    expect(await linesOf(b)).toEqual([]);
    // February's run takes B's January and February (it runs past its planned end) and A's February;
    // A's January, invoiced already, is not taken again.
    await runMonth('2032-02', '2032-03-01T02:15:00Z');
    expect(await linesOf(a)).toEqual([
      { invoiceMonth: '2032-01', periodStart: '2032-01-05', days: 27, netAmount: '270.00' },
      { invoiceMonth: '2032-02', periodStart: '2032-02-01', days: 29, netAmount: '290.00' },
    ]);
    expect(await linesOf(b)).toEqual([
      { invoiceMonth: '2032-02', periodStart: '2032-01-25', days: 7, netAmount: '70.00' },
      { invoiceMonth: '2032-02', periodStart: '2032-02-01', days: 29, netAmount: '290.00' },
    ]);
    // The February invoice deleted (with its lines) and the run again: the same lines, once each.
    const february = await t.app.db
      .selectFrom('invoiceLines')
      .select('invoiceId')
      .where('rentalId', '=', b)
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('invoices').where('id', '=', february.invoiceId).execute();
    expect(await linesOf(b)).toEqual([]);
    const again = await runMonth('2032-02', '2032-03-02T02:15:00Z');
    expect(again.invoiceIds).toHaveLength(1);
    expect(await linesOf(b)).toHaveLength(2);
    expect(await linesOf(a)).toHaveLength(2);
    // The unique index refuses a second line of a rental month outright.
    const [first] = await t.app.db
      .selectFrom('invoiceLines')
      .selectAll()
      .where('rentalId', '=', a)
      .orderBy('periodStart')
      .execute();
    const { id: _id, ...copy } = first!;
    await expect(t.app.db.insertInto('invoiceLines').values(copy).execute()).rejects.toThrow();
    // The job in the middle of March invoices February's month at most: March is still running.
    await makeLastMonthsInvoices(t.app.db, new Date('2032-03-15T02:15:00Z'));
    const march = (await linesOf(a)).filter((line) => line.periodStart >= '2032-03-01');
    expect(march).toEqual([]);
    await expect(runMonth('2032-03', '2032-03-15T02:15:00Z')).rejects.toThrow(/has not ended/);
  });
});
