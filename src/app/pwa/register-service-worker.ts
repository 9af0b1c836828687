import { watchForWaitingWorker } from './waiting-worker.ts';

/**
 * Registers /sw.js in production builds (the dev server and the tests have none). workbox-window is
 * loaded after the first render, and it registers once the page has loaded, so the app shell's own
 * download is never slowed by the precache's.
 */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const registration = await new Workbox('/sw.js').register();
    if (registration) watchForWaitingWorker(registration);
  } catch (error) {
    console.warn('The service worker could not be registered; the app works, but not offline.', error);
  }
}
