import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';

/** The ids a job's payload names (`orderId`, `ids`, …), for the log line of a failed run. */
function idsOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => /(^id$|Id$|Ids$|^ids$)/.test(key) && value !== null),
  );
}

/**
 * `boss.work` with the failures an operator must see: a run that fails is a warning while pg-boss
 * will try again, an error with the queue, the job's id and its payload's ids once it has failed its
 * last retry. The handler's error is passed on, so pg-boss records the failure as before.
 */
export async function workLogged<T extends object>(
  boss: PgBoss,
  queue: string,
  log: FastifyBaseLogger,
  handler: (data: T) => Promise<unknown>,
): Promise<string> {
  return boss.work<T>(queue, { includeMetadata: true }, async ([job]) => {
    if (!job) return undefined;
    try {
      return await handler(job.data);
    } catch (error) {
      const isLast = job.retryCount >= job.retryLimit;
      const facts = { err: error, queue, jobId: job.id, retryCount: job.retryCount, ...idsOf(job.data) };
      if (isLast) log.error(facts, 'job failed its last retry');
      else log.warn(facts, 'job failed; it will be retried');
      throw error;
    }
  });
}
