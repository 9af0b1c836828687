import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { currentHost } from '../../config/hosts.ts';
import { readThrough } from '../../offline/offline-reads.ts';
import { emptyOrderFilter } from '../../ui/order-grid/order-filter-value.ts';
import {
  defaultOrderSort,
  fetchOrders,
  type OrderListFilter,
  type OrderListResource,
  type OrderSort,
} from './api.ts';

/** Who is acting: the session's customer and current location. */
export interface OrderScope {
  customerId: number;
  locationId: number;
}

/**
 * A list answer this young is not read again when its screen mounts: a route's loader fetches the list
 * while the screen's code is still coming, and the screen shows that answer as it is.
 */
export const listFreshMs = 5_000;

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
    staleTime: listFreshMs,
  });

/** The list an order screen opens with (OrderListScreen's first read): no filter, newest first. */
export const openingOrderListQuery = (
  scope: OrderScope,
  resource?: OrderListResource,
  statuses: readonly OrderStatusId[] = [],
) => orderListQuery(scope, { ...emptyOrderFilter, statuses: [...statuses] }, defaultOrderSort, resource);
