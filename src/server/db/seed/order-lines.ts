import type { Insertable } from 'kysely';
import type { TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import type { TransactionLinesTable } from '../schema.ts';
import type { OrderPlan } from './order-plan.ts';
import { pickedStatuses } from './order-timeline.ts';
import type { SeededChoice } from './seed-reference.ts';
import type { Random } from './seeded-random.ts';

export type LineRow = Omit<Insertable<TransactionLinesTable>, 'transactionId'> & {
  quantityOrdered: number;
  amount: number;
};

/** Unit price relative to the list price: pallets bought, delivered, returned (credited), washed. */
const priceShare: Record<TransactionTypeId, number> = { TO: 1, GL: 0.9, OO: 0.9, RO: 0.6, HE: 0.15 };
/** Stores take a few stacks at a time, producers and wholesalers up to a full trailer. */
const largestLine = { store: 120, site: 600 };

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * 1–3 lines of choices the customer's end of the route may order, in whole stacks of 10–600 items,
 * picked and delivered quantities as far as the status has come. A registered disagreement delivers
 * a few less than picked on its first line.
 */
export function buildLines(
  plan: OrderPlan,
  isReceived: boolean,
  priceFactor: number,
  random: Random,
): LineRow[] {
  const customerEnd = plan.from.isProvider ? plan.to : plan.from;
  const pool = [...customerEnd.availableChoices];
  const count = Math.min(
    pool.length,
    random.weighted([
      [1, 55],
      [2, 30],
      [3, 15],
    ] as const),
  );
  const isPicked = pickedStatuses.includes(plan.status);
  return Array.from({ length: count }, (_, index) => {
    const choice = pool.splice(random.int(0, pool.length - 1), 1)[0] as SeededChoice;
    const stack = choice.tpuPerStack;
    const stacks = Math.floor((customerEnd.role === 'retail' ? largestLine.store : largestLine.site) / stack);
    // Skewed towards small lines: most orders are a few stacks, a few fill a truck.
    const quantityOrdered = stack * Math.min(stacks, 1 + Math.floor(random.next() ** 2.5 * stacks));
    const quantityPicked = isPicked ? pickedQuantity(quantityOrdered, stack, random) : null;
    const quantityDelivered =
      isReceived && quantityPicked !== null ? deliveredQuantity(plan, index, quantityPicked, random) : null;
    const price = roundMoney(
      choice.priceNok * priceShare[plan.type] * priceFactor * (0.95 + random.next() / 10),
    );
    return {
      productId: choice.productId,
      treatmentId: choice.treatmentId,
      qualityId: choice.qualityId,
      quantityOrdered,
      quantityPicked,
      quantityDelivered,
      price,
      amount: roundMoney(price * (quantityDelivered ?? quantityPicked ?? quantityOrdered)),
      isPooling: choice.isPooling && customerEnd.isPooling,
    };
  });
}

function pickedQuantity(ordered: number, stack: number, random: Random): number {
  return random.chance(0.8) || ordered <= stack
    ? ordered
    : ordered - stack * random.int(1, Math.min(2, ordered / stack - 1));
}

function deliveredQuantity(plan: OrderPlan, index: number, picked: number, random: Random): number {
  const shortfall = 5 * random.int(1, 4);
  if (plan.status === 6 && index === 0) return Math.max(0, picked - shortfall);
  if ((plan.status === 11 || plan.status === 13) && random.chance(0.3))
    return Math.max(0, picked - shortfall);
  return picked;
}
