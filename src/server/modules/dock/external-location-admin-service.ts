import type { Kysely } from 'kysely';
import type {
  ExternalLocation,
  ExternalLocationDelete,
  ExternalLocationUpdate,
} from '../../../domain/dock/external-location.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  assertOwnLocation,
  externalLocations,
  isNumberTaken,
  isUniqueViolation,
  numberTaken,
} from './external-location-service.ts';

/**
 * The acting customer's external location, locked for a change at the version the admin read: another
 * customer's is 404, a stale version 409 with the current row.
 */
async function lockedExternalLocation(db: Kysely<DB>, session: Session, id: number, version: number) {
  const current = await externalLocations(db, session)
    .where('e.id', '=', id)
    .forUpdate('e')
    .executeTakeFirst();
  if (!current) throw notFound(errorMessages.ExternalLocationNotFound);
  if (current.version !== version) {
    throw new HttpError(409, errorMessages.ExternalLocationChanged, 'VersionConflict', current);
  }
  return current;
}

/** POST externalLocationUpdate (Company → External locations; issue 17 item 5): every field of spec §3. */
export function updateExternalLocation(
  db: Kysely<DB>,
  session: Session,
  input: ExternalLocationUpdate,
): Promise<ExternalLocation> {
  const { id, version, ...fields } = input;
  return inTransaction(db, async (trx) => {
    await lockedExternalLocation(trx, session, id, version);
    await assertOwnLocation(trx, session, fields.locationId);
    if (await isNumberTaken(trx, session, fields.number, id)) throw numberTaken();
    await trx
      .updateTable('externalLocations')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? numberTaken() : error;
      });
    return externalLocations(trx, session).where('e.id', '=', id).executeTakeFirstOrThrow();
  });
}

/**
 * POST externalLocationDelete: one that orders were delivered to is refused (409), so those orders keep
 * their receiver's name and number; the admin renames it instead if it is no longer used.
 */
export function deleteExternalLocation(
  db: Kysely<DB>,
  session: Session,
  input: ExternalLocationDelete,
): Promise<{ id: number; deleted: true }> {
  return inTransaction(db, async (trx) => {
    await lockedExternalLocation(trx, session, input.id, input.version);
    const used = await trx
      .selectFrom('transactions')
      .select('id')
      .where('externalLocationId', '=', input.id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new HttpError(409, errorMessages.ExternalLocationInUse, 'ExternalLocationInUse');
    await trx.deleteFrom('externalLocations').where('id', '=', input.id).execute();
    return { id: input.id, deleted: true as const };
  });
}
