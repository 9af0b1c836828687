import { sql, type Kysely } from 'kysely';
import type {
  AdminLocationDelete,
  AdminLocationDeleteAnswer,
  LocationKeptReason,
} from '../../../domain/admin/locations.ts';
import { locationStatusIds } from '../../../domain/admin/locations.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { lockedAdminLocation } from './service.ts';

/** PostgreSQL's foreign_key_violation: some record the checks below do not know still points here. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

/** Why the location must stay: its orders (and schedules) or its users (primary or secondary). */
async function keptReason(trx: Kysely<DB>, id: number): Promise<LocationKeptReason | null> {
  const order = await trx
    .selectFrom('transactions')
    .select('id')
    .where((eb) => eb.or([eb('locationIdFrom', '=', id), eb('locationIdTo', '=', id)]))
    .union(
      trx
        .selectFrom('orderSchedules')
        .select('id')
        .where((eb) => eb.or([eb('locationIdFrom', '=', id), eb('locationIdTo', '=', id)])),
    )
    .limit(1)
    .executeTakeFirst();
  if (order) return 'orders';
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('locationId', '=', id)
    .union(trx.selectFrom('userSecondaryLocations').select('userId as id').where('locationId', '=', id))
    .limit(1)
    .executeTakeFirst();
  return user ? 'users' : null;
}

/**
 * POST adminLocationDelete (issue 17 item 2): a location with orders or users is deactivated (status 2)
 * so their history keeps its place; otherwise it is deleted with its delivery addresses. Any other
 * record still pointing at it (a pallet receipt, a count, a session acting there) also keeps it: the
 * delete is tried under a savepoint and turned into a deactivation when the database refuses it.
 */
export function deleteAdminLocation(
  db: Kysely<DB>,
  session: Session,
  { id, version }: AdminLocationDelete,
): Promise<AdminLocationDeleteAnswer> {
  return inTransaction(db, async (trx) => {
    await lockedAdminLocation(trx, session, id, version);
    const deactivate = async (reason: LocationKeptReason): Promise<AdminLocationDeleteAnswer> => {
      await trx
        .updateTable('locations')
        .set((eb) => ({ statusId: locationStatusIds.inactive, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      return { id, outcome: 'deactivated', reason };
    };

    const reason = await keptReason(trx, id);
    if (reason) return deactivate(reason);

    await sql`savepoint location_delete`.execute(trx);
    try {
      await trx.deleteFrom('locations').where('id', '=', id).execute();
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await sql`rollback to savepoint location_delete`.execute(trx);
      return deactivate('records');
    }
    await sql`release savepoint location_delete`.execute(trx);
    return { id, outcome: 'deleted' };
  });
}
