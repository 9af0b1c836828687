import { queryOptions } from '@tanstack/react-query';
import type { OrderListAnswer, OrderRow } from '../../../../domain/orders/order-list.ts';
import { isNetworkError, keptReadsStartingWith, readThrough } from '../../../offline/offline-reads.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { fetchComments, fetchOrder, fetchOwnLocations, fetchStatusHistory } from './order-detail-api.ts';

/** Keys under the order's detail key, so a status change can refresh the order and its history at once. */
export const orderDetailKeys = {
  order: (scope: OrderScope, id: number) => orderKeys.detail(scope, id),
  history: (scope: OrderScope, id: number) => [...orderKeys.detail(scope, id), 'history'] as const,
  comments: (scope: OrderScope, id: number) => [...orderKeys.detail(scope, id), 'comments'] as const,
  ownLocations: (scope: OrderScope) => [...orderKeys.all(scope), 'own-locations'] as const,
};

/** The dock's kept work lists (features/dock/dock-queries.ts), keyed under the acting location. */
const keptDockListsKey = (scope: OrderScope) => [...orderKeys.all(scope), 'dock'] as const;

/**
 * Offline, an order never opened before is found in the kept order lists of the location, or in the
 * dock's kept work lists: their rows carry the order's lines too.
 */
async function fetchOrderOrKept(scope: OrderScope, id: number, signal?: AbortSignal): Promise<OrderRow> {
  try {
    return await readThrough(orderDetailKeys.order(scope, id), () => fetchOrder(id, signal));
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const lists = await keptReadsStartingWith<OrderListAnswer>(orderKeys.lists(scope));
    const docks = await keptReadsStartingWith<Record<string, OrderRow[]>>(keptDockListsKey(scope));
    const rows = [
      ...lists.flatMap((list) => list.items),
      ...docks.flatMap((dock) => Object.values(dock).flat()),
    ];
    const row = rows.find((item) => item.id === id);
    if (!row) throw error;
    return row;
  }
}

/** GET order: one order with its lines, as the session may see it. */
export const orderDetailQuery = (scope: OrderScope, id: number) =>
  queryOptions({
    queryKey: orderDetailKeys.order(scope, id),
    queryFn: ({ signal }) => fetchOrderOrKept(scope, id, signal),
  });

export const orderStatusHistoryQuery = (scope: OrderScope, id: number) =>
  queryOptions({
    queryKey: orderDetailKeys.history(scope, id),
    queryFn: ({ signal }) =>
      readThrough(orderDetailKeys.history(scope, id), () => fetchStatusHistory(id, signal)),
  });

export const orderCommentsQuery = (scope: OrderScope, id: number) =>
  queryOptions({
    queryKey: orderDetailKeys.comments(scope, id),
    queryFn: ({ signal }) =>
      readThrough(orderDetailKeys.comments(scope, id), () => fetchComments(id, signal)),
  });

/** The user's own locations hardly change within a session. */
export const ownLocationsQuery = (scope: OrderScope, isCustomerWide: boolean) =>
  queryOptions({
    queryKey: [...orderDetailKeys.ownLocations(scope), isCustomerWide] as const,
    queryFn: () =>
      readThrough([...orderDetailKeys.ownLocations(scope), isCustomerWide], () =>
        fetchOwnLocations(scope.customerId, isCustomerWide),
      ),
    staleTime: 5 * 60_000,
  });
