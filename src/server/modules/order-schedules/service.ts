import { sql, type Kysely } from 'kysely';
import type { Weekday } from '../../../domain/calendar/weekdays.ts';
import { draftEnds } from '../../../domain/orders/order-draft.ts';
import {
  scheduleTask,
  type DeleteOrderSchedule,
  type OrderSchedule,
  type OrderScheduleInput,
  type OrderScheduleLine,
  type ScheduleOrderFill,
  type ScheduleTransactionTypeId,
} from '../../../domain/orders/order-schedule.ts';
import { fillPercent, truckFill } from '../../../domain/orders/truck-load.ts';
import { hasTask } from '../../../domain/tasks/web-tasks.ts';
import { actingTasks } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { assertTruckType, draftLines, draftLocations } from '../orders/draft-checks.ts';
import { orderScopeOf, orderWriteScopeOf } from '../orders/order-scope.ts';
import { customerSchedules, scheduleLines, scheduleTruck, type ScheduleQuery } from './queries.ts';

/** The customer's own end of a schedule: it receives an order (TO) and sends a pickup (HE). */
const ownLocationOf = (
  schedule: Pick<OrderSchedule, 'transactionTypeId' | 'locationIdFrom' | 'locationIdTo'>,
) => schedule[draftEnds(schedule.transactionTypeId).acting];

async function withLines(db: Kysely<DB>, session: Session, query: ScheduleQuery): Promise<OrderSchedule[]> {
  const rows = await query.orderBy('s.startDate').orderBy('s.id').execute();
  const ids = rows.map((row) => row.id);
  const lines = rows.length ? await scheduleLines(db, ids, sessionLanguage(session)) : [];
  const linesBySchedule = new Map<number, OrderScheduleLine[]>();
  for (const { scheduleId, isPooling: _pooling, tpuPerStack: _perStack, ...line } of lines) {
    linesBySchedule.set(scheduleId, [...(linesBySchedule.get(scheduleId) ?? []), line]);
  }
  return rows.map((row) => ({
    ...row,
    transactionTypeId: row.transactionTypeId as ScheduleTransactionTypeId,
    weekdays: row.weekdays as Weekday[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: linesBySchedule.get(row.id) ?? [],
  }));
}

/** GET orderSchedules: the acting location's active schedules, optionally of one type, by start date. */
export function listSchedules(
  db: Kysely<DB>,
  session: Session,
  query: { transactionTypeId?: ScheduleTransactionTypeId | undefined },
): Promise<OrderSchedule[]> {
  let schedules = customerSchedules(db, session.marketId, session.customerId).where((eb) =>
    eb.or([eb('s.locationIdFrom', '=', session.locationId), eb('s.locationIdTo', '=', session.locationId)]),
  );
  if (query.transactionTypeId)
    schedules = schedules.where('s.transactionTypeId', '=', query.transactionTypeId);
  return withLines(db, session, schedules);
}

/**
 * An active schedule of the acting customer that the session may see (the order scope: customer admins
 * and customer-level reporters all the customer's locations, others their acting and secondary ones).
 * Anything else, another customer's schedule included, is not found (404).
 */
export async function visibleSchedule(db: Kysely<DB>, session: Session, id: number): Promise<OrderSchedule> {
  const [schedule] = await withLines(
    db,
    session,
    customerSchedules(db, session.marketId, session.customerId).where('s.id', '=', id),
  );
  const scope = await orderScopeOf(db, session);
  if (!schedule || (scope.kind === 'locations' && !scope.locationIds.includes(ownLocationOf(schedule)))) {
    throw notFound('Schedule not found');
  }
  return schedule;
}

/**
 * Schedules are made where the menu offers them (spec §2): a scheduled order needs the ORDER task, a
 * scheduled pickup the DISPATCH task (an empty task list allows all), at a location that is not the
 * provider's, and only by a user who may change orders there: a customer-level reporter sees the
 * customer's schedules but changes only those of their own locations. Anyone else is refused (403).
 */
async function assertMaySchedule(
  db: Kysely<DB>,
  session: Session,
  type: ScheduleTransactionTypeId,
  locationId: number,
) {
  const [taskIds, location] = await Promise.all([
    actingTasks(db, session),
    db.selectFrom('locations').select('isProvider').where('id', '=', locationId).executeTakeFirst(),
  ]);
  if (!hasTask(taskIds, scheduleTask[type]) || location?.isProvider !== false) {
    throw forbidden(type === 'TO' ? 'You may not schedule orders here' : 'You may not schedule pickups here');
  }
  const writeScope = await orderWriteScopeOf(db, session);
  if (writeScope.kind === 'locations' && !writeScope.locationIds.includes(locationId)) {
    throw forbidden('You may see this schedule but not change it');
  }
}

const versionConflict = (schedule: OrderSchedule) =>
  new HttpError(409, 'The schedule was changed by someone else', 'VersionConflict', schedule);

/** The visible schedule, locked, at the version the client saw. */
async function lockedSchedule(trx: Kysely<DB>, session: Session, id: number, version: number) {
  await trx.selectFrom('orderSchedules').select('id').where('id', '=', id).forUpdate().execute();
  const schedule = await visibleSchedule(trx, session, id);
  if (schedule.version !== version) throw versionConflict(schedule);
  return schedule;
}

/**
 * POST orderSchedule (issue 4 item 5): creates a schedule at the acting location, or replaces the fields
 * and lines of one the client saw at `version`. The ends, products and truck are checked as for a draft
 * (spec §5), at the schedule's own location: a schedule of a secondary location stays there.
 */
export async function saveSchedule(
  db: Kysely<DB>,
  session: Session,
  input: OrderScheduleInput,
): Promise<OrderSchedule> {
  const existing = input.id === undefined ? undefined : await visibleSchedule(db, session, input.id);
  const at: Session = existing ? { ...session, locationId: ownLocationOf(existing) } : session;
  await assertMaySchedule(db, session, input.transactionTypeId, at.locationId);
  const ends = await draftLocations(db, at, input);
  const lines = await draftLines(db, at, input);
  await assertTruckType(db, session, input.carType);
  const fields = {
    transactionTypeId: input.transactionTypeId,
    ...ends,
    intervalWeeks: input.intervalWeeks,
    startDate: input.startDate,
    endDate: input.endDate,
    weekdays: input.weekdays,
    reference: input.reference,
    myReference: input.myReference,
    carType: input.carType ?? null,
    customsHandler: input.customsHandler ?? null,
  };

  return inTransaction(db, async (trx) => {
    let id: number;
    if (existing === undefined) {
      const created = await trx
        .insertInto('orderSchedules')
        .values({
          ...fields,
          marketId: session.marketId,
          customerId: session.customerId,
          createdBy: session.actingUser.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    } else {
      id = (await lockedSchedule(trx, session, existing.id, input.version ?? 0)).id;
      await trx
        .updateTable('orderSchedules')
        .set((eb) => ({ ...fields, version: eb('version', '+', 1), updatedAt: sql<Date>`now()` }))
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('orderScheduleLines').where('scheduleId', '=', id).execute();
    }
    await trx
      .insertInto('orderScheduleLines')
      .values(
        lines.map((line) => ({
          scheduleId: id,
          productId: line.productId,
          treatmentId: line.treatmentId,
          qualityId: line.qualityId,
          quantity: line.quantityOrdered,
        })),
      )
      .execute();
    return visibleSchedule(trx, session, id);
  });
}

/**
 * POST deleteOrderSchedule: deactivates the schedule the client saw at `version`. It creates no more
 * orders; the ones it already created stay, as they were ordered.
 */
export function deleteSchedule(db: Kysely<DB>, session: Session, { id, version }: DeleteOrderSchedule) {
  return inTransaction(db, async (trx) => {
    // Rights before the version: one who may not delete learns 403, not that the version moved.
    const current = await visibleSchedule(trx, session, id);
    await assertMaySchedule(trx, session, current.transactionTypeId, ownLocationOf(current));
    const schedule = await lockedSchedule(trx, session, id, version);
    await trx
      .updateTable('orderSchedules')
      .set((eb) => ({ isActive: false, version: eb('version', '+', 1), updatedAt: sql<Date>`now()` }))
      .where('id', '=', schedule.id)
      .execute();
    return { id: schedule.id, deleted: true };
  });
}

/**
 * GET ScheduleOrderFill (spec §7): how full the schedule's truck (or the market's default truck) is
 * with one due order's lines, counted in stacks (products.tpu_per_stack).
 */
export async function scheduleOrderFill(
  db: Kysely<DB>,
  session: Session,
  id: number,
): Promise<ScheduleOrderFill> {
  const schedule = await visibleSchedule(db, session, id);
  const [truck, lines] = await Promise.all([
    scheduleTruck(db, session.marketId, schedule.carType),
    scheduleLines(db, [schedule.id], sessionLanguage(session)),
  ]);
  const fill = truck ? truckFill(truck, lines) : 0;
  return { fill, percent: fillPercent(fill) };
}
