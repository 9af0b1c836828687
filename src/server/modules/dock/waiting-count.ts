import type { Kysely } from 'kysely';
import { dockAreaRules, type DockArea } from '../../../domain/dock/dock-orders.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/**
 * How many orders of an area's dock list (GET dockOrders) wait at the acting location (domain
 * badge-counts.ts): the badge the shell shows at start, before the list itself is read (issue 15
 * item 4). The acting location is always in the session's order scope, so no scope filter is needed.
 */
export async function countWaiting(db: Kysely<DB>, session: Session, area: DockArea): Promise<number> {
  const rule = dockAreaRules[area];
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('marketId', '=', session.marketId)
    .where(rule.end, '=', session.locationId)
    .where('transactionTypeId', 'in', [...rule.types])
    .where('transactionStatusId', 'in', [...rule.waiting])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
