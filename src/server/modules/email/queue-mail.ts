import { sql, type Kysely, type Transaction } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';

export interface QueuedMail {
  marketId: string;
  /** The customer whose e-mail archive shows the mail; null for someone who is no customer's user yet. */
  customerId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is: 'password-reset', 'welcome', 'new-customer-received' … */
  kind: string;
  language: Locale;
  /** The logged-in user who caused it; null for a public call. */
  createdBy: number | null;
  /** Seconds from now before the sender may take it (spreads an import's welcome mails); now unless told. */
  sendAfterSeconds?: number;
}

/**
 * Puts a mail in the e-mail archive, in the caller's transaction; the job
 * (src/server/jobs/send-queued-email.ts) sends it over SMTP after the commit. Call sendEmailSoon
 * (send-soon.ts) in the route so it goes out now rather than at the next sweep.
 */
export async function queueMail(db: Kysely<DB> | Transaction<DB>, mail: QueuedMail): Promise<number> {
  const row = await db
    .insertInto('emailArchive')
    .values({
      marketId: mail.marketId,
      customerId: mail.customerId,
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      htmlBody: mail.html,
      kind: mail.kind,
      language: mail.language,
      createdBy: mail.createdBy,
      ...(mail.sendAfterSeconds
        ? { nextAttemptAt: sql<Date>`now() + make_interval(secs => ${mail.sendAfterSeconds})` }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
