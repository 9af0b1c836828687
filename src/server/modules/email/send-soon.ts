import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../http/request-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * Asks for a sending run now rather than at the job's next sweep, once the request that queued the
 * mail has committed: the job must find the row, and on PGlite pg-boss shares the one connection the
 * open transaction holds. If asking fails, the mail only waits for the sweep.
 */
export async function sendEmailSoon(jobs: JobQueue | null, log: FastifyBaseLogger): Promise<void> {
  await afterCommit(async () => {
    await jobs?.requestEmailSending().catch((error: unknown) => {
      log.warn({ err: error }, 'could not request the e-mail job');
    });
  });
}
