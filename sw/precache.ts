import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * The whole app shell — index.html, every JS chunk (lazy routes and the five compiled catalogs), CSS,
 * icons, the manifest — is downloaded when the worker installs, and served from the cache. The caches of
 * the previous version stay until this worker activates, which it does only when the user clicks Update,
 * so an open tab never asks for a chunk that is gone (ARCHITECTURE.md, offline model).
 */
export function precacheAppShell(entries: (string | PrecacheEntry)[]) {
  cleanupOutdatedCaches();
  precacheAndRoute(entries);
}
