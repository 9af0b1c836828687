import type { Kysely } from 'kysely';
import { isLocale } from '../../../domain/shared/language-resolution.ts';
import { fallbackLocale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { mailBrand, renderMail } from '../email/mail-layout.ts';
import { queueMail } from '../email/queue-mail.ts';
import { issuePasswordLink } from './password-links.ts';
import { passwordResetMailTexts } from './password-reset-mail-texts.ts';

/** The user a reset link goes to. */
export interface ResetMailRecipient {
  id: number;
  marketId: string;
  customerId: number;
  name: string;
  loginName: string;
  email: string;
  language: string;
}

/**
 * Makes a reset link for the user and queues the mail that carries it, in the user's language, in the
 * caller's transaction (issue 16 items 1 and 3). requestedBy is the admin who sent it, null when the
 * user asked. The caller wakes the sender (sendEmailSoon) once it has committed.
 */
export async function queuePasswordResetMail(
  db: Kysely<DB>,
  user: ResetMailRecipient,
  input: { requestedBy: number | null; publicUrl: string },
): Promise<void> {
  const link = await issuePasswordLink(db, {
    userId: user.id,
    purpose: 'reset',
    requestedBy: input.requestedBy,
    publicUrl: input.publicUrl,
  });
  const language = isLocale(user.language) ? user.language : fallbackLocale;
  const texts = passwordResetMailTexts[language];
  const mail = renderMail(user.marketId, {
    subject: texts.subject(mailBrand(user.marketId).name),
    greeting: texts.greeting(user.name),
    paragraphs: [
      input.requestedBy === null ? texts.askedByUser(user.loginName) : texts.askedByAdmin(user.loginName),
    ],
    action: { label: texts.action, url: link.url },
    after: [texts.validity(link.expiresInMinutes), texts.ignore],
  });
  await queueMail(db, {
    marketId: user.marketId,
    customerId: user.customerId,
    to: user.email,
    ...mail,
    kind: 'password-reset',
    language,
    createdBy: input.requestedBy,
  });
}
