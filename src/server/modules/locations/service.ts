import type { Kysely } from 'kysely';
import type { LocationListQuery } from '../../../domain/locations/location-queries.ts';
import { projectFields } from '../../../domain/shared/include-fields.ts';
import { switchableLocationTypes, switchableStatusIds } from '../../../domain/session/user-switch.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { locationListColumns, ownLocationIds } from './queries.ts';

/** Which customer's locations a list may show; another customer's only to a global admin. */
async function visibleCustomerId(db: Kysely<DB>, session: Session, customerId: number | undefined) {
  if (customerId === undefined || customerId === session.customerId) return session.customerId;
  if (!session.loginUser.isGlobalAdmin) throw forbidden('You may not list locations of another customer');
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!customer) throw notFound('Customer not found');
  return customer.id;
}

export async function listLocations(db: Kysely<DB>, session: Session, query: LocationListQuery) {
  let select = db
    .selectFrom('locations')
    .select([...locationListColumns, 'poolingGroupId', 'isProvider', 'palletReceiptDays', 'countryId'])
    .where('marketId', '=', session.marketId)
    .orderBy('name');

  if (query.isProvider) {
    // Spec §5 location picker: never the current location.
    select = select
      .where('isProvider', '=', true)
      .where('statusId', '=', 1)
      .where('id', '!=', session.locationId);
  } else if (query.all && query.poolingGroupId !== undefined) {
    // The picker of a pooling group: every active location in it, for members and provider staff.
    const acting = await db
      .selectFrom('locations')
      .select('poolingGroupId')
      .where('id', '=', session.locationId)
      .executeTakeFirstOrThrow();
    const loginUser = session.loginUser;
    if (acting.poolingGroupId !== query.poolingGroupId && !loginUser.isGlobalAdmin && !loginUser.isProvider) {
      throw forbidden('You may not list locations of this pooling group');
    }
    select = select.where('poolingGroupId', '=', query.poolingGroupId).where('statusId', '=', 1);
  } else if (query.all && query.customerId_Corporate === undefined && query.customerId === undefined) {
    // The dock's partner picker for provider staff (issue 6): their trucks and docks serve the whole
    // market, so every active location of it, never the current one.
    const loginUser = session.loginUser;
    if (!loginUser.isGlobalAdmin && !loginUser.isProvider) {
      throw forbidden('You may not list every location of the market');
    }
    select = select.where('statusId', '=', 1).where('id', '!=', session.locationId);
  } else if (query.all && query.customerId_Corporate !== undefined) {
    const customerId = await visibleCustomerId(db, session, query.customerId_Corporate);
    select = select.where('customerId', '=', customerId).where('isCorporate', '=', true);
  } else {
    const customerId = await visibleCustomerId(db, session, query.customerId);
    select = select.where('customerId', '=', customerId);
    if (query.canSwitch) {
      select = select
        .where('typeId', 'in', switchableLocationTypes)
        .where('statusId', 'in', switchableStatusIds);
      const loginUser = session.loginUser;
      if (!loginUser.isGlobalAdmin && !loginUser.isCustomerAdmin) {
        select = select.where('id', 'in', await ownLocationIds(db, loginUser.id));
      }
    }
  }

  const rows = await select.execute();
  return rows.map((row) =>
    projectFields({ ...row, isDefault: row.id === session.actingUser.locationId }, query.include),
  );
}

/** GET location: the acting location with its administration fields (spec §3). */
export async function actingLocation(db: Kysely<DB>, session: Session) {
  const location = await db
    .selectFrom('locations')
    .innerJoin('customers', 'customers.id', 'locations.customerId')
    .selectAll('locations')
    .select('customers.name as customerName')
    .where('locations.id', '=', session.locationId)
    .executeTakeFirst();
  if (!location) throw notFound('Location not found');
  return location;
}
