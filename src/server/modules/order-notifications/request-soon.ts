import { afterCommit, currentTransaction } from '../../http/request-transaction.ts';

type Request = (delaySeconds?: number) => Promise<void>;

/**
 * The running job queue's request for a notification run (jobs/job-queue.ts sets it). Status changes
 * are noted deep in services that know no app, so the queue registers here, one per process.
 */
let request: Request | null = null;

export function onOrderEventsNoted(next: Request): () => void {
  request = next;
  return () => {
    if (request === next) request = null;
  };
}

/**
 * Asks for a run once the noting transaction has committed, so the job finds the rows. In a request's
 * transaction that is afterCommit. A service's own transaction has no commit hook: asking inside it
 * must not be awaited (on PGlite pg-boss shares the one connection and would wait for the commit
 * forever), so it is sent unawaited and starts a second later; a run that still came too early leaves
 * the rows to the minute sweep. Failing to ask only delays the mail to that sweep.
 */
export async function requestOrderNotificationsSoon(): Promise<void> {
  const current = request;
  if (!current) return;
  if (currentTransaction()) {
    await afterCommit(() => current().catch(() => undefined));
    return;
  }
  void current(1).catch(() => undefined);
}
