import type { Insertable } from 'kysely';
import type { BalanceMovementsTable } from '../schema.ts';
import type { BuiltOrder } from './order-builder.ts';
import { atTime } from './seed-dates.ts';

export type MovementRow = Insertable<BalanceMovementsTable>;

/**
 * The balance movements a demo order made, as the dock would have booked them: the picked quantities
 * out of the sender on the day it was sent, the delivered ones into the receiver on the day it arrived
 * (dock/balance-movements.ts). A demo balance is thus the sum of its orders' movements.
 */
export function movementsOf(order: BuiltOrder, transactionId: number): MovementRow[] {
  const { row, lines, dates } = order;
  const movements: MovementRow[] = [];
  const add = (
    kind: 'sent' | 'received',
    locationId: number,
    day: Date,
    hour: number,
    pick: (line: (typeof lines)[number]) => number | null | undefined,
  ) => {
    const sums = new Map<string, MovementRow>();
    for (const line of lines) {
      const quantity = pick(line) ?? 0;
      if (quantity === 0) continue;
      const key = `${line.productId}/${line.treatmentId}/${line.qualityId}`;
      const known = sums.get(key);
      const signed = kind === 'sent' ? -quantity : quantity;
      sums.set(key, {
        locationId,
        productId: line.productId,
        treatmentId: line.treatmentId,
        qualityId: line.qualityId,
        quantity: (known?.quantity ?? 0) + signed,
        kind,
        transactionId,
        createdBy: row.createdBy ?? null,
        createdAt: atTime(day, hour, 0),
      });
    }
    movements.push(...sums.values());
  };
  if (dates.sentDay) add('sent', row.locationIdFrom, dates.sentDay, 12, (line) => line.quantityPicked);
  if (dates.receivalDay)
    add('received', row.locationIdTo, dates.receivalDay, 14, (line) => line.quantityDelivered);
  return movements;
}

/**
 * The balances brought forward when the history starts: for every location and choice whose running
 * balance would dip below zero, one adjustment before its first movement that keeps it at or above a
 * few stacks. Demo balances thus never go negative, as a count (never below 0) could not follow them.
 */
export function openingBalances(movements: readonly MovementRow[], openingAt: Date): MovementRow[] {
  const byChoice = new Map<string, MovementRow[]>();
  for (const movement of movements) {
    const key = `${movement.locationId}/${movement.productId}/${movement.treatmentId}/${movement.qualityId}`;
    byChoice.set(key, [...(byChoice.get(key) ?? []), movement]);
  }
  const openings: MovementRow[] = [];
  for (const rows of byChoice.values()) {
    const sorted = [...rows].sort((a, b) => timeOf(a) - timeOf(b));
    let running = 0;
    let lowest = 0;
    for (const row of sorted) {
      running += row.quantity;
      lowest = Math.min(lowest, running);
    }
    const first = sorted[0];
    if (!first || lowest >= 0) continue;
    openings.push({
      locationId: first.locationId,
      productId: first.productId,
      treatmentId: first.treatmentId,
      qualityId: first.qualityId,
      quantity: Math.ceil((-lowest + 20) / 10) * 10,
      kind: 'adjustment',
      transactionId: null,
      createdBy: null,
      createdAt: openingAt,
    });
  }
  return openings;
}

const timeOf = (row: MovementRow) => new Date(row.createdAt as Date).getTime();
