import type { Kysely } from 'kysely';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, forbidden, notFound } from '../../http/errors.ts';
import { queuePasswordResetMail } from './password-reset-mail.ts';
import { sessionActor, writeAuditLog } from '../../audit/write-audit-log.ts';

/**
 * POST userPasswordReset (spec §6; issue 16 item 3): an admin e-mails a user the reset link. A global
 * admin may for any user of the market, a customer admin for the users of their own customer. A
 * disabled user is refused too: the link would not work for them (ResetPasswordCheck).
 */
export async function sendPasswordResetByAdmin(
  db: Kysely<DB>,
  session: Session,
  userId: number,
  publicUrl: string,
): Promise<{ sent: true; email: string }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'marketId', 'customerId', 'name', 'loginName', 'email', 'language', 'isActive'])
    .where('id', '=', userId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!user) throw notFound(errorMessages.UserNotFound);
  const admin = session.loginUser;
  const mayReset = admin.isGlobalAdmin || (admin.isCustomerAdmin && user.customerId === admin.customerId);
  if (!mayReset || !user.isActive) throw forbidden(errorMessages.MayNotResetPassword);
  const email = user.email.trim();
  if (email === '') throw new HttpError(400, errorMessages.UserHasNoEmail, 'UserHasNoEmail');
  await inTransaction(db, async (trx) => {
    await queuePasswordResetMail(trx, { ...user, email }, { requestedBy: admin.id, publicUrl });
    await writeAuditLog(trx, {
      ...sessionActor(session),
      type: 'passwordReset',
      subject: user.loginName,
      details: { userId: user.id, byAdmin: true },
    });
  });
  return { sent: true, email };
}
