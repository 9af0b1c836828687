import type { LocalDb, OutboxEntry } from './local-db.ts';

/**
 * The user's later changes to the entity were made on top of `entry`: those based on the same version
 * now name `version` — the one the server gave `entry`, or the server's current one when the user
 * re-applies `entry` after a conflict.
 */
export function rebaseLaterEntries(db: LocalDb, entry: OutboxEntry, version: number) {
  return db.outbox
    .where('entityKey')
    .equals(entry.entityKey)
    .filter(
      (later) =>
        later.userId === entry.userId &&
        (later.seq ?? 0) > (entry.seq ?? 0) &&
        later.baseVersion === entry.baseVersion &&
        later.state !== 'done',
    )
    .modify({ baseVersion: version });
}
