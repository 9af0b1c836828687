import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { choiceNames } from '../reference/localized-name.ts';

/** The active schedules of one customer in one market, with the names of their two locations. */
export function customerSchedules(db: Kysely<DB>, marketId: string, customerId: number) {
  return db
    .selectFrom('orderSchedules as s')
    .innerJoin('locations as lf', 'lf.id', 's.locationIdFrom')
    .innerJoin('locations as lt', 'lt.id', 's.locationIdTo')
    .select([
      's.id',
      's.transactionTypeId',
      's.customerId',
      's.locationIdFrom',
      'lf.name as locationNameFrom',
      's.locationIdTo',
      'lt.name as locationNameTo',
      's.intervalWeeks',
      's.startDate',
      's.endDate',
      's.weekdays',
      's.reference',
      's.myReference',
      's.carType',
      's.customsHandler',
      's.isActive',
      's.version',
      's.createdAt',
      's.updatedAt',
    ])
    .where('s.marketId', '=', marketId)
    .where('s.customerId', '=', customerId)
    .where('s.isActive', '=', true);
}
export type ScheduleQuery = ReturnType<typeof customerSchedules>;

/** The lines of some schedules with their product, treatment and quality names in the language, in entry order. */
export function scheduleLines(db: Kysely<DB>, scheduleIds: readonly number[], language: Locale) {
  return db
    .selectFrom('orderScheduleLines as l')
    .innerJoin('products as p', 'p.id', 'l.productId')
    .innerJoin('treatments as tr', 'tr.id', 'l.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'l.qualityId')
    .select([
      'l.scheduleId',
      'l.productId',
      'p.isPooling',
      'p.tpuPerStack',
      'l.treatmentId',
      'l.qualityId',
      'l.quantity',
    ])
    .select(choiceNames(language))
    .where('l.scheduleId', 'in', scheduleIds)
    .orderBy('l.scheduleId')
    .orderBy('l.id')
    .execute();
}

/** The schedule's truck, or the market's default truck when it names none (spec §3 truck types). */
export function scheduleTruck(db: Kysely<DB>, marketId: string, carType: number | null) {
  let query = db
    .selectFrom('truckTypes')
    .select(['qtyHeight', 'qtyHeight2', 'tpuCount', 'tpuCount2'])
    .where('marketId', '=', marketId);
  query = carType === null ? query.where('isDefault', '=', true) : query.where('id', '=', carType);
  return query.orderBy('id').executeTakeFirst();
}
