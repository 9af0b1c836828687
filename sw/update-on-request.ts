import { clientsClaim } from 'workbox-core';
import {
  isServiceWorkerMessage,
  serviceWorkerMessages,
} from '../src/domain/shared/service-worker-messages.ts';
import { sw } from './sw-global.ts';

/**
 * A new worker waits: it takes over only when a page asks, which the page does after the user clicks
 * Update and the outbox is idle (skipWaiting on install would drop the old precache under a running
 * page: GoogleChrome/workbox#2053). Once active it controls every open page.
 */
export function updateOnRequest() {
  sw.addEventListener('message', (event) => {
    if (isServiceWorkerMessage(event.data, serviceWorkerMessages.skipWaiting)) void sw.skipWaiting();
  });
  clientsClaim();
}
