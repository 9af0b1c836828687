import type { Kysely } from 'kysely';
import { mayTradeWith } from '../../../domain/dock/counterpart.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * The other end of a dock arrival or delivery: not the acting location (400 naming the field), and a
 * location of the session's market the acting location may trade with (domain mayTradeWith); any
 * other is not found (404), as another tenant's row is.
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
  const [acting, location] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['customerId', 'isProvider'])
      .where('id', '=', session.locationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('locations')
      .select(['id', 'customerId', 'isProvider'])
      .where('id', '=', locationId)
      .where('marketId', '=', session.marketId)
      .executeTakeFirst(),
  ]);
  if (!location || !mayTradeWith(acting, location)) throw notFound('Location not found');
  return location;
}
