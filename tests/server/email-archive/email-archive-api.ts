import type { EmailArchivePage, EmailArchiveMessage } from '../../../src/domain/admin/email-archive.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export interface MailFixture {
  customerId: number | null;
  subject: string;
  to?: string;
  kind?: string;
  status?: 'queued' | 'sent' | 'failed';
  error?: string | null;
  html?: string;
  text?: string;
  attachment?: { name: string; content: Buffer };
  createdAt?: string;
}

/** A row of the e-mail archive as a sending of the portal would leave it, straight in the table. */
export async function archivedMail(t: TestApp, mail: MailFixture): Promise<number> {
  const row = await t.app.db
    .insertInto('emailArchive')
    .values({
      marketId: 'no',
      customerId: mail.customerId,
      toAddress: mail.to ?? 'mottaker@example.no',
      subject: mail.subject,
      body: mail.text ?? `Text of ${mail.subject}`,
      htmlBody: mail.html ?? `<p>HTML of ${mail.subject}</p>`,
      kind: mail.kind ?? 'other',
      language: 'nb-NO',
      status: mail.status ?? 'queued',
      error: mail.error ?? null,
      attachmentName: mail.attachment?.name ?? null,
      attachment: mail.attachment?.content ?? null,
      ...(mail.createdAt ? { createdAt: mail.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function archiveAs(t: TestApp, login: string, query: Record<string, string> = {}) {
  return t.callAs<EmailArchivePage>(login, 'GET', 'emailArchive', { query });
}

export function messageAs(t: TestApp, login: string, id: number) {
  return t.callAs<EmailArchiveMessage>(login, 'GET', 'emailArchiveMessage', { query: { id: String(id) } });
}

/** The subjects of a page that must succeed. */
export async function subjectsAs(t: TestApp, login: string, query: Record<string, string> = {}) {
  const answer = await archiveAs(t, login, query);
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`emailArchive as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data.rows.map((row) => row.subject);
}
