import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { anchorOf, branchesOf, type OrderAnchor } from './order-branches.ts';
import type { OrderScope } from './order-scope.ts';
import { filterMatches, scopeMatches, type OrderFilter } from './queries.ts';

/** Whose counters answer the count: the market's, one customer's or one location's. */
type CountParty = { customerId: number | null; locationId: number | null };

/**
 * The counters fit when the anchor is one party and every other filter is one they are kept by (send
 * date, status, type); a customer filter only when it is the anchor, or the acting customer whose
 * location the anchor is (the list checked that it lies inside the scope).
 */
function countParty(scope: OrderScope, filter: OrderFilter, anchor: OrderAnchor): CountParty | null {
  const { term, ids, locationIdFrom, locationIdTo, externalOf, customerId } = filter;
  if (term || ids?.length || locationIdFrom !== undefined || locationIdTo !== undefined) return null;
  if (externalOf !== undefined) return null;
  if (anchor.kind === 'market') return { customerId: null, locationId: null };
  if (anchor.kind === 'customer') return { customerId: anchor.customerId, locationId: null };
  const [locationId, ...others] = anchor.locationIds;
  if (locationId === undefined || others.length > 0) return null;
  const isCustomerImplied =
    customerId === undefined || (scope.kind === 'customer' && scope.customerId === customerId);
  return isCustomerImplied ? { customerId: null, locationId } : null;
}

/**
 * `total` of the list, exact: the sum of the matching counters (migration 0007) when they fit, else
 * the count of each part of the anchor (index-only scans of the list indexes) added up.
 */
export async function countOrders(
  db: Kysely<DB>,
  marketId: string,
  scope: OrderScope,
  filter: OrderFilter,
): Promise<number> {
  const anchor = anchorOf(scope, filter);
  const party = countParty(scope, filter, anchor);
  if (party) {
    let counters = db
      .selectFrom('orderListCounts as c')
      .select(sql<number>`coalesce(sum(c.orders), 0)::integer`.as('total'))
      .where('c.marketId', '=', marketId)
      .where('c.customerId', party.customerId === null ? 'is' : '=', party.customerId)
      .where('c.locationId', party.locationId === null ? 'is' : '=', party.locationId);
    const { transactionStatus, transactionType, sendLower, sendUpper } = filter;
    if (transactionStatus?.length)
      counters = counters.where('c.transactionStatusId', 'in', transactionStatus);
    if (transactionType?.length) counters = counters.where('c.transactionTypeId', 'in', transactionType);
    if (sendLower) counters = counters.where('c.sendDate', '>=', sendLower);
    if (sendUpper) counters = counters.where('c.sendDate', '<=', sendUpper);
    return (await counters.executeTakeFirstOrThrow()).total;
  }
  const parts = branchesOf(anchor, filter).map((branch) =>
    db
      .selectFrom('transactions as t')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('t.marketId', '=', marketId)
      .where((eb) => eb.and([branch(eb), scopeMatches(eb, scope), filterMatches(eb, filter)])),
  );
  const [first, ...rest] = parts;
  if (!first) return 0;
  const rows = await rest.reduce((union, next) => union.unionAll(next), first).execute();
  return rows.reduce((sum, row) => sum + Number(row.total), 0);
}
