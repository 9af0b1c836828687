import { sql, type AliasableExpression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { OrderListQuery } from '../../../domain/orders/order-list.ts';
import type { DB } from '../../db/schema.ts';
import type { OrderScope } from './order-scope.ts';

export type OrderFilter = Partial<
  Pick<
    OrderListQuery,
    | 'customerId'
    | 'transactionType'
    | 'locationId'
    | 'locationIdFrom'
    | 'locationIdTo'
    | 'term'
    | 'sendLower'
    | 'sendUpper'
    | 'transactionStatus'
    | 'ids'
  >
> & {
  /** Only orders from this customer's locations to another customer's (GET ExternalOrders). */
  externalOf?: number;
};

/** Conditions on the order alone (`transactions as t`), so they fit any query over it. */
export type OrderExpressions = ExpressionBuilder<DB & { t: DB['transactions'] }, 't'>;

/** Orders with their from and to locations, for the columns of a row. */
export function joinedOrders(db: Kysely<DB>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('locations as lf', 'lf.id', 't.locationIdFrom')
    .innerJoin('locations as lt', 'lt.id', 't.locationIdTo');
}
export type OrderQuery = ReturnType<typeof joinedOrders>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const searchedColumns = [
  't.orderNo',
  't.reference',
  't.myReference',
  't.sendersRef',
  't.receiversRef',
  't.transportRef',
] as const;

/**
 * The prefix search, case-insensitive: `lower(column) like lower(term%)` on each column, which the
 * planner answers from one `lower(…) text_pattern_ops` index per column (migration 0007) as a
 * BitmapOr of range scans instead of an ILIKE over every row in scope.
 */
function termMatches(eb: OrderExpressions, term: string): AliasableExpression<SqlBool> {
  const pattern = sql<string>`lower(${likePrefix(term)})`;
  return eb.or(searchedColumns.map((column) => eb(eb.fn('lower', [column]), 'like', pattern)));
}

/** The orders a scope covers, by the customers and locations stored on the order (migration 0007). */
export function scopeMatches(eb: OrderExpressions, scope: OrderScope): AliasableExpression<SqlBool> {
  if (scope.kind === 'customer') {
    const { customerId } = scope;
    return eb.or([eb('t.customerIdFrom', '=', customerId), eb('t.customerIdTo', '=', customerId)]);
  }
  if (scope.kind === 'locations') {
    const { locationIds } = scope;
    return eb.or([eb('t.locationIdFrom', 'in', locationIds), eb('t.locationIdTo', 'in', locationIds)]);
  }
  return eb.and([]);
}

/** The list call's filters (spec §7) as conditions on the order. */
export function filterMatches(eb: OrderExpressions, filter: OrderFilter): AliasableExpression<SqlBool> {
  const { customerId, locationId, externalOf, term } = filter;
  const conditions: AliasableExpression<SqlBool>[] = [];
  if (customerId !== undefined) {
    conditions.push(eb.or([eb('t.customerIdFrom', '=', customerId), eb('t.customerIdTo', '=', customerId)]));
  }
  if (locationId !== undefined) {
    conditions.push(eb.or([eb('t.locationIdFrom', '=', locationId), eb('t.locationIdTo', '=', locationId)]));
  }
  if (filter.locationIdFrom !== undefined)
    conditions.push(eb('t.locationIdFrom', '=', filter.locationIdFrom));
  if (filter.locationIdTo !== undefined) conditions.push(eb('t.locationIdTo', '=', filter.locationIdTo));
  if (filter.transactionType?.length)
    conditions.push(eb('t.transactionTypeId', 'in', filter.transactionType));
  if (filter.transactionStatus?.length) {
    conditions.push(eb('t.transactionStatusId', 'in', filter.transactionStatus));
  }
  if (filter.ids?.length) conditions.push(eb('t.id', '=', eb.fn.any(eb.val(filter.ids))));
  if (filter.sendLower) conditions.push(eb('t.sendDate', '>=', filter.sendLower));
  if (filter.sendUpper) conditions.push(eb('t.sendDate', '<=', filter.sendUpper));
  if (term) conditions.push(termMatches(eb, term));
  if (externalOf !== undefined) {
    conditions.push(eb('t.customerIdFrom', '=', externalOf), eb('t.customerIdTo', '<>', externalOf));
  }
  return eb.and(conditions);
}

/** The market's orders the scope covers, narrowed by the list call's filters (spec §7). */
export function filteredOrders(db: Kysely<DB>, marketId: string, scope: OrderScope, filter: OrderFilter) {
  return joinedOrders(db)
    .where('t.marketId', '=', marketId)
    .where((eb) => eb.and([scopeMatches(eb, scope), filterMatches(eb, filter)]));
}
