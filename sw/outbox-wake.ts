import { outboxSyncTag, serviceWorkerMessages } from '../src/domain/shared/service-worker-messages.ts';
import { sw, type SyncEvent } from './sw-global.ts';

async function wakePages() {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: serviceWorkerMessages.outboxWake });
}

/**
 * Background Sync is only an extra wake-up for the pages' outbox replayer (Chromium only, and late at
 * times): the worker has no session token and never sends API calls itself.
 */
export function wakeOutboxOnSync() {
  const handleSync = (event: SyncEvent) => {
    if (event.tag === outboxSyncTag) event.waitUntil(wakePages());
  };
  sw.addEventListener('sync', handleSync);
  sw.addEventListener('periodicsync', handleSync);
}
