import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Rows per DELETE: a sweep after a long pause never holds one huge transaction. */
const batchSize = 5000;

/**
 * Deletes audit log entries older than the retention (AUDIT_LOG_RETENTION_DAYS, issue 19 item 7), a
 * batch at a time; answers how many. Safe to run in several processes at once: a row is deleted once.
 */
export async function pruneAuditLog(
  db: Kysely<DB>,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('auditLog')
      .where('id', 'in', (eb) =>
        eb.selectFrom('auditLog').select('id').where('createdAt', '<', cutoff).limit(batchSize),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/** Once at start and then every few hours: old entries leave within hours of passing the retention. */
const sweepEveryMs = 6 * 60 * 60 * 1000;

/** Runs the sweep in the background of a process that runs jobs; answers how to stop it. */
export function startAuditLogSweep(
  db: Kysely<DB>,
  retentionDays: number,
  onError: (error: unknown) => void,
  onDeleted: (deleted: number) => void,
): () => void {
  const sweep = () =>
    void pruneAuditLog(db, retentionDays).then((deleted) => deleted > 0 && onDeleted(deleted), onError);
  const first = setTimeout(sweep, 10_000);
  const timer = setInterval(sweep, sweepEveryMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
