import type { Kysely } from 'kysely';
import {
  isLinkMailKind,
  type EmailArchiveMessage,
  type EmailArchivePage,
  type EmailArchiveQuery,
} from '../../../domain/admin/email-archive.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { archiveScopeOf } from './archive-scope.ts';
import { maskLinkToken } from './mask-link-token.ts';
import { archivePage, findAttachment, findMail, rowOf } from './queries.ts';

/** GET emailArchive: the admin's page of mail (archive-scope.ts), filtered and newest first. */
export function listArchive(
  db: Kysely<DB>,
  session: Session,
  query: EmailArchiveQuery,
): Promise<EmailArchivePage> {
  return archivePage(db, archiveScopeOf(session, query.customerId), query);
}

/** GET emailArchiveMessage: the mail as sent; a password link masked (mask-link-token.ts). */
export async function readArchivedMail(
  db: Kysely<DB>,
  session: Session,
  id: number,
): Promise<EmailArchiveMessage> {
  const mail = await findMail(db, archiveScopeOf(session), id);
  if (!mail) throw notFound(errorMessages.EmailNotFound);
  const isLinkMail = isLinkMailKind(mail.kind);
  return {
    ...rowOf(mail),
    text: maskLinkToken(mail.kind, mail.body),
    html: mail.htmlBody === null ? null : maskLinkToken(mail.kind, mail.htmlBody),
    language: mail.language,
    createdByName: mail.createdByName,
    attachments:
      mail.hasAttachment && mail.attachmentName
        ? [{ id: mail.id, name: mail.attachmentName, size: mail.attachmentSize }]
        : [],
    isLinkMasked: isLinkMail,
    canResend: !isLinkMail,
  };
}

/** GET emailArchiveAttachment: the file a mail carried. */
export async function readArchivedAttachment(db: Kysely<DB>, session: Session, id: number) {
  const file = await findAttachment(db, archiveScopeOf(session), id);
  if (!file?.attachment || !file.attachmentName) throw notFound(errorMessages.EmailAttachmentNotFound);
  return { fileName: file.attachmentName, content: Buffer.from(file.attachment) };
}
