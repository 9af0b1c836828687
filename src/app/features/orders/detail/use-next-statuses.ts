import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { OrderStatusId } from '../../../../domain/orders/order-statuses.ts';
import { orderActors, writeReach } from '../../../../domain/orders/order-actors.ts';
import { nextStatuses, type OrderActor } from '../../../../domain/orders/status-machine.ts';
import type { OrderScope } from '../queries.ts';
import { ownLocationsQuery } from './order-detail-queries.ts';

/**
 * The session's roles on an order in the status machine, or null while the user's own locations
 * load. A failing location list leaves the acting location as the only own one.
 */
export function useOrderActors(scope: OrderScope, order: OrderRow | undefined): OrderActor[] | null {
  const { start } = useRouteContext({ from: '/app' });
  const loginUser = start.status.loginUser;
  const reach = writeReach(loginUser);
  const isWide = reach !== 'locations';
  const own = useQuery(ownLocationsQuery(scope, isWide));
  if (!order || own.isPending) return null;
  const listed = own.data?.map((location) => location.id) ?? [];
  // A customer-wide user's list is the acting customer's; others always own the acting location.
  const ownLocationIds = isWide && own.isSuccess ? listed : [scope.locationId, ...listed];
  return orderActors(order, (id) => ownLocationIds.includes(id), reach === 'market');
}

/** The statuses the session may move an order to next (domain status machine), or null while loading. */
export function useNextStatuses(scope: OrderScope, order: OrderRow | undefined): OrderStatusId[] | null {
  const actor = useOrderActors(scope, order);
  if (!order || actor === null) return null;
  return nextStatuses({ type: order.transactionTypeId, from: order.transactionStatusId, actor });
}
