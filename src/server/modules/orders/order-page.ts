import { sql, type AliasableExpression, type Kysely } from 'kysely';
import type { OrderSortField } from '../../../domain/orders/order-list.ts';
import type { DB } from '../../db/schema.ts';
import { anchorOf, branchesOf, type OrderBranch } from './order-branches.ts';
import type { OrderSort } from './order-rows.ts';
import type { OrderScope } from './order-scope.ts';
import { filterMatches, scopeMatches, type OrderExpressions, type OrderFilter } from './queries.ts';

const sortKeys = {
  orderNo: 't.orderNo',
  dateSend: 't.sendDate',
  sentDate: 't.sentDate',
  receivalDate: 't.receivalDate',
  transactionStatusId: 't.transactionStatusId',
  transactionTypeId: 't.transactionTypeId',
  reference: 't.reference',
  myReference: 't.myReference',
  quantity: 't.quantity',
  amount: 't.amount',
  locationNameFrom: 't.locationIdFrom',
  locationNameTo: 't.locationIdTo',
  createdAt: 't.createdAt',
} as const satisfies Record<OrderSortField, string>;

/** The value the page is sorted by, read from the order alone (a location's name by its id). */
function sortKey(eb: OrderExpressions, field: OrderSortField): AliasableExpression<unknown> {
  const column = sortKeys[field];
  if (field !== 'locationNameFrom' && field !== 'locationNameTo') return eb.ref(column);
  return eb.selectFrom('locations as l').select('l.name').whereRef('l.id', '=', column).$asScalar();
}

/**
 * The ids of one page of the list, in list order: each part of the anchor gives its first `count` in
 * that order (an index range read from its start for the default, newest first), and PostgreSQL merges
 * them and keeps the first `count`. The rows themselves are read for these ids only (order-rows.ts).
 */
export function orderPageIds(
  db: Kysely<DB>,
  marketId: string,
  scope: OrderScope,
  filter: OrderFilter,
  sort: OrderSort,
  count: number,
) {
  const direction = sort.descending ? 'desc' : 'asc';
  const part = (branch: OrderBranch) =>
    db
      .selectFrom('transactions as t')
      .select((eb) => ['t.id', sortKey(eb, sort.field).as('k')])
      .where('t.marketId', '=', marketId)
      .where((eb) => eb.and([branch(eb), scopeMatches(eb, scope), filterMatches(eb, filter)]))
      .orderBy('k', (order) => order[direction]().nullsLast())
      .orderBy('t.id', direction)
      .limit(count);
  const [first, ...rest] = branchesOf(anchorOf(scope, filter), filter).map((branch) =>
    db.selectFrom(part(branch).as('b')).select(['b.id', 'b.k']),
  );
  if (!first) throw new Error('an order anchor without parts');
  const parts = rest.reduce((union, next) => union.unionAll(next), first);
  return db
    .selectFrom(parts.as('p'))
    .select('p.id')
    .orderBy(sql.ref('p.k'), (order) => order[direction]().nullsLast())
    .orderBy('p.id', direction)
    .limit(count);
}
