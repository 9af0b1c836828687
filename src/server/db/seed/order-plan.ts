import { orderStatusIds, type OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { transactionTypeIds, type TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import { locationOf, type SeededLocation, type SeededMarket } from './seeded-market.ts';

/** Which order to make: its type, status and route, and who ordered it. */
export interface OrderPlan {
  type: TransactionTypeId;
  status: OrderStatusId;
  from: SeededLocation;
  to: SeededLocation;
  customerId: number;
  isReceiverRegistered: boolean | null;
  /** Days from today the order is sent; otherwise drawn from its status's window (order-timeline.ts). */
  sendOffset?: number;
}

// Sorting happens at the provider, after a pickup or a return has arrived.
const sortingStatuses: readonly OrderStatusId[] = [9, 10, 12, 13];

// Finished orders dominate the history; every other status shows up a few times.
// prettier-ignore
const statusWeights: Record<OrderStatusId, number> = {
  0: 4, 1: 8, 2: 7, 3: 4, 4: 7, 5: 36, 6: 4, 7: 3, 8: 2, 9: 3, 10: 3, 11: 3, 12: 3, 13: 3, 14: 3,
};
const typeWeights: Record<TransactionTypeId, number> = { TO: 40, HE: 25, RO: 10, GL: 15, OO: 10 };

/**
 * The market's fixed orders, then one order in every status (cycling through the types, so every type
 * appears too), then random ones up to the market's order count.
 */
export function planOrders(market: SeededMarket): OrderPlan[] {
  const { seed, random } = market;
  const fixed = (seed.fixedOrders ?? []).map((order) =>
    routed(
      order.type,
      order.status,
      locationOf(market, order.from),
      locationOf(market, order.to),
      order.isReceiverRegistered,
    ),
  );
  const covering = orderStatusIds.map((status, index) => {
    const type = sortingStatuses.includes(status)
      ? random.pick(['HE', 'RO'] as const)
      : (transactionTypeIds[index % transactionTypeIds.length] ?? 'TO');
    return randomRoute(market, type, status);
  });
  const plans = [...fixed, ...covering];
  while (plans.length < seed.orderCount) {
    const status = random.weighted(orderStatusIds.map((id) => [id, statusWeights[id]] as const));
    const type = sortingStatuses.includes(status)
      ? random.pick(['HE', 'RO'] as const)
      : random.weighted(transactionTypeIds.map((id) => [id, typeWeights[id]] as const));
    plans.push(randomRoute(market, type, status));
  }
  return plans;
}

/**
 * Routes of spec §2 and the brief: TO from a provider location to a customer (an order of pallets),
 * HE and RO from a customer to a provider location (pickup for washing, return), GL and OO from a
 * provider or customer location to a customer location (deliveries).
 */
export function randomRoute(market: SeededMarket, type: TransactionTypeId, status: OrderStatusId): OrderPlan {
  const { random } = market;
  const active = market.locations.filter((location) => location.isActive);
  const providers = active.filter((location) => location.isProvider);
  const customers = active.filter((location) => !location.isProvider);
  switch (type) {
    case 'TO':
      return routed(type, status, random.pick(providers), random.pick(customers));
    case 'HE':
    case 'RO':
      return routed(type, status, random.pick(customers), random.pick(providers));
    case 'GL': {
      const senders = customers.filter(
        (location) => location.role === 'pooling' || location.role === 'commission',
      );
      const from = random.chance(0.3) ? random.pick(providers) : random.pick(senders);
      return routed(
        type,
        status,
        from,
        random.pick(customers.filter((to) => to.customerId !== from.customerId)),
      );
    }
    case 'OO': {
      const from = random.chance(0.4) ? random.pick(providers) : random.pick(customers);
      return routed(type, status, from, random.pick(customers.filter((to) => to.id !== from.id)));
    }
  }
}

export function routed(
  type: TransactionTypeId,
  status: OrderStatusId,
  from: SeededLocation,
  to: SeededLocation,
  isReceiverRegistered: boolean | null = null,
): OrderPlan {
  // The ordering customer: the receiver of an order from the provider, otherwise the sender.
  const customerId = type === 'TO' || from.isProvider ? to.customerId : from.customerId;
  return { type, status, from, to, customerId, isReceiverRegistered };
}
