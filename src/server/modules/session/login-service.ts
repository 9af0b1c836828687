import type { Kysely } from 'kysely';
import { loginFailedMessage, type LoginRequest } from '../../../domain/session/login.ts';
import type { AppConfig } from '../../config.ts';
import { claimLoginAttempt, settleLoginAttempt } from '../../auth/login-throttle.ts';
import { verifyLoginPassword } from '../../auth/password.ts';
import { createSession, findSession, sessionUserColumns } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, tooManyRequests } from '../../http/errors.ts';
import { sessionStatus } from './status.ts';

/**
 * POST Login (spec §4, §7): an unknown name, a disabled account and a wrong password are the same 401
 * 'Login failed', after the same password work; failures are limited per login name and per client
 * address (429 once over the limit, even with the right password).
 */
export async function login(
  db: Kysely<DB>,
  config: AppConfig,
  marketId: string,
  request: LoginRequest,
  address: string,
) {
  const client = { marketId, loginName: request.userLoginName, address };
  const attempt = await claimLoginAttempt(db, client, config.loginThrottle);
  if (!attempt) throw tooManyRequests('Too many failed logins, try again later');
  const user = await db
    .selectFrom('users')
    .select([...sessionUserColumns, 'passwordHash'])
    .where('marketId', '=', marketId)
    .where((eb) => eb(eb.fn('lower', ['loginName']), '=', request.userLoginName.toLowerCase()))
    .executeTakeFirst();
  const isPasswordRight = await verifyLoginPassword(
    request.password,
    user?.passwordHash,
    config.passwordHashCost,
  );
  if (!user?.isActive || !isPasswordRight) throw new HttpError(401, loginFailedMessage, 'LoginFailed');
  await settleLoginAttempt(db, attempt);
  await db.updateTable('users').set({ lastLoginAt: new Date() }).where('id', '=', user.id).execute();
  const token = await createSession(db, user, config.sessionTtlHours);
  const session = await findSession(db, token, marketId);
  if (!session) throw new Error('A session just created was not found');
  return { token, status: await sessionStatus(db, session) };
}
