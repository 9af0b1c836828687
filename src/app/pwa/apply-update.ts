import { serviceWorkerMessages } from '../../domain/shared/service-worker-messages.ts';
import { whenOutboxIdle } from '../offline/outbox-idle.ts';
import { reloadPage } from './reload-page.ts';
import { followedRegistration } from './waiting-worker.ts';

/** If the new worker never takes over (it failed), reload anyway rather than leave the click unanswered. */
const takeOverTimeoutMs = 10_000;

/** The newest worker, after asking the server for one: the version check may have seen a deploy first. */
async function newestWaitingWorker(registration: ServiceWorkerRegistration) {
  await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      const handleStateChange = () => {
        if (installing.state === 'installing') return;
        installing.removeEventListener('statechange', handleStateChange);
        resolve();
      };
      installing.addEventListener('statechange', handleStateChange);
    });
  }
  return registration.active ? registration.waiting : null;
}

/**
 * What the Update button does: wait until no outbox entry is on the wire, then let the waiting worker
 * take over and reload once it controls the page — never before, so the old chunks stay served to the
 * end (research 2.7: Workbox "handling service worker updates"). Without a service worker it reloads.
 */
export async function applyUpdate() {
  const registration = followedRegistration();
  const worker = registration ? await newestWaitingWorker(registration) : null;
  await whenOutboxIdle();
  if (!worker) return reloadPage();
  const fallback = setTimeout(reloadPage, takeOverTimeoutMs);
  const handleControllerChange = () => {
    clearTimeout(fallback);
    reloadPage();
  };
  navigator.serviceWorker.addEventListener('controllerchange', handleControllerChange, { once: true });
  worker.postMessage({ type: serviceWorkerMessages.skipWaiting });
}

/** Starts downloading a new version's worker as soon as the version check sees it, so Update is quick. */
export function prefetchUpdate() {
  void followedRegistration()
    ?.update()
    .catch(() => undefined);
}
