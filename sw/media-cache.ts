import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/** The runtime cache of the media handler's pictures (spec §7), kept across app versions. */
export const mediaCacheName = 'media-v1';

/**
 * Product pictures (/media/{template}/{name}) from the cache first: an address is one picture for
 * good (the server sends them immutable), so a tablet offline still shows every icon it has seen. Only
 * whole answers are kept, at most 500 pictures (icons are ~1–2 KB), the least used going first.
 */
export function cacheMedia() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: mediaCacheName,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 365 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
