import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * A deactivated user is out at once (issue 17 item 4): every session they logged in with, and every
 * session in which an admin acts as them, is deleted, so their next call is 401.
 */
export async function endSessionsOf(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('loginUserId', '=', userId), eb('actingUserId', '=', userId)]))
    .execute();
}

/**
 * A user whose locations changed acts, from their next call, at a location they still have: their own
 * sessions standing at a location taken from them move to the new primary one. Menu access and report
 * level need nothing here: the session reads them from the users row on every call (auth/session.ts,
 * auth/acting-tasks.ts). A customer's admin may stand at any of its locations and is left where they are.
 */
export async function moveSessionsToOwnLocations(
  trx: Kysely<DB>,
  user: { id: number; locationId: number; secondaryLocationIds: readonly number[] },
): Promise<void> {
  const allowed = [user.locationId, ...user.secondaryLocationIds];
  await trx
    .updateTable('sessions')
    .set({ actingLocationId: user.locationId })
    .where('loginUserId', '=', user.id)
    .where('actingUserId', '=', user.id)
    .where('actingLocationId', 'not in', allowed)
    .execute();
}
