import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Without SMTP_URL nothing is sent: mail stays queued in the e-mail archive. So that a newcomer on
 * `npm start` can still follow a reset or welcome link, each mail queued after the start is written to
 * the log once (recipient, subject and text), by the process that queued it.
 */
export async function startEchoQueuedEmail(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const newest = await db
    .selectFrom('emailArchive')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let lastEchoedId = newest?.id ?? 0;
  return async () => {
    const rows = await db
      .selectFrom('emailArchive')
      .select(['id', 'toAddress', 'subject', 'body'])
      .where('id', '>', lastEchoedId)
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(50)
      .execute();
    for (const row of rows) {
      lastEchoedId = Math.max(lastEchoedId, row.id);
      log.info(
        { emailId: row.id, to: row.toAddress, subject: row.subject },
        `e-mail queued, not sent (SMTP_URL is not set):\n${row.body}`,
      );
    }
  };
}
