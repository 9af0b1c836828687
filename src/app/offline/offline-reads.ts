import { ApiError } from '../api/api-error.ts';
import { currentOfflineUser } from './offline-user.ts';

// Loaded on first use: the login page's bundle stays without IndexedDB code.
const openDb = () => import('./local-db.ts').then((module) => module.localDb);

/** The network, not the server, failed: the call never got an answer. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

const keyOf = (userId: number, queryKey: readonly unknown[]) => `${userId}:${JSON.stringify(queryKey)}`;

/** Answers being written to the device. */
const writes = new Set<Promise<unknown>>();
function writing(write: Promise<unknown>) {
  writes.add(write);
  void write.finally(() => writes.delete(write));
}

/**
 * Resolves once every answer read so far is on the device: the warm-up says the device is ready only
 * then, and a read of kept answers sees them all.
 */
export async function keptReadsWritten(): Promise<void> {
  await Promise.all(writes);
}

/**
 * Reads through the device: a server answer is kept in IndexedDB for its user, and when the network is
 * down the kept answer is returned instead (a cold start offline shows the last session's data). The
 * answer is returned before it is kept, and a failed write to the cache never fails the read.
 */
export async function readThrough<T>(queryKey: readonly unknown[], fetcher: () => Promise<T>): Promise<T> {
  const owner = currentOfflineUser();
  if (!owner) return fetcher();
  const key = keyOf(owner.userId, queryKey);
  try {
    const data = await fetcher();
    // Kept in the background: the screen never waits for IndexedDB, nor for its code on a cold start.
    writing(
      openDb()
        .then((db) => db.reads.put({ key, userId: owner.userId, data, savedAt: Date.now() }))
        .catch(() => undefined),
    );
    return data;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await keptReadsWritten();
    const kept = await openDb()
      .then((db) => db.reads.get(key))
      .catch(() => undefined);
    if (!kept) throw error;
    return kept.data as T;
  }
}

/** Keeps `data` under `queryKey` for the current user, as a read-through would (errors ignored). */
export async function keepRead(queryKey: readonly unknown[], data: unknown): Promise<void> {
  const owner = currentOfflineUser();
  if (!owner) return;
  await openDb()
    .then((db) =>
      db.reads.put({ key: keyOf(owner.userId, queryKey), userId: owner.userId, data, savedAt: Date.now() }),
    )
    .catch(() => undefined);
}

/** A kept answer without asking the server (for a screen that finds its entity in a kept list). */
export async function keptRead<T>(queryKey: readonly unknown[]): Promise<T | undefined> {
  const owner = currentOfflineUser();
  if (!owner) return undefined;
  await keptReadsWritten();
  const kept = await openDb()
    .then((db) => db.reads.get(keyOf(owner.userId, queryKey)))
    .catch(() => undefined);
  return kept?.data as T | undefined;
}

/** Every kept answer of one user whose query key starts with `prefix` (JSON prefix match). */
export async function keptReadsStartingWith<T>(prefix: readonly unknown[]): Promise<T[]> {
  const owner = currentOfflineUser();
  if (!owner) return [];
  await keptReadsWritten();
  const start = keyOf(owner.userId, prefix).slice(0, -1);
  const rows = await (await openDb()).reads.where('key').startsWith(start).toArray();
  return rows.map((row) => row.data as T);
}

/** Logout, or another user on this device: kept reads go; the outbox stays with its owner. */
export async function clearKeptReads(exceptUserId?: number) {
  await keptReadsWritten();
  const db = await openDb();
  if (exceptUserId === undefined) await db.reads.clear();
  else await db.reads.where('userId').notEqual(exceptUserId).delete();
}
