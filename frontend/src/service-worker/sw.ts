/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineReadable, OFFLINE_DATA_CACHE, OFFLINE_DATA_MAX_AGE_SECONDS, OFFLINE_DATA_MAX_ENTRIES } from '../lib/offline/offline-data';

// The build writes the list of built files in place of __WB_MANIFEST.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new build takes over at once; the page reloads into it (registerType 'autoUpdate').
void self.skipWaiting();
clientsClaim();

// The app shell: every built file, replaced per build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route opens from the shell; the API and health checks are never pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/health\//] }));

// The student's last loaded weeks: always the network when there is one, the last answer when not.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isOfflineReadable(request.method, url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_DATA_MAX_ENTRIES, maxAgeSeconds: OFFLINE_DATA_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);
