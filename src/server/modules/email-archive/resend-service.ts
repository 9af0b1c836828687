import type { Kysely } from 'kysely';
import {
  isLinkMailKind,
  resendLimits,
  type EmailArchiveResendAnswer,
} from '../../../domain/admin/email-archive.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { claimAccountRequest } from '../accounts/account-request-limit.ts';
import { archiveScopeOf } from './archive-scope.ts';
import { scopedMail } from './queries.ts';

/**
 * POST emailArchiveResend: queues a copy of a mail as a new row (kind, language and attachment kept,
 * created by the admin); the original stays as the record of what happened. A password-link mail is
 * refused: its link may be used or expired, and resending it would hand out the same token again.
 * A mail is resent at most 3 times an hour and an admin resends at most 30 an hour (429 beyond).
 */
export async function resendArchivedMail(
  db: Kysely<DB>,
  session: Session,
  id: number,
): Promise<EmailArchiveResendAnswer> {
  const mail = await scopedMail(db, archiveScopeOf(session))
    .select([
      'm.marketId',
      'm.customerId',
      'm.toAddress',
      'm.subject',
      'm.body',
      'm.htmlBody',
      'm.kind',
      'm.language',
      'm.attachmentName',
      'm.attachment',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!mail) throw notFound(errorMessages.EmailNotFound);
  if (isLinkMailKind(mail.kind)) {
    throw new HttpError(409, errorMessages.LinkMailNotResent, 'LinkMailNotResent');
  }
  const isAllowed = await claimAccountRequest(db, {
    call: 'mail-resend',
    counters: [
      { name: 'mail', value: String(id), max: resendLimits.perMail },
      { name: 'admin', value: String(session.loginUser.id), max: resendLimits.perAdmin },
    ],
    windowMinutes: resendLimits.windowMinutes,
  });
  if (!isAllowed) throw new HttpError(429, errorMessages.MailResendLimit, 'MailResendLimit');
  const copy = await db
    .insertInto('emailArchive')
    .values({ ...mail, createdBy: session.loginUser.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: copy.id, status: 'queued' };
}
