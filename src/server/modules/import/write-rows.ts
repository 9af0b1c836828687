import type { Kysely } from 'kysely';
import { welcomeMailsPerMinute } from '../../../domain/admin/import/import-kinds.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { addressColumnsOf } from '../location-admin/address-service.ts';
import { locationColumnsOf } from '../location-admin/service.ts';
import { queueWelcome } from '../user-admin/save-service.ts';
import { writeUser } from '../user-admin/write-user.ts';
import type { ImportPlan } from './check-rows.ts';
import type { ExternalLocationPlan } from './check-external-locations.ts';
import type { LocationPlan } from './check-locations.ts';
import type { UserPlan } from './check-users.ts';

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters for ~20 columns. */
const insertChunk = 500;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += insertChunk)
    yield items.slice(start, start + insertChunk);
}

/** New locations with the form's columns, then their delivery addresses, a chunk of rows per insert. */
async function writeLocations(trx: Kysely<DB>, session: Session, rows: readonly LocationPlan[]) {
  for (const chunk of chunks(rows)) {
    const created = await trx
      .insertInto('locations')
      .values(
        chunk.map(({ fields }) => ({
          ...locationColumnsOf(fields),
          marketId: session.marketId,
          customerId: session.customerId,
        })),
      )
      .returning(['id', 'number'])
      .execute();
    // Numbers are unique in the market: they pair each new id with its row, whatever order returns.
    const idByNumber = new Map(created.map((location) => [location.number, location.id]));
    const addresses = chunk.flatMap(({ fields, address }) => {
      const locationId = idByNumber.get(fields.number);
      return address && locationId !== undefined ? [{ ...addressColumnsOf(address), locationId }] : [];
    });
    if (addresses.length > 0) await trx.insertInto('locationAddresses').values(addresses).execute();
  }
}

async function writeExternalLocations(
  trx: Kysely<DB>,
  session: Session,
  rows: readonly ExternalLocationPlan[],
) {
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto('externalLocations')
      .values(
        chunk.map(({ index: _index, ...input }) => ({
          ...input,
          marketId: session.marketId,
          customerId: session.customerId,
        })),
      )
      .execute();
  }
}

export interface UserWriteOptions {
  publicUrl: string;
  /** One unusable hash for the whole import, made before the transaction (scrypt is slow by design). */
  passwordHash: string;
}

/**
 * New users as the user form writes them, each with its welcome mail and set-password link; the mails
 * are due a minute apart per 60, and the sender takes them as they fall due.
 */
async function writeUsers(
  trx: Kysely<DB>,
  session: Session,
  rows: readonly UserPlan[],
  options: UserWriteOptions,
) {
  for (const [position, { index: _index, ...input }] of rows.entries()) {
    const id = await writeUser(trx, session, input, options.passwordHash);
    const sendAfterSeconds = Math.floor(position / welcomeMailsPerMinute) * 60;
    await queueWelcome(trx, session, id, input, options.publicUrl, sendAfterSeconds);
  }
}

/** Writes a checked plan; the caller's transaction makes it all or nothing. */
export async function writeImportPlan(
  trx: Kysely<DB>,
  session: Session,
  plan: ImportPlan,
  userOptions: () => UserWriteOptions,
): Promise<void> {
  if (plan.kind === 'locations') await writeLocations(trx, session, plan.rows);
  else if (plan.kind === 'externalLocations') await writeExternalLocations(trx, session, plan.rows);
  else await writeUsers(trx, session, plan.rows, userOptions());
}
