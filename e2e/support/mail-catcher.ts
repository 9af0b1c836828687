import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailDir } from './smtp-catcher.ts';

export interface CaughtMail {
  /** When the catcher received it (ms since the epoch). */
  receivedAt: number;
  mail: ParsedMail;
}

export interface MailQuery {
  /** Only mails received at or after this moment (ms since the epoch). */
  since?: number;
  /** Only mails whose text matches. */
  text?: RegExp;
  timeoutMs?: number;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase() ?? ''));

/** Every mail the catcher holds, oldest first. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const files = fs.existsSync(mailDir)
    ? fs
        .readdirSync(mailDir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
  return Promise.all(
    files.map(async (name) => ({
      receivedAt: Number(name.split('-')[0]),
      mail: await simpleParser(fs.readFileSync(path.join(mailDir, name))),
    })),
  );
}

/** Waits until a mail to `address` matching the query has arrived (polled every 250 ms). */
export async function waitForMailTo(address: string, query: MailQuery = {}): Promise<ParsedMail> {
  const { since = 0, text, timeoutMs = 30_000 } = query;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails()).find(
      ({ receivedAt, mail }) =>
        receivedAt >= since &&
        recipients(mail).includes(address.toLowerCase()) &&
        (!text || text.test(mail.text ?? '')),
    );
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the mail's text to `pathname` (e.g. /reset-password), as a full URL. */
export function linkIn(mail: ParsedMail, pathname: string): string {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s<>"]+${escaped}[^\\s<>"]*`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No link to ${pathname} in the mail "${mail.subject ?? ''}"`);
  return link;
}
