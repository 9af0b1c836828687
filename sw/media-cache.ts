import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

/** The runtime cache of the media handler's pictures (spec §7), kept across app versions. */
export const mediaCacheName = 'media-v1';

/**
 * Product pictures (/media/{template}/{name}) from the cache at once, then fetched again behind it: an
 * address keeps its name when its picture changes (new original, new renderer), so the next view shows
 * the new one, and a tablet offline still shows every icon it has seen. Only whole answers are kept, at
 * most 500 pictures (icons are ~1–2 KB), the least used going first; each use online refreshes an entry's
 * age, so the year only drops pictures no screen has shown for that long.
 */
export function cacheMedia() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
    new StaleWhileRevalidate({
      cacheName: mediaCacheName,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 365 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
