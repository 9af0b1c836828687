import type { Kysely } from 'kysely';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import type { DB } from '../schema.ts';
import { buildOrder } from './order-builder.ts';
import { historyMonths, planHistory } from './order-history.ts';
import { movementsOf, openingBalances } from './order-movements.ts';
import { addDays, atTime } from './seed-dates.ts';
import { planOrders } from './order-plan.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { SeededTruck } from './seed-truck-types.ts';
import type { SeededMarket } from './seeded-market.ts';

export interface SeededOrder {
  id: number;
  orderNo: string;
  status: OrderStatusId;
  locationIdFrom: number;
  locationIdTo: number;
}

/**
 * The market's orders, their lines and the balance movements they made, with 14 months of finished
 * orders behind them (order-history.ts). Order numbers follow the send date (e.g. NO-250001), so the
 * newest orders carry the highest numbers.
 */
export async function seedOrders(
  trx: Kysely<DB>,
  market: SeededMarket,
  trucks: readonly SeededTruck[],
  now: Date,
): Promise<SeededOrder[]> {
  const history = planHistory(market);
  const built = [
    ...planOrders(market).map((plan) => buildOrder(market, trucks, plan, now)),
    ...history.plans.map((plan) => buildOrder(history.market, trucks, plan, now)),
  ]
    .sort(
      (a, b) =>
        a.dates.sendDay.getTime() - b.dates.sendDay.getTime() ||
        a.dates.createdAt.getTime() - b.dates.createdAt.getTime(),
    )
    .map((order, index) => {
      const year = String(order.dates.sendDay.getFullYear() % 100).padStart(2, '0');
      return { ...order, orderNo: `${market.seed.orderPrefix}-${year}${String(index + 1).padStart(4, '0')}` };
    });

  const stored = await insertInBatches(built, (batch) =>
    trx
      .insertInto('transactions')
      .values(batch.map((order) => ({ ...order.row, orderNo: order.orderNo })))
      .returning(['id', 'orderNo', 'transactionStatusId', 'locationIdFrom', 'locationIdTo'])
      .execute(),
  );
  const idOf = (orderNo: string) => {
    const id = stored.find((row) => row.orderNo === orderNo)?.id;
    if (id === undefined) throw new Error(`Order ${orderNo} was not stored`);
    return id;
  };
  const lines = built.flatMap((order) => {
    const transactionId = idOf(order.orderNo);
    return order.lines.map((line) => ({ ...line, transactionId }));
  });
  await insertInBatches(lines, async (batch) => {
    await trx.insertInto('transactionLines').values(batch).execute();
    return [];
  });
  // After the lines: the aggregate trigger (migration 0019) reads each movement's line amount.
  const moved = built.flatMap((order) => movementsOf(order, idOf(order.orderNo)));
  const openingAt = atTime(addDays(market.today, -(historyMonths + 1) * 31), 6, 0);
  const movements = [...openingBalances(moved, openingAt), ...moved];
  await insertInBatches(movements, async (batch) => {
    await trx.insertInto('balanceMovements').values(batch).execute();
    return [];
  });
  return stored.map((row) => ({
    id: row.id,
    orderNo: row.orderNo,
    status: row.transactionStatusId as OrderStatusId,
    locationIdFrom: row.locationIdFrom,
    locationIdTo: row.locationIdTo,
  }));
}
