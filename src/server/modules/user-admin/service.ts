import type { Kysely } from 'kysely';
import { canManageCustomerUsers, type UserAdminActor } from '../../../domain/admin/user-rules.ts';
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '../../../domain/admin/users.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { adminUserById, customerUsersPage } from './queries.ts';

/** The real login user decides (spec §6); the acting customer is the one administered. */
export function userAdminActor(session: Session): UserAdminActor {
  const { id, customerId, isCustomerAdmin, isGlobalAdmin } = session.loginUser;
  return { id, customerId, isCustomerAdmin, isGlobalAdmin };
}

/** A customer admin acts only within their own customer; a global admin for whichever they chose. */
export function assertManagesActingCustomer(session: Session) {
  if (!canManageCustomerUsers(userAdminActor(session), session.customerId)) {
    throw new HttpError(403, errorMessages.NoAccess, 'Forbidden');
  }
}

/** GET adminUsers: a page of the acting customer's users. */
export function listAdminUsers(
  db: Kysely<DB>,
  session: Session,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  assertManagesActingCustomer(session);
  return customerUsersPage(db, session.marketId, session.customerId, query);
}

/** GET adminUser: a user of the acting customer; any other id, another customer's too, is 404. */
export async function getAdminUser(db: Kysely<DB>, session: Session, id: number): Promise<AdminUser> {
  assertManagesActingCustomer(session);
  const user = await adminUserById(db, session.marketId, id);
  if (!user || user.customerId !== session.customerId) throw notFound(errorMessages.UserNotFound);
  return user;
}
