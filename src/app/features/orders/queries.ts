import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { readThrough } from '../../offline/offline-reads.ts';
import { fetchOrders, type OrderListFilter, type OrderListResource, type OrderSort } from './api.ts';

/** Who is acting: the session's customer and current location. */
export interface OrderScope {
  customerId: number;
  locationId: number;
}

/**
 * Keys from general to specific. The root holds the market and the acting customer and location, so
 * one actor's cached orders never show for another (after a user switch, say).
 */
export const orderKeys = {
  all: ({ customerId, locationId }: OrderScope) =>
    ['orders', currentHost.market, customerId, locationId] as const,
  lists: (scope: OrderScope) => [...orderKeys.all(scope), 'list'] as const,
  list: (
    scope: OrderScope,
    filter: OrderListFilter,
    sort: OrderSort,
    resource: OrderListResource = 'orders',
  ) => [...orderKeys.lists(scope), resource, { filter, sort }] as const,
  detail: (scope: OrderScope, id: number) => [...orderKeys.all(scope), 'detail', id] as const,
};

/** The order list at the current location; the rows stay while the next filter or sort loads. */
export const orderListQuery = (
  scope: OrderScope,
  filter: OrderListFilter,
  sort: OrderSort,
  resource: OrderListResource = 'orders',
) =>
  queryOptions({
    queryKey: orderKeys.list(scope, filter, sort, resource),
    queryFn: ({ signal }) =>
      readThrough(orderKeys.list(scope, filter, sort, resource), () =>
        fetchOrders({ ...filter, locationId: scope.locationId }, sort, signal, resource),
      ),
    placeholderData: keepPreviousData,
  });
