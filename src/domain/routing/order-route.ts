import { receivedOrInTransitStatusIds } from '../orders/order-statuses.ts';

export type OrderScreen = 'reception' | 'expedition' | 'orders' | 'dispatch' | 'delivery';

export interface RoutableOrder {
  transactionStatusId: number;
  transactionTypeId: string;
  locationIdTo: number;
}

/**
 * Which screen opens an order from a list (spec §2): received or in-transit statuses go to reception
 * when the order comes to the current location, else expedition; then TO to orders or expedition, HE
 * to expedition or dispatch; anything else to delivery.
 */
export function orderScreen(order: RoutableOrder, currentLocationId: number): OrderScreen {
  const isInbound = order.locationIdTo === currentLocationId;
  if ((receivedOrInTransitStatusIds as readonly number[]).includes(order.transactionStatusId)) {
    return isInbound ? 'reception' : 'expedition';
  }
  if (order.transactionTypeId === 'TO') return isInbound ? 'orders' : 'expedition';
  if (order.transactionTypeId === 'HE') return isInbound ? 'expedition' : 'dispatch';
  return 'delivery';
}

export function orderPath(order: RoutableOrder & { id: number }, currentLocationId: number): string {
  return `/app/${orderScreen(order, currentLocationId)}/${order.id}`;
}
