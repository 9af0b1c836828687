import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { isoDate } from '../../domain/calendar/calendar-date.ts';
import type { DB } from '../db/schema.ts';
import { createDueOrders } from '../modules/order-schedules/due-orders.ts';
import { workLogged } from './work-logged.ts';

export const createScheduledOrdersQueue = 'create-scheduled-orders';

/** Every 15 minutes; a missed run (no process up) is made good by the next, which looks 14 days ahead. */
const every15Minutes = '*/15 * * * *';

/** The server's calendar date, the day a due order counts from. */
function localToday(now = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * The recurring job that creates the due orders of every active schedule (issue 4 item 5). A thin
 * shell: the work is createDueOrders, which is safe to run twice. 'stately' keeps at most one run
 * waiting and one running, so runs do not pile up behind a slow one.
 */
export async function startCreateScheduledOrders(
  boss: PgBoss,
  db: Kysely<DB>,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.createQueue(createScheduledOrdersQueue, { name: createScheduledOrdersQueue, policy: 'stately' });
  await boss.schedule(createScheduledOrdersQueue, every15Minutes);
  await workLogged(boss, createScheduledOrdersQueue, log, async () => {
    const result = await createDueOrders(db, localToday());
    if (result.created > 0) log.info({ created: result.created }, 'scheduled orders created');
    for (const failure of result.failed) log.error(failure, 'a schedule could not create its orders');
    return result;
  });
  // One run at start, so a process that was down catches up without waiting for the clock.
  await boss.send(createScheduledOrdersQueue, {});
}
