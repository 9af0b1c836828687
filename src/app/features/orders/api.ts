import type { OrderListAnswer, OrderSortField } from '../../../domain/orders/order-list.ts';
import { orderListCount } from '../../../domain/orders/order-list-size.ts';
import { callApi } from '../../api/client.ts';
import type { OrderFilterValue } from '../../ui/order-grid/order-filter-value.ts';

/** The filter screen's choices plus the scope a screen fixes (spec §7 "further keys"). */
export interface OrderListFilter extends OrderFilterValue {
  locationId?: number;
  customerId?: number;
  locationIdFrom?: number;
  locationIdTo?: number;
  transactionType?: readonly string[];
}

export interface OrderSort {
  field: OrderSortField;
  descending: boolean;
}

/** The list calls of spec §7: the order list, or the deliveries to external locations. */
export type OrderListResource = 'orders' | 'ExternalOrders';

/** The server's own default: newest send date first. */
export const defaultOrderSort: OrderSort = { field: 'dateSend', descending: true };

/** The flags spec §7 fixes for every list call. */
const fixedListFlags = {
  withfees: true,
  withsort: false,
  withtempsort: false,
  withtempsortlines: false,
  withtempsortlinespivoted: false,
  withqualitychanges: false,
  withemployees: false,
  countdetailed: true,
  count: orderListCount,
} as const;

const nonEmpty = (list: readonly (string | number)[] | undefined) =>
  list && list.length > 0 ? list.join(',') : undefined;

/** The query of the order list call (spec §7). `dateSend` is sent as is; the server sorts it by `sendon`. */
export function orderListQuery(filter: OrderListFilter, sort: OrderSort) {
  const term = filter.term.trim();
  return {
    ...fixedListFlags,
    customerId: filter.customerId,
    transactionType: nonEmpty(filter.transactionType),
    locationId: filter.locationId,
    locationIdFrom: filter.locationIdFrom,
    locationIdTo: filter.locationIdTo,
    transactionStatus: nonEmpty(filter.statuses),
    sendLower: filter.sendLower ?? undefined,
    sendUpper: filter.sendUpper ?? undefined,
    ...(term ? { term, source: 'sqlorder', mode: 'prefix' } : {}),
    'orderBy[0].field': sort.field,
    'orderby[0].descending': sort.descending,
  };
}

/**
 * GET orders, the order list. A newer list call cancels a pending one (`latestOf`); the cancelled
 * call rejects with an AbortError that the screen swallows (spec §7).
 */
export function fetchOrders(
  filter: OrderListFilter,
  sort: OrderSort,
  signal?: AbortSignal,
  resource: OrderListResource = 'orders',
) {
  return callApi<OrderListAnswer>(resource, {
    query: orderListQuery(filter, sort),
    latestOf: 'orders-list',
    signal,
  });
}
