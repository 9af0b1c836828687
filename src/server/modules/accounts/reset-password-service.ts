import { sql, type Kysely } from 'kysely';
import type { ResetPasswordRequest } from '../../../domain/accounts/password-reset.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { throttleKeys } from '../../auth/login-throttle.ts';
import { hashPassword } from '../../auth/password.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { writeAuditLog } from '../../audit/write-audit-log.ts';
import { hashResetToken } from './password-links.ts';

/** An unknown, used or expired link, or one of a disabled user: the same answer for all. */
const invalidLink = () => new HttpError(400, errorMessages.InvalidResetLink, 'InvalidResetLink');

/**
 * The link's token and user if it may still be used: known, unused, unexpired, its user active. The
 * token alone names the user (a link in the mail has no market): it is a 256-bit secret.
 */
async function usableLink(db: Kysely<DB>, token: string) {
  const link = await db
    .selectFrom('passwordResetTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.id as tokenId', 'u.id as userId', 'u.marketId', 'u.loginName'])
    .where('t.tokenHash', '=', hashResetToken(token))
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', sql<Date>`now()`)
    .where('u.isActive', '=', true)
    .executeTakeFirst();
  if (!link) throw invalidLink();
  return link;
}

/** POST ResetPasswordCheck: whether the reset page may ask for a password, and for whom. */
export async function checkResetLink(db: Kysely<DB>, token: string): Promise<{ loginName: string }> {
  const { loginName } = await usableLink(db, token);
  return { loginName };
}

/**
 * POST ResetPassword (issue 16 item 2), also the first password of a welcome link. The password is
 * hashed before the transaction (scrypt takes a while, and only for a link that looked usable); in it
 * the token's row is locked and checked again, so of two parallel uses exactly one gets through. Every
 * unused link of the user is used up with it, and every session of the user ends.
 */
export async function resetPassword(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'passwordHashCost'>,
  request: ResetPasswordRequest,
): Promise<{ loginName: string }> {
  const link = await usableLink(db, request.token);
  const passwordHash = await hashPassword(request.newPassword, config.passwordHashCost);
  await inTransaction(db, async (trx) => {
    const locked = await trx
      .selectFrom('passwordResetTokens')
      .select('id')
      .where('id', '=', link.tokenId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw invalidLink();
    const changed = await trx
      .updateTable('users')
      .set((eb) => ({ passwordHash, version: eb('version', '+', 1) }))
      .where('id', '=', link.userId)
      .where('isActive', '=', true)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw invalidLink();
    await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: sql<Date>`now()` })
      .where('userId', '=', link.userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('loginUserId', '=', link.userId).execute();
    // The user proved who they are: earlier wrong guesses no longer hold their login back.
    const nameKey = throttleKeys(link.marketId, link.loginName, '').name;
    await trx.deleteFrom('loginFailures').where('throttleKey', '=', nameKey).execute();
    const { marketId, userId, loginName } = link;
    await writeAuditLog(trx, { marketId, type: 'passwordReset', userId, loginName, subject: loginName });
  });
  return { loginName: link.loginName };
}
