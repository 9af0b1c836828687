import type { Kysely } from 'kysely';
import { addDays } from '../../../domain/calendar/calendar-date.ts';
import { holidayDates } from '../../../domain/calendar/public-holidays.ts';
import { scheduleHorizonDays, scheduleOccurrences } from '../../../domain/orders/order-schedule.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { countryOfMarket } from '../../../domain/shared/market-country.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { noteOrderEvents } from '../order-notifications/note-order-events.ts';
import { nextOrderNo } from '../orders/order-numbers.ts';

export interface DueOrdersResult {
  /** Orders created by this run. */
  created: number;
  /** Schedules whose orders could not be made this run; the next run tries again. */
  failed: { scheduleId: number; error: string }[];
}

/**
 * Creates the orders every active schedule is due for from `today` to `horizonDays` later, as Ordered
 * (status 1) orders with their lines (issue 4 item 5). Days the market's country closes (GET Days) are
 * skipped. Safe to run again or in several processes at once: each schedule is handled under its row
 * lock, and transactions(schedule_id, schedule_date) is unique, so a due order is made exactly once.
 */
export async function createDueOrders(
  db: Kysely<DB>,
  today: string,
  horizonDays = scheduleHorizonDays,
): Promise<DueOrdersResult> {
  const until = addDays(today, horizonDays);
  const candidates = await db
    .selectFrom('orderSchedules as s')
    .innerJoin('customers as c', 'c.id', 's.customerId')
    .innerJoin('locations as lf', 'lf.id', 's.locationIdFrom')
    .innerJoin('locations as lt', 'lt.id', 's.locationIdTo')
    .select('s.id')
    .where('s.isActive', '=', true)
    .where('s.startDate', '<=', until)
    .where((eb) => eb.or([eb('s.endDate', 'is', null), eb('s.endDate', '>=', today)]))
    // An order needs both ends and the customer active, as when it is placed by hand.
    .where('c.statusId', '=', 1)
    .where('lf.statusId', '=', 1)
    .where('lt.statusId', '=', 1)
    .orderBy('s.id')
    .execute();

  const result: DueOrdersResult = { created: 0, failed: [] };
  for (const { id } of candidates) {
    try {
      result.created += await createScheduleOrders(db, id, today, until);
    } catch (error) {
      result.failed.push({ scheduleId: id, error: (error as Error).message });
    }
  }
  return result;
}

/** One schedule's missing due orders, in one transaction under the schedule's row lock. */
async function createScheduleOrders(db: Kysely<DB>, scheduleId: number, today: string, until: string) {
  return inTransaction(db, async (trx) => {
    // A second worker waits here, then sees the orders the first one committed.
    const schedule = await trx
      .selectFrom('orderSchedules')
      .selectAll()
      .where('id', '=', scheduleId)
      .where('isActive', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!schedule) return 0;
    const years = new Set([Number(today.slice(0, 4)), Number(until.slice(0, 4))]);
    const closed = holidayDates(countryOfMarket(schedule.marketId), years);
    const due = scheduleOccurrences(schedule, today, until).filter((date) => !closed.has(date));
    if (due.length === 0) return 0;
    const made = await trx
      .selectFrom('transactions')
      .select('scheduleDate')
      .where('scheduleId', '=', schedule.id)
      .where('scheduleDate', 'in', due)
      .execute();
    const madeDates = new Set(made.map((row) => row.scheduleDate));
    const missing = due.filter((date) => !madeDates.has(date));
    if (missing.length === 0) return 0;

    const [lines, market] = await Promise.all([
      trx
        .selectFrom('orderScheduleLines as l')
        .innerJoin('products as p', 'p.id', 'l.productId')
        .select(['l.productId', 'l.treatmentId', 'l.qualityId', 'l.quantity', 'p.isPooling'])
        .where('l.scheduleId', '=', schedule.id)
        .orderBy('l.id')
        .execute(),
      trx
        .selectFrom('markets')
        .select('currency')
        .where('id', '=', schedule.marketId)
        .executeTakeFirstOrThrow(),
    ]);
    if (lines.length === 0) return 0;
    let created = 0;
    for (const date of missing) {
      const order = await trx
        .insertInto('transactions')
        .values({
          marketId: schedule.marketId,
          orderNo: await nextOrderNo(trx, schedule.marketId, date),
          transactionTypeId: schedule.transactionTypeId,
          transactionStatusId: orderStatus.Ordered,
          customerId: schedule.customerId,
          locationIdFrom: schedule.locationIdFrom,
          locationIdTo: schedule.locationIdTo,
          reference: schedule.reference,
          myReference: schedule.myReference,
          sendDate: date,
          // A pickup is collected on its send date, as for drafts.
          pickupDate: schedule.transactionTypeId === 'HE' ? date : null,
          carType: schedule.carType,
          customsHandler: schedule.customsHandler,
          quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          currency: market.currency,
          createdBy: schedule.createdBy,
          scheduleId: schedule.id,
          scheduleDate: date,
        })
        // The database has the last word on "once per schedule and date".
        .onConflict((conflict) =>
          conflict.columns(['scheduleId', 'scheduleDate']).where('scheduleId', 'is not', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!order) continue;
      await trx
        .insertInto('transactionLines')
        .values(
          lines.map((line) => ({
            transactionId: order.id,
            productId: line.productId,
            treatmentId: line.treatmentId,
            qualityId: line.qualityId,
            quantityOrdered: line.quantity,
            isPooling: line.isPooling,
          })),
        )
        .execute();
      await noteOrderEvents(trx, [order.id], orderStatus.Ordered);
      created += 1;
    }
    return created;
  });
}
