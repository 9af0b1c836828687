import type { Kysely } from 'kysely';
import { loginFailedMessage, type LoginRequest } from '../../../domain/session/login.ts';
import type { AppConfig } from '../../config.ts';
import {
  forgetLoginAttempt,
  isLoginThrottled,
  recordLoginAttempt,
  throttleKeys,
} from '../../auth/login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { createSession, findSession, sessionUserColumns } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, tooManyRequests } from '../../http/errors.ts';
import { sessionStatus } from './status.ts';

/**
 * POST Login (spec §4, §7): a wrong name or password is the same 401 'Login failed'; failures are
 * limited per login name and per client address (429 once over the limit, even with the right password).
 */
export async function login(
  db: Kysely<DB>,
  config: AppConfig,
  marketId: string,
  request: LoginRequest,
  address: string,
) {
  const keys = throttleKeys(marketId, request.userLoginName, address);
  if (await isLoginThrottled(db, keys, config.loginThrottle)) {
    throw tooManyRequests('Too many failed logins, try again later');
  }
  const attempt = await recordLoginAttempt(db, keys);
  const user = await db
    .selectFrom('users')
    .select([...sessionUserColumns, 'passwordHash'])
    .where('marketId', '=', marketId)
    .where((eb) => eb(eb.fn('lower', ['loginName']), '=', request.userLoginName.toLowerCase()))
    .executeTakeFirst();
  const isValid = user
    ? user.isActive && (await verifyPassword(request.password, user.passwordHash))
    : await verifyAgainstDummy(request.password, config.passwordHashCost);
  if (!user || !isValid) throw new HttpError(401, loginFailedMessage, 'LoginFailed');
  await forgetLoginAttempt(db, keys.name, attempt);
  await db.updateTable('users').set({ lastLoginAt: new Date() }).where('id', '=', user.id).execute();
  const token = await createSession(db, user, config.sessionTtlHours);
  const session = await findSession(db, token, marketId);
  if (!session) throw new Error('A session just created was not found');
  return { token, status: await sessionStatus(db, session) };
}
