import { useEffect, useState } from 'react';
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

/**
 * One entity's entries of the current user (e.g. `order:42`), sent ones included until the server has
 * been told, for the screen's local copy.
 */
export function useEntityEntries(entityKey: string): OutboxEntry[] {
  const userId = useOfflineUserId();
  return useLiveQuery(
    async () =>
      userId === null
        ? noEntries
        : (await localDb.outbox.where('entityKey').equals(entityKey).sortBy('seq')).filter(
            (entry) => entry.userId === userId,
          ),
    [userId, entityKey],
    noEntries,
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

const countOf = (userId: number, state: OutboxState) =>
  localDb.outbox.where(['userId', 'state']).equals([userId, state]).count();

const noCounts = { waiting: 0, attention: 0, sending: 0 };

/** Counts by state through the index: the header never reads the entries themselves. */
export function useSyncSummary(): SyncSummary {
  const userId = useOfflineUserId();
  const online = useOnline();
  const counts = useLiveQuery(
    async () => {
      if (userId === null) return noCounts;
      const count = (state: OutboxState) => countOf(userId, state);
      const [pending, sending, retrying, paused, conflict, failed] = await Promise.all([
        count('pending'),
        count('sending'),
        count('retrying'),
        count('paused'),
        count('conflict'),
        count('failed'),
      ]);
      return { waiting: pending + sending + retrying, attention: paused + conflict + failed, sending };
    },
    [userId],
    noCounts,
  );
  return { online, waiting: counts.waiting, attention: counts.attention, sending: counts.sending > 0 };
}
