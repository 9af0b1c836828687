import { dockAreaRules, type DockArea } from './dock-orders.ts';

/** An order as the badge rule reads it: only its status (the list already holds the area's orders). */
export interface DockOrderRef {
  transactionStatusId: number;
}

/**
 * Whether an order of an area's list waits for the dock there (issue 15 item 4): the list shows these
 * first, under its 'waiting' heading, and the navigation badge counts exactly them. The app applies
 * the device's unsent work to an order before asking, so an offline reception moves the order as the
 * server will once it is sent, and the badge neither drops nor comes back after the sync.
 */
export function isWaitingIn(area: DockArea, order: DockOrderRef): boolean {
  return (dockAreaRules[area].waiting as readonly number[]).includes(order.transactionStatusId);
}

/** The badge of an area: how many orders its list shows as waiting. */
export function waitingCount(area: DockArea, orders: readonly DockOrderRef[]): number {
  return orders.filter((order) => isWaitingIn(area, order)).length;
}
