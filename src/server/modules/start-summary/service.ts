import type { Kysely } from 'kysely';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { startSummaryStatuses, type StartSummary } from '../../../domain/session/start-summary.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { countOrders } from '../orders/order-count.ts';
import { orderScopeOf } from '../orders/order-scope.ts';

/**
 * GET StartSummary: the counts the start page leads with, at the acting location — the same counts
 * the order list gives as its total with those status filters (order-count.ts), and the location's
 * unconfirmed counting reports.
 */
export async function startSummary(db: Kysely<DB>, session: Session): Promise<StartSummary> {
  const scope = await orderScopeOf(db, session);
  const ordersWith = (statuses: readonly OrderStatusId[]) =>
    countOrders(db, session.marketId, scope, {
      locationId: session.locationId,
      transactionStatus: [...statuses],
    });
  const [drafts, underway, disagreements, counts] = await Promise.all([
    ordersWith(startSummaryStatuses.drafts),
    ordersWith(startSummaryStatuses.underway),
    ordersWith(startSummaryStatuses.disagreements),
    db
      .selectFrom('countingReports')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('marketId', '=', session.marketId)
      .where('locationId', '=', session.locationId)
      .where('confirmed', '=', false)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { drafts, underway, disagreements, countsToConfirm: Number(counts.total) };
}
