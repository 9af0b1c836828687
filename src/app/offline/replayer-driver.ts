import { onOutboxWake, requestOutboxSync } from '../pwa/outbox-wake.ts';
import { rememberCreated } from './created-entities.ts';
import { probeServer } from './health-probe.ts';
import { localDb } from './local-db.ts';
import { onOutboxSignal, signalOutbox } from './outbox-signal.ts';
import { acknowledgeKeys, sendEntry } from './outbox-transport.ts';
import { currentOfflineUser, sessionStartedAt } from './offline-user.ts';
import { OutboxScheduler } from './outbox-scheduler.ts';
import { Replayer } from './replayer.ts';

const lockName = 'pallet-portal-outbox-replayer';
const pollMs = 30_000;

/**
 * Runs the device's one replayer: every tab asks for the same Web Lock and only its holder sends; when
 * that tab closes the lock passes to another. The holder wakes on start, on `online` (which restarts the
 * backoff), when the tab becomes visible, on a timer, when the scheduler's next retry or server probe is
 * due, on a save in any tab and on the service worker's Background Sync message.
 */
export function startOutboxReplayer(): () => void {
  const replayer = new Replayer({
    db: localDb,
    send: async (entry) => {
      const result = await sendEntry(entry);
      if (result.status < 300) await rememberCreated(entry.entityKey, result.data);
      return result;
    },
    acknowledge: async (userId, ids) => {
      const market = currentOfflineUser()?.market;
      if (market && currentOfflineUser()?.userId === userId) await acknowledgeKeys(market, ids);
      else throw new Error('Another user is logged in');
    },
    currentUserId: () => currentOfflineUser()?.userId ?? null,
    sessionStartedAt,
    isOnline: () => navigator.onLine,
    onSynced: (entityKeys) => signalOutbox({ type: 'synced', entityKeys }),
  });
  const scheduler = new OutboxScheduler({ replayer, probe: probeServer, isOnline: () => navigator.onLine });
  const stopSignals = onOutboxSignal((message) => {
    // Offline, the browser is asked to wake the replayer when the network is back (Chromium only).
    if (message.type === 'wake' && !navigator.onLine) void requestOutboxSync();
  });
  const abort = new AbortController();

  const lead = () =>
    new Promise<void>((release) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wake = async (run = () => scheduler.wake()) => {
        await run().catch(() => undefined);
        clearTimeout(timer);
        const at = await scheduler.wakeAt().catch(() => null);
        if (at !== null && !abort.signal.aborted)
          timer = setTimeout(() => void wake(), Math.max(0, at - Date.now()));
      };
      const drain = () => void wake();
      const onOnline = () => void wake(() => scheduler.networkBack());
      const onVisible = () => {
        if (document.visibilityState === 'visible') drain();
      };
      const stopWake = onOutboxSignal((message) => {
        if (message.type === 'wake') drain();
      });
      const interval = setInterval(drain, pollMs);
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      const stopWorkerWake = onOutboxWake(drain);
      abort.signal.addEventListener('abort', () => {
        stopWake();
        clearInterval(interval);
        clearTimeout(timer);
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
        stopWorkerWake();
        release();
      });
      drain();
    });

  if (navigator.locks) {
    void navigator.locks.request(lockName, { signal: abort.signal }, lead).catch(() => undefined);
  } else {
    void lead();
  }
  return () => {
    stopSignals();
    abort.abort();
  };
}
