import type { Kysely } from 'kysely';
import {
  canActAsUser,
  canChooseCustomer,
  isSwitchableLocation,
  switchableLocationTypes,
  switchableStatusIds,
  type SwitchActor,
  type UserSwitch,
} from '../../../domain/session/user-switch.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { ownLocationIds } from '../locations/queries.ts';

export function switchActor(session: Session): SwitchActor {
  const user = session.loginUser;
  return {
    isGlobalAdmin: user.isGlobalAdmin,
    isProvider: user.isProvider,
    isCustomerAdmin: user.isCustomerAdmin,
    customerId: user.customerId,
    locationId: user.locationId,
  };
}

/**
 * POST status, the user switch (spec §6): decides the new acting customer, location and user from the
 * real login user's rights, then stores them on the session. Going back to the login user is always
 * allowed.
 */
export async function switchActingUser(db: Kysely<DB>, session: Session, request: UserSwitch) {
  const actor = switchActor(session);
  const loginUser = session.loginUser;
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'statusId'])
    .where('id', '=', request.customerId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!customer) throw notFound('Customer not found');
  if (!canChooseCustomer(actor, customer.id)) throw forbidden('You may not choose another customer');

  const target =
    request.userId === undefined || request.userId === loginUser.id
      ? null
      : await db
          .selectFrom('users')
          .select(['id', 'customerId', 'locationId', 'isActive'])
          .where('id', '=', request.userId)
          .where('customerId', '=', customer.id)
          .executeTakeFirst();
  if (request.userId !== undefined && request.userId !== loginUser.id && !target?.isActive) {
    throw notFound('User not found');
  }

  const locationId =
    request.locationId ??
    target?.locationId ??
    (customer.id === loginUser.customerId
      ? loginUser.locationId
      : await firstSwitchableLocation(db, customer.id));
  const location = await db
    .selectFrom('locations')
    .select(['id', 'customerId', 'typeId', 'statusId'])
    .where('id', '=', locationId)
    .where('customerId', '=', customer.id)
    .executeTakeFirst();
  if (!location) throw notFound('Location not found');
  if (!isSwitchableLocation(location)) throw badRequest('locationId: this location cannot be chosen');
  if (!actor.isGlobalAdmin && !actor.isCustomerAdmin && location.id !== loginUser.locationId) {
    const own = await ownLocationIds(db, loginUser.id);
    if (!own.includes(location.id)) throw forbidden('You may not switch to this location');
  }
  if (target && !canActAsUser(actor, target, location.id)) {
    throw forbidden('You may not act as this user');
  }

  await db
    .updateTable('sessions')
    .set({
      actingCustomerId: customer.id,
      actingLocationId: location.id,
      actingUserId: target?.id ?? loginUser.id,
    })
    .where('id', '=', session.id)
    .execute();
}

async function firstSwitchableLocation(db: Kysely<DB>, customerId: number): Promise<number> {
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('customerId', '=', customerId)
    .where('typeId', 'in', switchableLocationTypes)
    .where('statusId', 'in', switchableStatusIds)
    .orderBy('id')
    .executeTakeFirst();
  if (!location) throw notFound('The customer has no location to choose');
  return location.id;
}
