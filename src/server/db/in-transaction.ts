import type { Kysely } from 'kysely';

/**
 * Runs `work` in a transaction: its own, or the one `db` already is. A mutation called with an
 * Idempotency-Key runs inside the request's transaction (http/request-transaction.ts), where Kysely
 * refuses to begin another; the work then simply joins it and commits or rolls back with it.
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
