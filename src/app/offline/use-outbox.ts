import { Dexie } from 'dexie';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { localDb, type OutboxEntry, type OutboxState } from './local-db.ts';
import { currentOfflineUser, onOfflineUserChange } from './offline-user.ts';
import { useLiveQuery } from './use-live-query.ts';

const noEntries: OutboxEntry[] = [];

export function useOfflineUserId(): number | null {
  const [userId, setUserId] = useState(() => currentOfflineUser()?.userId ?? null);
  useEffect(() => onOfflineUserChange((user) => setUserId(user?.userId ?? null)), []);
  return userId;
}

/** The current user's unsent entries on this device, oldest first; another user's are never read. */
export function useOutboxEntries(): OutboxEntry[] {
  const userId = useOfflineUserId();
  return useLiveQuery(
    async () =>
      userId === null
        ? noEntries
        : (await localDb.outbox.where('userId').equals(userId).sortBy('seq')).filter(
            (entry) => entry.state !== 'done',
          ),
    [userId],
    noEntries,
  );
}

const entityEntriesQuery = (userId: number | null, entityKey: string) => async () =>
  userId === null
    ? noEntries
    : (await localDb.outbox.where('entityKey').equals(entityKey).sortBy('seq')).filter(
        (entry) => entry.userId === userId,
      );

/**
 * One entity's entries of the current user (e.g. `order:42`), sent ones included until the server has
 * been told, for the screen's local copy.
 */
export function useEntityEntries(entityKey: string): OutboxEntry[] {
  const userId = useOfflineUserId();
  return useLiveQuery(entityEntriesQuery(userId, entityKey), [userId, entityKey], noEntries);
}

/** As useEntityEntries, but undefined until the device has answered: "none" is not "not read yet". */
export function useEntityEntriesRead(entityKey: string): OutboxEntry[] | undefined {
  const userId = useOfflineUserId();
  return useLiveQuery<OutboxEntry[] | undefined>(
    entityEntriesQuery(userId, entityKey),
    [userId, entityKey],
    undefined,
  );
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export interface SyncSummary {
  online: boolean;
  /** Entries that will go by themselves. */
  waiting: number;
  /** Conflicts, failures and entries paused until the user logs in again. */
  attention: number;
  sending: boolean;
}

interface Counts {
  waiting: number;
  attention: number;
  sending: number;
}
const noCounts: Counts = { waiting: 0, attention: 0, sending: 0 };
const needsUser: ReadonlySet<string> = new Set<OutboxState>(['paused', 'conflict', 'failed']);

/** One read of the `[userId+state]` index keys: the states without the entries themselves. */
async function countsOf(userId: number): Promise<Counts> {
  const keys = await localDb.outbox
    .where(['userId', 'state'])
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .keys();
  const counts = { waiting: 0, attention: 0, sending: 0 };
  for (const key of keys) {
    const state = (key as unknown as [number, OutboxState])[1];
    if (state === 'done') continue;
    if (needsUser.has(state)) counts.attention++;
    else counts.waiting++;
    if (state === 'sending') counts.sending++;
  }
  return counts;
}

/** The summary follows changes at most this often: a replay changes entries many times a second. */
const summaryRefreshMs = 250;

/**
 * Every component that shows the summary (the indicator, the logout question) shares one reader per
 * user, which reads the index again after any tab's change to the database, at most every 250 ms.
 */
const shared = new Map<number, { counts: Counts; listeners: Set<() => void>; stop: () => void }>();

function subscribeCounts(userId: number, listener: () => void): () => void {
  let entry = shared.get(userId);
  if (!entry) {
    const created = { counts: noCounts, listeners: new Set<() => void>(), stop: (): void => undefined };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let readAt = -Infinity;
    const read = () => {
      timer = undefined;
      readAt = Date.now();
      void countsOf(userId)
        .then((counts) => {
          created.counts = counts;
          for (const notify of created.listeners) notify();
        })
        .catch(() => undefined);
    };
    // The first change after a quiet spell is read at once (a save shows as waiting at once, never the
    // count from before it); changes that follow are read together, 250 ms after the last read.
    const onChange = () => {
      timer ??= setTimeout(read, Math.max(0, readAt + summaryRefreshMs - Date.now()));
    };
    Dexie.on('storagemutated', onChange);
    created.stop = () => {
      Dexie.on('storagemutated').unsubscribe(onChange);
      clearTimeout(timer);
    };
    read();
    shared.set(userId, created);
    entry = created;
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.stop();
      shared.delete(userId);
    }
  };
}

export function useSyncSummary(): SyncSummary {
  const userId = useOfflineUserId();
  const online = useOnline();
  const subscribe = useCallback(
    (listener: () => void) => (userId === null ? () => undefined : subscribeCounts(userId, listener)),
    [userId],
  );
  const counts = useSyncExternalStore(subscribe, () =>
    userId === null ? noCounts : (shared.get(userId)?.counts ?? noCounts),
  );
  return { online, waiting: counts.waiting, attention: counts.attention, sending: counts.sending > 0 };
}
