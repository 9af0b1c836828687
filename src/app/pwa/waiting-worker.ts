import { useSyncExternalStore } from 'react';

let followed: ServiceWorkerRegistration | null = null;
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function check() {
  // A worker waits only behind an active one; the very first install activates at once.
  const next = followed?.active ? followed.waiting : null;
  if (next === waiting) return;
  waiting = next;
  for (const listener of listeners) listener();
}

function follow(worker: ServiceWorker | null | undefined) {
  worker?.addEventListener('statechange', check);
}

/**
 * Follows the app's registration for its whole life, through any number of deploys (workbox-window
 * stops reporting after the first update it did not start itself).
 */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration) {
  followed = registration;
  follow(registration.installing);
  follow(registration.waiting);
  registration.addEventListener('updatefound', () => {
    follow(registration.installing);
    check();
  });
  check();
}

export function followedRegistration(): ServiceWorkerRegistration | null {
  return followed;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version's service worker has installed and waits for the user's Update click. */
export function useWaitingUpdate(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}
