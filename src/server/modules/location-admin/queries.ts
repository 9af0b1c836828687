import { sql, type Kysely } from 'kysely';
import type {
  AdminLocation,
  AdminLocationRow,
  AdminLocationsQuery,
  LoadType,
} from '../../../domain/admin/locations.ts';
import type { Weekday } from '../../../domain/calendar/weekdays.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/** The acting customer's locations in the session's market: every read and write starts here. */
export const ownLocations = (db: Kysely<DB>, session: Session) =>
  db
    .selectFrom('locations as l')
    .where('l.customerId', '=', session.customerId)
    .where('l.marketId', '=', session.marketId);

/** One location of the acting customer with everything the form shows, or undefined. */
export async function findAdminLocation(
  db: Kysely<DB>,
  session: Session,
  id: number,
): Promise<AdminLocation | undefined> {
  const row = await ownLocations(db, session)
    .innerJoin('customers as c', 'c.id', 'l.customerId')
    .leftJoin('customers as corporate', 'corporate.id', 'l.customerIdCorporate')
    .leftJoin('poolingGroups as g', 'g.id', 'l.poolingGroupId')
    .selectAll('l')
    .select([
      'c.name as customerName',
      'corporate.name as customerNameCorporate',
      'g.name as poolingGroupName',
    ])
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    version: row.version,
    customerId: row.customerId,
    customerName: row.customerName,
    customerNameCorporate: row.customerNameCorporate,
    poolingGroupName: row.poolingGroupName,
    name: row.name,
    number: row.number,
    externalId: row.externalId ?? '',
    typeId: row.typeId,
    statusId: row.statusId === 2 ? 2 : 1,
    hasRamp: row.hasRamp,
    needsLift: row.needsLift,
    isDelivery: row.isDelivery,
    deliveryBetween: row.deliveryBetween ?? '',
    deliveryInstructions: row.deliveryInstructions ?? '',
    transportInstructions: row.transportInstructions ?? '',
    emailOrderConfirmed: row.emailOrderConfirmed ?? '',
    emailPurchaseOrder: row.emailPurchaseOrder ?? '',
    emailReturnOrder: row.emailReturnOrder ?? '',
    palletReceiptDays: row.palletReceiptDays.filter((day) => day >= 1 && day <= 5) as Weekday[],
    loadType: (row.loadType as LoadType | null) ?? null,
    poolingGroupId: row.poolingGroupId,
    isCorporate: row.isCorporate,
    customerIdCorporate: row.customerIdCorporate,
  };
}

const sortColumns = { name: 'l.name', number: 'l.number', type: 'l.typeId' } as const;

/** GET adminLocations: a page of the acting customer's locations and how many match in all. */
export async function listAdminLocations(
  db: Kysely<DB>,
  session: Session,
  query: AdminLocationsQuery,
): Promise<{ rows: AdminLocationRow[]; total: number }> {
  let matching = ownLocations(db, session);
  if (query.term) {
    const pattern = `%${query.term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    matching = matching.where((eb) =>
      eb.or([eb('l.name', 'ilike', pattern), eb('l.number', 'like', pattern)]),
    );
  }
  if (query.status !== 'all') matching = matching.where('l.statusId', '=', query.status === 'active' ? 1 : 2);

  const [rows, count] = await Promise.all([
    matching
      .select(['l.id', 'l.name', 'l.number', 'l.externalId', 'l.typeId', 'l.statusId'])
      .select((eb) =>
        eb
          .selectFrom('locationAddresses as a')
          .whereRef('a.locationId', '=', 'l.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('addressCount'),
      )
      .orderBy(sortColumns[query.sort], query.direction)
      .orderBy('l.id', query.direction)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      externalId: row.externalId ?? '',
      addressCount: row.addressCount ?? 0,
    })),
    total: count.total,
  };
}

/** GET poolingGroups: the market's pooling groups, by name. */
export function listPoolingGroups(db: Kysely<DB>, session: Session) {
  return db
    .selectFrom('poolingGroups')
    .select(['id', 'name'])
    .where('marketId', '=', session.marketId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
