import type { PrecacheEntry } from 'workbox-precaching';
import { routeNavigationsToShell } from './navigation-fallback.ts';
import { cacheMedia } from './media-cache.ts';
import { wakeOutboxOnSync } from './outbox-wake.ts';
import { precacheAppShell } from './precache.ts';
import { updateOnRequest } from './update-on-request.ts';

declare const self: { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Spelled exactly `self.__WB_MANIFEST`: the build replaces it with the precache list.
precacheAppShell(self.__WB_MANIFEST);
routeNavigationsToShell();
cacheMedia();
updateOnRequest();
wakeOutboxOnSync();
