import type { Kysely } from 'kysely';
import type { OrderListQuery, OrderRow } from '../../../domain/orders/order-list.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { countOrders } from './order-count.ts';
import { includedRowsJson } from './order-list-include.ts';
import { orderPageIds } from './order-page.ts';
import type { OrderRowOptions } from './order-row-json.ts';
import { selectOrderRows, selectOrderRowsJson, type OrderSort } from './order-rows.ts';
import { assertInScope, orderScopeOf, type OrderScope } from './order-scope.ts';
import { joinedOrders, type OrderFilter } from './queries.ts';

/** The ids of one page of the list with their rows' columns (order-page.ts). */
function pageQuery(
  db: Kysely<DB>,
  session: Session,
  scope: OrderScope,
  filter: OrderFilter,
  sort: OrderSort,
  count: number,
) {
  return joinedOrders(db).where('t.id', 'in', orderPageIds(db, session.marketId, scope, filter, sort, count));
}

/**
 * Rows with their nested lines (spec §2 order grid: `transactions`) and comment counts; `options`
 * choose the whole row (one order) or a list's row without signature drawing and sort data.
 */
export function orderRows(
  db: Kysely<DB>,
  session: Session,
  scope: OrderScope,
  filter: OrderFilter,
  options: OrderRowOptions,
  sort: OrderSort = { field: 'dateSend', descending: true },
  count = 1000,
): Promise<OrderRow[]> {
  const query = pageQuery(db, session, scope, filter, sort, count);
  return selectOrderRows(query, sort, count, sessionLanguage(session), options);
}

/** The list answer `{ items, total }` as JSON text (order-row-json.ts says why). */
async function listWith(
  db: Kysely<DB>,
  session: Session,
  query: OrderListQuery,
  externalOf?: number,
): Promise<string> {
  const scope = await orderScopeOf(db, session);
  // Before any count: the counters trust that the filters lie inside the scope (order-count.ts).
  await assertInScope(db, session, scope, {
    customerId: query.customerId,
    locationIds: [query.locationId, query.locationIdFrom, query.locationIdTo],
  });
  const filter: OrderFilter = { ...query, ...(externalOf === undefined ? {} : { externalOf }) };
  const { sort, count } = query;
  const [items, total] = await Promise.all([
    selectOrderRowsJson(
      db,
      pageQuery(db, session, scope, filter, sort, count),
      sort,
      count,
      sessionLanguage(session),
      // Fee data are columns of the row and always sent; sort data only when asked (spec §7 withsort).
      { withSort: query.withsort === true, withSignature: false },
    ),
    countOrders(db, session.marketId, scope, filter),
  ]);
  return `{"items":${includedRowsJson(items, query.include)},"total":${total}}`;
}

/**
 * GET orders (spec §7): the session's orders, filtered and sorted, as OrderListAnswer's JSON text;
 * `total` counts every match.
 */
export function listOrders(db: Kysely<DB>, session: Session, query: OrderListQuery) {
  return listWith(db, session, query);
}

/**
 * GET ExternalOrders (spec §7, Delivery → External locations). Our reading: the acting customer's
 * deliveries to locations of other customers — orders from one of its locations to a location that
 * belongs to another customer, with the same filters and limits as the order list.
 */
export function listExternalOrders(db: Kysely<DB>, session: Session, query: OrderListQuery) {
  return listWith(db, session, query, session.customerId);
}
