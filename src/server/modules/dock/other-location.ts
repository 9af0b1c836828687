import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * The other end of a dock arrival or delivery: a location of the session's market (404 otherwise) that
 * is not the acting location (400 naming the field).
 */
export async function otherLocationOf(
  db: Kysely<DB>,
  session: Session,
  field: 'locationIdFrom' | 'locationIdTo',
  locationId: number,
) {
  if (locationId === session.locationId) {
    const message = 'must not be the acting location';
    throw badRequest(`${field}: ${message}`, { issues: [{ field, message }] });
  }
  const location = await db
    .selectFrom('locations')
    .select(['id', 'customerId', 'isProvider'])
    .where('id', '=', locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!location) throw notFound('Location not found');
  return location;
}
