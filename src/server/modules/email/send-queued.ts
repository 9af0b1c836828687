import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { writeAuditLog } from '../../audit/write-audit-log.ts';
import type { MailTransport } from './mail-transport.ts';
import { maxSendAttempts, retryDelaySeconds, sendLeaseSeconds } from './retry-policy.ts';

export interface SendRun {
  sent: number;
  failed: { id: number; attempts: number; error: string }[];
  /** The mail server could not be reached: the other due rows wait for the next run, attempts untouched. */
  stoppedEarly: boolean;
}

/** Errors of the connection rather than of one message: the next message would meet them too. */
const serverUnavailableCodes = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
]);

const secondsFromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/**
 * Takes the next due row in one statement: SKIP LOCKED lets a concurrent run take another row instead
 * of waiting for this one, and moving its due time a lease ahead keeps every run off it after the
 * commit, while it is being sent. Counts the attempt before sending, so a crash mid-send counts too.
 */
function takeNextDue(db: Kysely<DB>) {
  return db
    .updateTable('emailArchive')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: secondsFromNow(sendLeaseSeconds) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('emailArchive')
        .select('id')
        .where('status', 'in', ['queued', 'failed'])
        .where('nextAttemptAt', '<=', sql<Date>`now()`)
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'toAddress', 'subject', 'body', 'htmlBody', 'attachmentName', 'attachment', 'attempts'])
    .returning(['marketId', 'customerId'])
    .executeTakeFirst();
}

type DueRow = NonNullable<Awaited<ReturnType<typeof takeNextDue>>>;

function send(transport: MailTransport, from: string, row: DueRow) {
  return transport.sendMail({
    from,
    to: row.toAddress,
    subject: row.subject,
    text: row.body,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    attachments:
      row.attachment && row.attachmentName
        ? [{ filename: row.attachmentName, content: Buffer.from(row.attachment) }]
        : [],
  });
}

async function markSent(db: Kysely<DB>, id: number) {
  await db
    .updateTable('emailArchive')
    .set({ status: 'sent', sentAt: sql<Date>`now()`, nextAttemptAt: null, error: null })
    .where('id', '=', id)
    .execute();
}

async function markFailed(db: Kysely<DB>, row: DueRow, error: string) {
  const retry = row.attempts < maxSendAttempts;
  await db
    .updateTable('emailArchive')
    .set({
      status: 'failed',
      error,
      nextAttemptAt: retry ? secondsFromNow(retryDelaySeconds(row.attempts)) : null,
    })
    .where('id', '=', row.id)
    .execute();
  await writeAuditLog(db, {
    marketId: row.marketId,
    customerId: row.customerId,
    type: 'emailFailed',
    subject: row.toAddress,
    details: { emailId: row.id, mailSubject: row.subject, attempts: row.attempts, error, willRetry: retry },
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Sends every due row of the e-mail archive (queued, or failed and past its backoff), one at a time,
 * and marks each sent, or failed with the error and when it is tried again (retry-policy.ts). Safe to
 * run in several processes at once: no row is sent by two. A row is only marked once the server took
 * it or refused it, so nothing is dropped; a crash after the server took it sends it again (at least once).
 */
export async function sendQueuedEmail(
  db: Kysely<DB>,
  transport: MailTransport,
  from: string,
): Promise<SendRun> {
  const run: SendRun = { sent: 0, failed: [], stoppedEarly: false };
  for (let row = await takeNextDue(db); row; row = await takeNextDue(db)) {
    let failure: unknown = null;
    try {
      await send(transport, from, row);
    } catch (error) {
      failure = error;
    }
    if (failure === null) {
      await markSent(db, row.id);
      run.sent += 1;
      continue;
    }
    const error = messageOf(failure);
    await markFailed(db, row, error);
    run.failed.push({ id: row.id, attempts: row.attempts, error });
    if (serverUnavailableCodes.has(codeOf(failure) ?? '')) {
      run.stoppedEarly = true;
      break;
    }
  }
  return run;
}
