import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

interface RequestTransaction {
  trx: Kysely<DB>;
  afterCommit: (() => Promise<unknown>)[];
}

const storage = new AsyncLocalStorage<RequestTransaction>();

/**
 * The transaction the current request's handler runs in, if any. `app.db` and `app.readDb` answer it
 * (app.ts), so a handler joins it without being told; see idempotency.ts for why it exists.
 */
export function currentTransaction(): Kysely<DB> | undefined {
  return storage.getStore()?.trx;
}

/**
 * Runs `work` inside one transaction that every `app.db` call in it shares, then, once committed, the
 * work it deferred with afterCommit — outside the transaction's context, so nothing there can touch a
 * finished transaction. On an error everything is rolled back and nothing deferred runs.
 */
export async function runInRequestTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  const deferred: RequestTransaction['afterCommit'] = [];
  const result = await db
    .transaction()
    .execute((trx) => storage.run({ trx, afterCommit: deferred }, () => work(trx)));
  for (const task of deferred) await task();
  return result;
}

/**
 * Work that must see the request's change committed (a job that reads it, pg-boss on PGlite's one
 * connection, which would wait for the open transaction forever): after the commit when the request
 * has a transaction, else now.
 */
export async function afterCommit(task: () => Promise<unknown>): Promise<void> {
  const store = storage.getStore();
  if (store) store.afterCommit.push(task);
  else await task();
}
