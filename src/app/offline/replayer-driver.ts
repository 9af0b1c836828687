import { onOutboxWake, requestOutboxSync } from '../pwa/outbox-wake.ts';
import { rememberCreated } from './created-entities.ts';
import { localDb } from './local-db.ts';
import { onOutboxSignal, signalOutbox } from './outbox-signal.ts';
import { acknowledgeKeys, sendEntry } from './outbox-transport.ts';
import { currentOfflineUser } from './offline-user.ts';
import { Replayer } from './replayer.ts';

const lockName = 'pallet-portal-outbox-replayer';
const pollMs = 30_000;

/**
 * Runs the device's one replayer: every tab asks for the same Web Lock and only its holder sends; when
 * that tab closes the lock passes to another. The holder wakes on start, on `online`, when the tab
 * becomes visible, on a timer, at the next retry time, on a save in any tab and on the service worker's
 * Background Sync message.
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
    onSynced: (entityKeys) => signalOutbox({ type: 'synced', entityKeys }),
  });
  const stopSignals = onOutboxSignal((message) => {
    // Offline, the browser is asked to wake the replayer when the network is back (Chromium only).
    if (message.type === 'wake' && !navigator.onLine) void requestOutboxSync();
  });
  const abort = new AbortController();

  const lead = () =>
    new Promise<void>((release) => {
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      const drain = async () => {
        await replayer.drain().catch(() => undefined);
        clearTimeout(retryTimer);
        const next = await replayer.nextAttemptAt().catch(() => null);
        if (next !== null) retryTimer = setTimeout(() => void drain(), Math.max(0, next - Date.now()));
      };
      const onOnline = () => void replayer.retryNow().then(drain);
      const onVisible = () => {
        if (document.visibilityState === 'visible') void drain();
      };
      const stopWake = onOutboxSignal((message) => {
        if (message.type === 'wake') void drain();
      });
      const interval = setInterval(() => void drain(), pollMs);
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      const stopWorkerWake = onOutboxWake(() => void drain());
      abort.signal.addEventListener('abort', () => {
        stopWake();
        clearInterval(interval);
        clearTimeout(retryTimer);
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
        stopWorkerWake();
        release();
      });
      void drain();
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
