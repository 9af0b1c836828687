import { sql, type Kysely } from 'kysely';
import { orderNoPrefix } from '../../../domain/orders/order-number.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The next number of a market's container orders (`NO-C-260001`) or rentals (`NO-R-260001`): the
 * market's prefix, a letter, the two-digit year and a running number per market and kind. Taken in the
 * caller's transaction under a transaction-scoped advisory lock of the market and kind, so two
 * concurrent creations wait for each other and never share a number (the unique key stays a backstop).
 */
export async function nextContainerNo(
  trx: Kysely<DB>,
  kind: 'containerOrders' | 'rentals',
  marketId: string,
  today: string,
): Promise<string> {
  const letter = kind === 'containerOrders' ? 'C' : 'R';
  const prefix = `${orderNoPrefix(marketId)}-${letter}-`;
  await sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${marketId}`}))`.execute(trx);
  const column = kind === 'containerOrders' ? sql.ref('order_no') : sql.ref('rental_no');
  const highest = await sql<{ n: number | null }>`
    select max(substring(${column} from '^[A-Z]+-[A-Z]-[0-9]{2}([0-9]{4,9})$')::integer) as n
    from ${sql.table(kind === 'containerOrders' ? 'container_orders' : 'rentals')}
    where market_id = ${marketId}`.execute(trx);
  const running = Number(highest.rows[0]?.n ?? 0) + 1;
  return `${prefix}${today.slice(2, 4)}${String(running).padStart(4, '0')}`;
}
