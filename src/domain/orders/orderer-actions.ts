import { isDraftTransactionType } from './order-draft.ts';
import { orderStatus } from './order-statuses.ts';
import type { OrderActor } from './status-machine.ts';

/** The party that places an order of this type: the receiver of an order (TO), else the sender. */
export const ordererOf = (type: string): OrderActor => (type === 'TO' ? 'receiver' : 'sender');

interface PlacedOrder {
  transactionTypeId: string;
  transactionStatusId: number;
  customerId: number;
}

/**
 * A sent order its orderer may still change or cancel: ordered, not yet confirmed by the provider,
 * and of a type the customer drafts (README design: "A sent order: change, cancel, copy").
 */
export function isChangeableByOrderer(order: PlacedOrder, actors: readonly OrderActor[]): boolean {
  return (
    order.transactionStatusId === orderStatus.Ordered &&
    isDraftTransactionType(order.transactionTypeId) &&
    actors.includes(ordererOf(order.transactionTypeId))
  );
}

/** Any order the acting customer placed may start a new draft with its partner, truck and lines. */
export function isCopyableBy(order: PlacedOrder, customerId: number): boolean {
  return (
    order.customerId === customerId &&
    order.transactionStatusId !== orderStatus.Web &&
    isDraftTransactionType(order.transactionTypeId)
  );
}
