/**
 * What the page and the service worker (sw/) say to each other. The page asks a waiting worker to take
 * over only when the user clicks Update; the worker wakes the pages' outbox replayer on Background Sync
 * (it never sends API calls itself: the token is the page's).
 */
export const serviceWorkerMessages = {
  skipWaiting: 'SKIP_WAITING',
  outboxWake: 'OUTBOX_WAKE',
} as const;

export type ServiceWorkerMessage = {
  type: (typeof serviceWorkerMessages)[keyof typeof serviceWorkerMessages];
};

/** The Background Sync (and Periodic Background Sync) tag the page registers for unsent outbox entries. */
export const outboxSyncTag = 'outbox';

export function isServiceWorkerMessage(data: unknown, type: ServiceWorkerMessage['type']): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
