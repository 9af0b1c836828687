import type { Kysely } from 'kysely';
import { truckCapacity } from '../../../domain/orders/truck-load.ts';
import type { DB } from '../schema.ts';
import { addDays, isoDate } from './seed-dates.ts';
import type { SeededTruck } from './seed-truck-types.ts';
import { locationOf, userOf, type SeededMarket } from './seeded-market.ts';

/**
 * Two schedules at kunde.admin's Lillehammer dairy (issue 4 item 5), so Scheduled orders and Scheduled
 * pickups are not empty: a weekly order from the provider's Alnabru site on Monday and Thursday in the
 * default truck, and a pickup for washing every other Friday in the largest truck. They started a few
 * weeks ago; the job queue makes their due orders from today on.
 */
export async function seedOrderSchedules(
  trx: Kysely<DB>,
  market: SeededMarket,
  trucks: readonly SeededTruck[],
): Promise<void> {
  if (market.seed.id !== 'no') return;
  const dairy = locationOf(market, 'lillehammer');
  const provider = locationOf(market, 'alnabru');
  const admin = userOf(market, 'kunde.admin');
  const [first, second] = dairy.availableChoices;
  if (!first || !second) throw new Error('Lillehammer carries fewer than two available choices');
  const largest = [...trucks].sort((a, b) => truckCapacity(b) - truckCapacity(a))[0];
  const monday = addDays(market.today, 1 - (market.today.getDay() || 7));

  const common = { marketId: market.seed.id, customerId: dairy.customerId, createdBy: admin.id };
  const [order, pickup] = await trx
    .insertInto('orderSchedules')
    .values([
      {
        ...common,
        transactionTypeId: 'TO',
        locationIdFrom: provider.id,
        locationIdTo: dairy.id,
        intervalWeeks: 1,
        startDate: isoDate(addDays(monday, -28)),
        endDate: null,
        weekdays: [1, 4],
        reference: 'Fast bestilling',
        myReference: 'Ukeplan meieri',
        carType: null,
        customsHandler: null,
      },
      {
        ...common,
        transactionTypeId: 'HE',
        locationIdFrom: dairy.id,
        locationIdTo: provider.id,
        intervalWeeks: 2,
        startDate: isoDate(addDays(monday, -14)),
        endDate: isoDate(addDays(monday, 26 * 7 - 3)),
        weekdays: [5],
        reference: 'Henting til vask',
        myReference: null,
        carType: largest?.id ?? null,
        customsHandler: null,
      },
    ])
    .returning('id')
    .execute();
  if (!order || !pickup) throw new Error('The demo schedules were not stored');
  const line = (scheduleId: number, choice: typeof first, quantity: number) => ({
    scheduleId,
    productId: choice.productId,
    treatmentId: choice.treatmentId,
    qualityId: choice.qualityId,
    quantity,
  });
  await trx
    .insertInto('orderScheduleLines')
    .values([line(order.id, first, 90), line(order.id, second, 40), line(pickup.id, first, 300)])
    .execute();
}
