import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { AvailableProduct } from '../../../src/domain/products/available-products.ts';
import { createDueOrders } from '../../../src/server/modules/order-schedules/due-orders.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf } from '../orders/draft-api.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import { makeSchedule, savedScheduleAs } from './schedule-api.ts';

describe('the due orders of a schedule (issue 4 item 5: the server creates them, idempotently)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  let eur: AvailableProduct;
  let other: AvailableProduct;

  /** A schedule of kunde.admin at Lillehammer with Alnabru as the provider; its reference finds its orders. */
  const scheduleWith = (reference: string, overrides: Record<string, unknown> = {}) => {
    const provider = overrides.transactionTypeId === 'HE' ? 'locationIdTo' : 'locationIdFrom';
    return savedScheduleAs(
      t,
      'kunde.admin',
      makeSchedule({
        reference,
        [provider]: dock.location.id,
        lines: [lineOf(eur, 60), lineOf(other, 20)],
        ...overrides,
      }),
    );
  };

  /** The orders with this reference, as the customer's order list shows them, by send date. */
  const ordersOf = async (reference: string): Promise<OrderRow[]> =>
    (
      await rowsAs(t, 'kunde.admin', {
        term: reference,
        'orderBy[0].field': 'dateSend',
        'orderBy[0].descending': 'false',
      })
    ).items.filter((row) => row.reference === reference);
  const datesOf = async (reference: string) => (await ordersOf(reference)).map((row) => row.dateSend);

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    eur = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    other = await choiceAt(t, 'kunde.admin', admin.location.id, 'available', 1);
  });
  afterAll(() => t.close());

  it('creates the orders due in the next 14 days as Ordered orders with the lines and references', async () => {
    await scheduleWith('DUE-WEEKLY', {
      startDate: '2026-11-30',
      weekdays: [1, 3],
      myReference: 'dairy plan',
    });
    await createDueOrders(t.app.db, '2026-11-30');
    const orders = await ordersOf('DUE-WEEKLY');
    expect(orders.map((row) => row.dateSend)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
    ]);
    for (const order of orders) {
      expect(order).toMatchObject({
        transactionTypeId: 'TO',
        transactionStatusId: 1,
        customerId: admin.customer.id,
        locationIdFrom: dock.location.id,
        locationIdTo: admin.location.id,
        myReference: 'dairy plan',
        quantity: 80,
        currency: 'NOK',
      });
      expect(order.orderNo).toMatch(/^NO-26\d{4,}$/);
      expect(order.transactions.map((line) => [line.productId, line.quantityOrdered])).toEqual([
        [eur.productId, 60],
        [other.productId, 20],
      ]);
    }
    expect(new Set(orders.map((row) => row.orderNo)).size).toBe(orders.length);
  });

  it('creates nothing more when run again for the same day, and only the new day a day later', async () => {
    await scheduleWith('DUE-AGAIN', { startDate: '2026-11-30', weekdays: [2] });
    await createDueOrders(t.app.db, '2026-11-30');
    const before = await datesOf('DUE-AGAIN');
    expect(before).toEqual(['2026-12-01', '2026-12-08']);
    expect((await createDueOrders(t.app.db, '2026-11-30')).created).toBe(0);
    expect(await datesOf('DUE-AGAIN')).toEqual(before);
    await createDueOrders(t.app.db, '2026-12-01');
    expect(await datesOf('DUE-AGAIN')).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
  });

  it('creates each due order exactly once when runs overlap (two workers, or a re-run)', async () => {
    await scheduleWith('DUE-PARALLEL', {
      transactionTypeId: 'HE',
      startDate: '2027-02-01',
      intervalWeeks: 2,
      weekdays: [1, 5],
    });
    const runs = await Promise.all([1, 2, 3].map(() => createDueOrders(t.app.db, '2027-02-01')));
    expect(runs.every((run) => run.failed.length === 0)).toBe(true);
    const orders = await ordersOf('DUE-PARALLEL');
    expect(orders.map((row) => row.dateSend)).toEqual(['2027-02-01', '2027-02-05', '2027-02-15']);
    // A pickup goes from the acting location to the provider and is collected on its send date.
    expect(orders[0]).toMatchObject({ locationIdFrom: admin.location.id, locationIdTo: dock.location.id });
    expect(orders.map((row) => row.pickupDate)).toEqual(orders.map((row) => row.dateSend));
    // Every order any run made is counted once: together they made exactly what exists.
    const scheduled = await sql<{ n: number; pairs: number }>`
      select count(*)::int as n, count(distinct (schedule_id, schedule_date))::int as pairs
      from transactions where schedule_id is not null and schedule_date between '2027-02-01' and '2027-02-15'`.execute(
      t.app.db,
    );
    const [row] = scheduled.rows;
    expect(row?.n).toBe(row?.pairs);
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(row?.n);
  });

  it('refuses a second order for the same schedule and date in the database itself', async () => {
    await scheduleWith('DUE-UNIQUE', { startDate: '2026-11-30', weekdays: [4] });
    await createDueOrders(t.app.db, '2026-11-30');
    const [order] = await ordersOf('DUE-UNIQUE');
    const copy = sql`
      insert into transactions (market_id, order_no, transaction_type_id, transaction_status_id, customer_id,
        location_id_from, location_id_to, schedule_id, schedule_date)
      select market_id, order_no || 'X', transaction_type_id, transaction_status_id, customer_id,
        location_id_from, location_id_to, schedule_id, schedule_date
      from transactions where id = ${order!.id}`;
    await expect(copy.execute(t.app.db)).rejects.toThrow(/transactions_schedule_date_key/);
  });

  it('skips the days the market closes: no order on Christmas or New Year (GET Days)', async () => {
    await scheduleWith('DUE-XMAS', { startDate: '2026-12-21', weekdays: [1, 2, 3, 4, 5] });
    await createDueOrders(t.app.db, '2026-12-21');
    expect(await datesOf('DUE-XMAS')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-04',
    ]);
  });

  it('makes no orders for a deleted, an ended or a not yet started schedule, and keeps those already made', async () => {
    const deleted = await scheduleWith('DUE-DELETED', { startDate: '2026-11-30' });
    await t.callAs('kunde.admin', 'POST', 'deleteOrderSchedule', {
      body: { id: deleted.id, version: deleted.version },
    });
    await scheduleWith('DUE-ENDED', { startDate: '2026-10-05', endDate: '2026-11-27' });
    await scheduleWith('DUE-LATER', { startDate: '2027-06-07' });
    const kept = await scheduleWith('DUE-KEPT', { startDate: '2026-11-30', weekdays: [5] });
    await createDueOrders(t.app.db, '2026-11-30');
    expect(await datesOf('DUE-DELETED')).toEqual([]);
    expect(await datesOf('DUE-ENDED')).toEqual([]);
    expect(await datesOf('DUE-LATER')).toEqual([]);
    expect(await datesOf('DUE-KEPT')).toEqual(['2026-12-04', '2026-12-11']);

    await t.callAs('kunde.admin', 'POST', 'deleteOrderSchedule', {
      body: { id: kept.id, version: kept.version },
    });
    await createDueOrders(t.app.db, '2026-12-07');
    expect(await datesOf('DUE-KEPT')).toEqual(['2026-12-04', '2026-12-11']);
  });
});
