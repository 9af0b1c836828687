import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { reachesLocation, type ContainerScope } from '../containers/container-scope.ts';

/** What container orders and rentals share when one is placed (issue 20 items 3–4). */

/** A field's 400, named as the zod errors name it. */
export const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { issues: [{ field, message }] });

/** The location an order or a rental is for: the given one if the scope reaches it, else the session's. */
export async function orderingLocation(
  db: Kysely<DB>,
  session: Session,
  scope: ContainerScope,
  locationId: number | undefined,
) {
  const location = await db
    .selectFrom('locations')
    .select(['id', 'customerId', 'marketId', 'isContainerActive', 'isProvider'])
    .where('id', '=', locationId ?? session.locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!location || !reachesLocation(scope, location)) {
    throw fieldError('locationId', 'must be a location you order for');
  }
  if (!location.isContainerActive) throw fieldError('locationId', 'must be a container location');
  return location;
}

/** The type of the market, with its daily price; a type of another market is bad input. */
export async function containerTypeOf(db: Kysely<DB>, marketId: string, typeId: string) {
  const type = await db
    .selectFrom('containerTypes')
    .select(['id', 'dailyPrice'])
    .where('marketId', '=', marketId)
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type) throw fieldError('containerTypeId', 'must be a container type of the market');
  return type;
}
