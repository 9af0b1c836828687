import type { Kysely } from 'kysely';
import { notifySwitches, type AdminUserInput } from '../../../domain/admin/users.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Writes the user's row, secondary locations and menu tasks (replaced whole), and returns its id. A
 * new user (passwordHash given) belongs to the acting customer and confirms GDPR at first login.
 */
export async function writeUser(
  trx: Kysely<DB>,
  session: Session,
  input: AdminUserInput,
  passwordHash: string | null,
): Promise<number> {
  const fields = {
    name: input.name,
    loginName: input.loginName,
    email: input.email,
    phone: input.phone,
    language: input.language,
    isActive: input.isActive,
    isCustomerAdmin: input.isCustomerAdmin,
    locationId: input.locationId,
    reportLevel: input.reportLevel,
    isSuperuser: input.isSuperuser,
    isLocationAdmin: input.isLocationAdmin,
    isProvider: input.isProvider,
    isGlobalAdmin: input.isGlobalAdmin,
    supportUser: input.supportUser,
    // Undefined when the admin may not give it (save-service.ts): the stored value stays.
    ...(input.shopAccounting === undefined ? {} : { shopAccounting: input.shopAccounting }),
    ...Object.fromEntries(notifySwitches.map((name) => [name, input[name]])),
  };
  let id: number;
  if (input.id === undefined) {
    if (passwordHash === null) throw new Error('A new user needs its unusable password hash');
    const created = await trx
      .insertInto('users')
      .values({
        ...fields,
        marketId: session.marketId,
        customerId: session.customerId,
        passwordHash,
        confirmedGdpr: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = created.id;
  } else {
    id = input.id;
    await trx
      .updateTable('users')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('userSecondaryLocations').where('userId', '=', id).execute();
    await trx.deleteFrom('webTaskUsers').where('userId', '=', id).execute();
  }
  if (input.secondaryLocationIds.length > 0) {
    await trx
      .insertInto('userSecondaryLocations')
      .values(input.secondaryLocationIds.map((locationId) => ({ userId: id, locationId })))
      .execute();
  }
  if (input.tasks.length > 0) {
    await trx
      .insertInto('webTaskUsers')
      .values(input.tasks.map((taskId) => ({ userId: id, taskId })))
      .execute();
  }
  return id;
}
