import type { Expression, SqlBool } from 'kysely';
import type { OrderScope } from './order-scope.ts';
import type { OrderExpressions, OrderFilter } from './queries.ts';

/**
 * What the list reads its orders from: one location, the locations of a scope, one customer or the
 * whole market — the narrowest the scope and filters give. The list call checks first that a
 * `customerId` or `locationId` filter lies inside the scope (assertInScope), so the anchor is too.
 */
export type OrderAnchor =
  | { kind: 'market' }
  | { kind: 'customer'; customerId: number; isFromOnly?: boolean }
  | { kind: 'locations'; locationIds: number[] };

export function anchorOf(scope: OrderScope, filter: OrderFilter): OrderAnchor {
  if (filter.locationId !== undefined) return { kind: 'locations', locationIds: [filter.locationId] };
  // GET ExternalOrders: only orders from the acting customer's locations can match.
  if (filter.externalOf !== undefined) {
    return { kind: 'customer', customerId: filter.externalOf, isFromOnly: true };
  }
  if (scope.kind === 'locations') return scope;
  if (filter.customerId !== undefined) return { kind: 'customer', customerId: filter.customerId };
  return scope;
}

/** One part of the anchor's orders; the parts never share an order, so their pages and counts add up. */
export type OrderBranch = (eb: OrderExpressions) => Expression<SqlBool>;

/**
 * The anchor's orders as disjoint parts that each read one index range in list order (migration 0007):
 * the orders from each location, then those to each location that do not come from one of them —
 * instead of an OR that reads every order of both sides and sorts them. With a search term or ids
 * the matches are few: one part, found through the term's or the ids' indexes.
 */
export function branchesOf(anchor: OrderAnchor, filter: OrderFilter): OrderBranch[] {
  if (anchor.kind === 'market' || filter.term || filter.ids?.length) return [(eb) => eb.and([])];
  if (anchor.kind === 'customer') {
    const { customerId } = anchor;
    const from: OrderBranch = (eb) => eb('t.customerIdFrom', '=', customerId);
    if (anchor.isFromOnly) return [from];
    return [
      from,
      (eb) => eb.and([eb('t.customerIdTo', '=', customerId), eb('t.customerIdFrom', '<>', customerId)]),
    ];
  }
  const { locationIds } = anchor;
  return [
    ...locationIds.map(
      (id): OrderBranch =>
        (eb) =>
          eb('t.locationIdFrom', '=', id),
    ),
    ...locationIds.map(
      (id): OrderBranch =>
        (eb) =>
          eb.and([eb('t.locationIdTo', '=', id), eb('t.locationIdFrom', 'not in', locationIds)]),
    ),
  ];
}
