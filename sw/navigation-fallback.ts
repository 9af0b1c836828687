import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Server paths a navigation may open that are not screens of the app (the API and its docs, probes). */
const serverPaths = [/^\/api(\/|$)/, /^\/healthz$/, /^\/version\.json$/, /^\/media\//];

/**
 * Every other navigation gets the precached index.html, so the app starts with no network at any of its
 * URLs and the router shows the screen. Nothing under /api/ is cached here: the app keeps its data in
 * IndexedDB.
 */
export function routeNavigationsToShell() {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: serverPaths }));
}
