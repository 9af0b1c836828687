import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../schema.ts';
import { addressesOf } from './order-addresses.ts';
import { buildLines, roundMoney, type LineRow } from './order-lines.ts';
import { orderPhrases } from './order-phrases.ts';
import type { OrderPlan } from './order-plan.ts';
import { orderDates, receivedStatuses, type OrderDates } from './order-timeline.ts';
import { products } from './product-catalog.ts';
import { isoDate, isoWeek } from './seed-dates.ts';
import { truckCapacity, type SeededTruck } from './seed-truck-types.ts';
import type { SeededMarket } from './seeded-market.ts';

export type OrderRow = Omit<Insertable<TransactionsTable>, 'orderNo'>;

export interface BuiltOrder {
  row: OrderRow;
  lines: LineRow[];
  dates: OrderDates;
}

/** One demo order: dates, lines, money, transport and customs consistent with its type and status. */
export function buildOrder(
  market: SeededMarket,
  trucks: readonly SeededTruck[],
  plan: OrderPlan,
  now: Date,
): BuiltOrder {
  const { seed, random, today } = market;
  const isReceiverRegistered = plan.status === 6 && (plan.isReceiverRegistered ?? random.chance(0.5));
  const isReceived = receivedStatuses.includes(plan.status) || isReceiverRegistered;
  const dates = orderDates(plan.status, isReceived, random, today, now, plan.sendOffset);
  const lines = buildLines(plan, isReceived, seed.priceFactor, random);
  const amount = roundMoney(lines.reduce((sum, line) => sum + line.amount, 0));
  const counted = lines.reduce(
    (sum, line) => sum + (line.quantityDelivered ?? line.quantityPicked ?? line.quantityOrdered),
    0,
  );
  const creators = market.users.filter((user) => user.customerId === plan.customerId && user.isActive);
  return {
    dates,
    lines,
    row: {
      marketId: seed.id,
      transactionTypeId: plan.type,
      transactionStatusId: plan.status,
      customerId: plan.customerId,
      locationIdFrom: plan.from.id,
      locationIdTo: plan.to.id,
      pickupDate: plan.type === 'HE' || plan.type === 'RO' ? isoDate(dates.sendDay) : null,
      sendDate: isoDate(dates.sendDay),
      sentDate: dates.sentDay ? isoDate(dates.sentDay) : null,
      receivalDate: dates.receivalDay ? isoDate(dates.receivalDay) : null,
      quantity: lines.reduce((sum, line) => sum + line.quantityOrdered, 0),
      price: counted > 0 ? roundMoney(amount / counted) : null,
      amount,
      currency: seed.currency,
      autoCommit: plan.type === 'GL' && random.chance(0.2),
      isReceiverRegistered,
      ...referencesOf(market, plan, dates),
      ...transportOf(market, trucks, plan, lines, dates.sentDay !== null),
      ...customsOf(market, plan, dates.sentDay !== null, isReceived),
      ...addressesOf(plan, seed.countryId),
      createdBy: creators.length ? random.pick(creators).id : null,
      createdAt: dates.createdAt,
      updatedAt: dates.updatedAt,
    },
  };
}

/** References and free texts on some of the orders, in the market's language. */
function referencesOf(market: SeededMarket, plan: OrderPlan, dates: OrderDates) {
  const { random } = market;
  const phrases = orderPhrases[market.seed.language];
  const isSent = dates.sentDay !== null;
  return {
    reference: random.chance(0.5) ? random.pattern('PO-#####') : null,
    myReference: random.chance(0.3)
      ? random.pick(phrases.myReferences).replace('{week}', String(isoWeek(dates.sendDay)))
      : null,
    sendersRef: plan.type === 'GL' && random.chance(0.4) ? random.pattern('LS-######') : null,
    receiversRef: plan.type === 'GL' && random.chance(0.4) ? random.pattern('VM-#####') : null,
    transportRef: isSent && random.chance(0.6) ? random.pattern('TR######') : null,
    waybillInfo: isSent && random.chance(0.2) ? random.pick(phrases.waybillInfo) : null,
    transportText: random.chance(0.15) ? random.pick(phrases.transportTexts) : null,
  };
}

/** Truck, fill degree and freight for dispatching orders past draft; car and haulier once sent. */
function transportOf(
  market: SeededMarket,
  trucks: readonly SeededTruck[],
  plan: OrderPlan,
  lines: readonly LineRow[],
  isSent: boolean,
) {
  const { seed, random } = market;
  const isDispatching = plan.type === 'TO' || plan.type === 'HE' || plan.type === 'RO';
  const truck = isDispatching && plan.status !== 0 ? chooseTruck(trucks, lines, random.chance(0.05)) : null;
  const isLong = truck !== null && truck.truck.tpuCount >= 33;
  return {
    carType: truck?.truck.id ?? null,
    fillDegree: truck?.fillDegree ?? null,
    freight: truck && random.chance(0.4) ? roundMoney(truck.freightNok * seed.priceFactor) : null,
    transportFee: isDispatching && random.chance(0.2) ? roundMoney(150 * seed.priceFactor) : null,
    carNo: isSent ? random.pattern(seed.platePattern) : null,
    carNo2: isSent && isLong && random.chance(0.5) ? random.pattern(seed.platePattern) : null,
    cartman: isSent ? random.pick(seed.hauliers) : null,
  };
}

const freightNokByCapacity = [950, 1650, 2900, 3400];

/** The smallest truck the stacks fit on; now and then the default one, overfilled (spec §3: fill over 1). */
function chooseTruck(trucks: readonly SeededTruck[], lines: readonly LineRow[], isDefaultTruck: boolean) {
  const stacks = lines.reduce((sum, line) => {
    const perStack = products.find((product) => product.id === line.productId)?.tpuPerStack ?? 1;
    return sum + Math.ceil(line.quantityOrdered / perStack);
  }, 0);
  const bySize = [...trucks].sort((a, b) => truckCapacity(a) - truckCapacity(b));
  const fitting = bySize.find((truck) => truckCapacity(truck) >= stacks) ?? bySize.at(-1);
  const truck = (isDefaultTruck ? bySize.find((candidate) => candidate.isDefault) : undefined) ?? fitting;
  if (!truck) return null;
  const freightNok = freightNokByCapacity[bySize.indexOf(truck)] ?? 1650;
  return { truck, freightNok, fillDegree: Math.round((stacks / truckCapacity(truck)) * 1000) / 1000 };
}

/** Customs only for orders across the border: a customs agent (kgh), the user (self), or still to declare. */
function customsOf(market: SeededMarket, plan: OrderPlan, isSent: boolean, isReceived: boolean) {
  const country = market.seed.countryId;
  if (plan.from.countryId === country && plan.to.countryId === country) {
    return { customsHandler: 'none' as const, customsStatus: '' as const, customs: null };
  }
  const handler = market.random.pick(['kgh', 'self', 'required'] as const);
  const status = !isSent
    ? ('' as const)
    : handler !== 'required' && isReceived
      ? ('done' as const)
      : ('pending' as const);
  return {
    customsHandler: handler,
    customsStatus: status,
    customs: handler === 'kgh' ? roundMoney(450 * market.seed.priceFactor) : null,
  };
}
