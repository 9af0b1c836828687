import { sql, type Kysely } from 'kysely';
import { formatOrderNo } from '../../../domain/orders/order-number.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The next order no. of the market, taken inside the caller's transaction: the counter row stays
 * locked until it commits, so concurrent drafts wait for each other and never share a number. The
 * first draft of a market starts the counter above the highest number its orders already carry.
 */
export async function nextOrderNo(trx: Kysely<DB>, marketId: string, sendDate: string): Promise<string> {
  const bumped = await trx
    .updateTable('orderNumberCounters')
    .set((eb) => ({ lastNo: eb('lastNo', '+', 1) }))
    .where('marketId', '=', marketId)
    .returning('lastNo')
    .executeTakeFirst();
  if (bumped) return formatOrderNo(marketId, sendDate, bumped.lastNo);

  const highest = await trx
    .selectFrom('transactions')
    .select(
      sql<number | null>`max(substring(order_no from '^[A-Z]+-[0-9]{2}([0-9]{4,9})$')::integer)`.as('n'),
    )
    .where('marketId', '=', marketId)
    .executeTakeFirstOrThrow();
  // Two first drafts at once: the second meets the first's row and counts on from it.
  const started = await trx
    .insertInto('orderNumberCounters')
    .values({ marketId, lastNo: Number(highest.n ?? 0) + 1 })
    .onConflict((conflict) =>
      conflict.column('marketId').doUpdateSet({ lastNo: sql<number>`order_number_counters.last_no + 1` }),
    )
    .returning('lastNo')
    .executeTakeFirstOrThrow();
  return formatOrderNo(marketId, sendDate, started.lastNo);
}
