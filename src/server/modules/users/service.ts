import { sessionActor, writeAuditLog, type AuditEvent } from '../../audit/write-audit-log.ts';
import { sql, type Kysely } from 'kysely';
import type { PasswordChange } from '../../../domain/session/passwords.ts';
import type { Profile } from '../../../domain/session/profile.ts';
import { canActAsUser } from '../../../domain/session/user-switch.ts';
import { projectFields } from '../../../domain/shared/include-fields.ts';
import type { UserListQuery } from '../../../domain/users/user-queries.ts';
import { actingTasks } from '../../auth/acting-tasks.ts';
import { claimLoginAttempt, settleLoginAttempt } from '../../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { AppConfig } from '../../config.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import { switchActor } from '../session/user-switch-service.ts';

const userColumns = [
  'id',
  'name',
  'loginName',
  'email',
  'phone',
  'language',
  'customerId',
  'locationId',
  'isActive',
  'isCustomerAdmin',
  'isGlobalAdmin',
  'isProvider',
  'reportLevel',
  'confirmedGdpr',
  'lastLoginAt',
  'version',
] as const;

function isOwnUser(session: Session, userId: number) {
  return userId === session.loginUser.id || userId === session.actingUser.id;
}

/** GET user: oneself, or for a customer admin a user of their customer; a global admin any in the market. */
export async function getUser(db: Kysely<DB>, session: Session, id: number | undefined) {
  const userId = id ?? session.actingUser.id;
  const user = await db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', userId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  const loginUser = session.loginUser;
  const mayRead =
    user &&
    (isOwnUser(session, user.id) ||
      loginUser.isGlobalAdmin ||
      (loginUser.isCustomerAdmin && user.customerId === loginUser.customerId));
  if (!user || !mayRead) throw notFound('User not found');
  return user;
}

/** POST user, the profile dialog: only one's own profile (spec §3 Profile). */
export async function saveProfile(db: Kysely<DB>, session: Session, profile: Profile) {
  if (!isOwnUser(session, profile.userId)) {
    await getUser(db, session, profile.userId);
    throw forbidden('You may only edit your own profile here');
  }
  const user = await db
    .updateTable('users')
    .set((eb) => ({
      name: profile.name,
      phone: profile.phone,
      email: profile.email,
      language: profile.language,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', profile.userId)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  // The profile's language is the user's choice: the session shows it from now on (spec §1).
  if (profile.userId === session.loginUser.id) {
    await db
      .updateTable('sessions')
      .set({ language: profile.language })
      .where('id', '=', session.id)
      .execute();
  }
  return user;
}

/**
 * POST userPassword: one's own password, the old one checked. Other sessions of the user end, so a
 * changed password locks out whoever knew the old one, and every unused reset or welcome link is used up.
 */
export async function changePassword(
  db: Kysely<DB>,
  session: Session,
  change: PasswordChange,
  config: Pick<AppConfig, 'passwordHashCost' | 'loginThrottle'>,
  audit: Partial<AuditEvent>,
) {
  const address = audit.address ?? '';
  if (change.userId !== session.loginUser.id) {
    await getUser(db, session, change.userId);
    throw forbidden('You may only change your own password');
  }
  const user = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', change.userId)
    .executeTakeFirstOrThrow();
  // Guessing the old password counts against the same limits as guessing it at login, in one step.
  const client = { marketId: session.marketId, loginName: session.loginUser.loginName, address };
  const attempt = await claimLoginAttempt(db, client, config.loginThrottle);
  if (!attempt) throw tooManyRequests('Too many failed attempts, try again later');
  if (!(await verifyPassword(change.oldPassword, user.passwordHash))) {
    throw new HttpError(400, 'Could not change password: the old password is not correct', 'WrongPassword');
  }
  await settleLoginAttempt(db, attempt);
  const passwordHash = await hashPassword(change.newPassword, config.passwordHashCost);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ passwordHash, version: eb('version', '+', 1) }))
      .where('id', '=', change.userId)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('loginUserId', '=', change.userId)
      .where('id', '!=', session.id)
      .execute();
    // A reset or welcome link sent before the change would otherwise set a password over it.
    await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: sql<Date>`now()` })
      .where('userId', '=', change.userId)
      .where('usedAt', 'is', null)
      .execute();
    await writeAuditLog(trx, {
      ...sessionActor(session),
      ...audit,
      type: 'passwordChanged',
      subject: session.loginUser.loginName,
    });
  });
  return { changed: true };
}

/**
 * GET Users, for the user switch (spec §6): the users the login user may act as. A customer admin
 * sees users of their own location and of the selected location; a global admin who is provider staff
 * every user of the customer.
 */
export async function listUsers(db: Kysely<DB>, session: Session, query: UserListQuery) {
  const actor = switchActor(session);
  if (query.customerId !== actor.customerId && !actor.isGlobalAdmin) {
    throw forbidden('You may not list users of another customer');
  }
  let select = db
    .selectFrom('users')
    .select(['id', 'name', 'locationId', 'loginName', 'isCustomerAdmin', 'customerId', 'isActive'])
    .where('marketId', '=', session.marketId)
    .where('customerId', '=', query.customerId)
    .orderBy('name');
  if (query.isActive !== undefined) select = select.where('isActive', '=', query.isActive);
  const selectedLocationId = query.locationId ?? session.locationId;
  const rows = (await select.execute()).filter(
    (user) => user.id === session.loginUser.id || canActAsUser(actor, user, selectedLocationId),
  );
  return rows.map((row) => projectFields(row, query.include));
}

/** GET webtaskUsers: the acting user's menu tasks, as the spec's rows. */
export async function listWebTasks(db: Kysely<DB>, session: Session) {
  const tasks = await actingTasks(db, session);
  return [...tasks].sort().map((taskId) => ({ taskId }));
}
