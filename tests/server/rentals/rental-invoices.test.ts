import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceList } from '../../../src/domain/reports/invoices.ts';
import { makeInvoicesForMonth } from '../../../src/server/modules/invoices/make-invoices.ts';
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
});
