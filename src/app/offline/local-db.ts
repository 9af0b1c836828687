import { Dexie, type EntityTable } from 'dexie';

/**
 * Where an outbox entry stands. `pending` waits for its turn, `sending` is on the wire (resent after a
 * crash: the server's idempotency key makes that safe), `retrying` waits for its backoff, `paused` waits
 * for its user to log in again, `conflict` and `failed` wait for the user. `done` entries were answered
 * 2xx and are deleted once the server has been told it may forget their keys (POST idempotencyAck).
 */
export type OutboxState = 'pending' | 'sending' | 'retrying' | 'paused' | 'conflict' | 'failed' | 'done';

/** The server's answer that stopped an entry: its message, type and (for a conflict) the current row. */
export interface OutboxError {
  status: number;
  message: string;
  type: string;
  data?: unknown;
}

/** One pending write; its `id` is the request's Idempotency-Key (ARCHITECTURE.md, offline model). */
export interface OutboxEntry {
  /** Auto-increment: the order entries were saved in on this device. */
  seq?: number;
  id: string;
  /** The login user who made it: only that user sees and sends it. */
  userId: number;
  market: string;
  locationId: number | null;
  kind: string;
  /** What the user knows the entity by (an order number), for the list of changes on this device. */
  subject: string;
  /** Entries of one entity are sent one at a time, in `seq` order (e.g. `order:42`). */
  entityKey: string;
  payload: unknown;
  baseVersion: number | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** A server's Retry-After: no try before this time, even when the backoff restarts. */
  notBefore?: number;
  state: OutboxState;
  /** When the call that found the session ended was sent: a session begun later sends it again. */
  pausedAt?: number;
  error: OutboxError | null;
  /** The server's 2xx answer (`data`), for the screen that waits for it. */
  response?: unknown;
}

/** A server answer kept for reading offline, per user (query key as JSON). */
export interface CachedRead {
  key: string;
  userId: number;
  data: unknown;
  savedAt: number;
}

export type LocalDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  reads: EntityTable<CachedRead, 'key'>;
};

export const localDbName = 'pallet-portal';

/** Opens the device's database; schema changes add versions and migrate rows, never drop the outbox. */
export function openLocalDb(name = localDbName): LocalDb {
  const db = new Dexie(name) as LocalDb;
  // Dexie's index syntax: ++ auto-increment key, & unique index.
  /* eslint-disable lingui/no-unlocalized-strings -- index definitions, not text */
  db.version(1).stores({
    outbox: '++seq, &id, userId, entityKey, state',
    reads: 'key, userId',
  });
  // Counting a user's entries by state without reading them (the header's indicator).
  db.version(2).stores({ outbox: '++seq, &id, userId, entityKey, state, [userId+state]' });
  /* eslint-enable lingui/no-unlocalized-strings */
  return db;
}

export const localDb = openLocalDb();
