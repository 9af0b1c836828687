/**
 * Background Sync and Periodic Background Sync are Chromium-only and not in TypeScript's WebWorker lib.
 * https://wicg.github.io/background-sync/spec/ · https://wicg.github.io/periodic-background-sync/
 */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
    periodicsync: SyncEvent;
  }
}

/** The worker's global scope, typed (the WebWorker lib types `self` as a plain worker). */
export const sw = self as unknown as ServiceWorkerGlobalScope;
