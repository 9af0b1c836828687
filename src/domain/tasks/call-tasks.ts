import type { DraftTransactionTypeId } from '../orders/order-draft.ts';
import type { WebTaskId } from './web-tasks.ts';

/**
 * The menu task each write belongs to (spec §2 main navigation, §6 menu access), enforced by the server:
 * a draft order (TO) is Buy/Orders, a pickup or return (HE, RO) is Sell/Pickups; the dock's calls are
 * Reception, Dispatching and Goods delivery. A direct reception registers pallets that arrived, so it
 * is reception work, wherever the screen sits.
 */
export const draftTask = {
  TO: 'ORDER',
  HE: 'DISPATCH',
  RO: 'DISPATCH',
} as const satisfies Record<DraftTransactionTypeId, WebTaskId>;

export const dockCallTask = {
  orderReception: 'RECEPTION',
  directReception: 'RECEPTION',
  orderPicking: 'EXPEDITION',
  goodsDelivery: 'SHIPMENT',
  externalLocation: 'SHIPMENT',
} as const satisfies Record<string, WebTaskId>;
