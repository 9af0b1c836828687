import {
  isServiceWorkerMessage,
  outboxSyncTag,
  serviceWorkerMessages,
} from '../../domain/shared/service-worker-messages.ts';

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Calls `onWake` when the service worker relays a Background Sync for the outbox; returns the stop. */
export function onOutboxWake(onWake: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const handleMessage = (event: MessageEvent) => {
    if (isServiceWorkerMessage(event.data, serviceWorkerMessages.outboxWake)) onWake();
  };
  navigator.serviceWorker.addEventListener('message', handleMessage);
  return () => navigator.serviceWorker.removeEventListener('message', handleMessage);
}

/**
 * Asks the browser to wake the outbox once it is online again, even if the tab sleeps (Background Sync,
 * Chromium only: elsewhere nothing happens and the replayer's own wake-ups do the work).
 */
export async function requestOutboxSync() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
  await sync?.register(outboxSyncTag).catch(() => undefined);
}
