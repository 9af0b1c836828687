import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { createMailTransport } from '../modules/email/mail-transport.ts';
import { sendQueuedEmail } from '../modules/email/send-queued.ts';
import { startEchoQueuedEmail } from './echo-queued-email.ts';
import { workLogged } from './work-logged.ts';

export const sendQueuedEmailQueue = 'send-queued-email';

/** The sweep: mail whose request for a run was lost, and failed mail whose backoff is over. */
const everyMinute = '* * * * *';

/**
 * Sends the e-mail archive's due mail over SMTP (issue 7 item 1). A run is asked for after each request
 * that queues mail (modules/email/send-soon.ts) and by the sweep, which is also how a failed message is
 * retried (modules/email/retry-policy.ts): pg-boss's own retry would repeat a whole run, not the one
 * message. 'stately' keeps at most one run waiting. Without SMTP_URL nothing is sent and mail stays
 * queued; the returned request then writes new mail to the log (echo-queued-email.ts).
 */
export async function startSendQueuedEmail(
  boss: PgBoss,
  db: Kysely<DB>,
  mail: AppConfig['mail'],
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (!mail.smtpUrl) {
    log.warn('SMTP_URL is not set: e-mail is not sent, it stays queued in the e-mail archive and is logged');
    return startEchoQueuedEmail(db, log);
  }
  const transport = createMailTransport(mail.smtpUrl);
  await boss.createQueue(sendQueuedEmailQueue, { name: sendQueuedEmailQueue, policy: 'stately' });
  await boss.schedule(sendQueuedEmailQueue, everyMinute);
  await workLogged(boss, sendQueuedEmailQueue, log, async () => {
    const run = await sendQueuedEmail(db, transport, mail.from);
    if (run.sent > 0) log.info({ sent: run.sent }, 'e-mail sent');
    for (const failure of run.failed) log.warn(failure, 'e-mail could not be sent');
    return { sent: run.sent, failed: run.failed.length, stoppedEarly: run.stoppedEarly };
  });
  const request = async () => {
    await boss.send(sendQueuedEmailQueue, {});
  };
  // Mail queued while no process was sending goes now, not at the next minute.
  await request();
  return request;
}
