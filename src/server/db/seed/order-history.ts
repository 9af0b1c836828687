import type { TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import { routed, type OrderPlan } from './order-plan.ts';
import type { SeededLocation, SeededMarket } from './seeded-market.ts';
import { createRandom, seedFromText } from './seeded-random.ts';

/** How far back the finished demo orders reach: a year and more, for the reports (issue 18 item 4). */
export const historyMonths = 14;

/**
 * Finished (delivered) orders for every active customer location, every month of the history: pallets
 * bought or delivered in, and pallets sent back for washing or returned. They draw from their own
 * random stream, so the market's other demo data stays what it was.
 */
export function planHistory(market: SeededMarket): { market: SeededMarket; plans: OrderPlan[] } {
  const random = createRandom(seedFromText(`pallet-portal:${market.seed.id}:history`));
  const active = market.locations.filter((location) => location.isActive);
  const providers = active.filter((location) => location.isProvider);
  const customers = active.filter((location) => !location.isProvider && location.availableChoices.length > 0);
  const perMonth = market.seed.historyOrdersPerMonth ?? 1;
  const plans: OrderPlan[] = [];
  for (let month = 1; month <= historyMonths; month++) {
    customers.forEach((location, index) => {
      for (let slot = 0; slot < perMonth; slot++) {
        const inbound = (month + index + slot) % 2 === 0;
        const type: TransactionTypeId = inbound
          ? random.weighted([
              ['TO', 7],
              ['GL', location.isPooling ? 3 : 1],
            ] as const)
          : random.weighted([
              ['HE', 3],
              ['RO', 1],
            ] as const);
        const provider = random.pick(providers);
        const [from, to]: [SeededLocation, SeededLocation] = inbound
          ? [provider, location]
          : [location, provider];
        const sendOffset = Math.min(-3, -(month * 30 - random.int(0, 27)));
        plans.push({ ...routed(type, 5, from, to), sendOffset });
      }
    });
  }
  return { market: { ...market, random }, plans };
}
