import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { addDays, atTime, toWeekday } from './seed-dates.ts';
import type { Random } from './seeded-random.ts';

/**
 * When a demo order in a given status is sent, relative to today: drafts and new orders lie ahead,
 * orders on the road or being sorted lie days back, finished ones up to six months back.
 */
const sendWindows: Record<OrderStatusId, readonly [number, number]> = {
  0: [-3, 14],
  1: [0, 14],
  2: [-2, 14],
  3: [-4, 2],
  4: [-8, 0],
  5: [-180, -3],
  6: [-60, -3],
  7: [-180, 10],
  8: [-180, -10],
  9: [-20, -2],
  10: [-25, -3],
  11: [-30, -3],
  12: [-15, -2],
  13: [-30, -3],
  14: [-5, 14],
};

/** Statuses in which the sender has picked, and those in which the goods have left. */
export const pickedStatuses: readonly OrderStatusId[] = [3, 4, 5, 6, 9, 10, 11, 12, 13];
export const sentStatuses: readonly OrderStatusId[] = [4, 5, 6, 9, 10, 11, 12, 13];
/** Statuses in which the receiver has counted the goods (a disagreement only once registered). */
export const receivedStatuses: readonly OrderStatusId[] = [5, 9, 10, 11, 12, 13];

export interface OrderDates {
  sendDay: Date;
  sentDay: Date | null;
  receivalDay: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function orderDates(
  status: OrderStatusId,
  isReceived: boolean,
  random: Random,
  today: Date,
  now: Date,
  sendOffset?: number,
): OrderDates {
  const [earliest, latest] = sendWindows[status];
  const offset = sendOffset ?? random.int(earliest, latest);
  const sendDay = toWeekday(addDays(today, offset), offset > 0 ? 'forward' : 'back');
  const sentDay = sentStatuses.includes(status) ? sendDay : null;
  const receivalDay =
    sentDay && isReceived ? minDay(toWeekday(addDays(sentDay, random.int(1, 2)), 'forward'), today) : null;
  const createdDay = minDay(addDays(sendDay, -random.int(1, 10)), today);
  const createdAt = minTime(atTime(createdDay, random.int(7, 15), random.int(0, 59)), now);
  const lastDay = receivalDay ?? sentDay ?? createdDay;
  const updatedAt = minTime(atTime(lastDay, random.int(8, 16), random.int(0, 59)), now);
  return {
    sendDay,
    sentDay,
    receivalDay,
    createdAt,
    updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
  };
}

function minDay(day: Date, today: Date): Date {
  return day > today ? today : day;
}

function minTime(time: Date, now: Date): Date {
  return time > now ? now : time;
}
