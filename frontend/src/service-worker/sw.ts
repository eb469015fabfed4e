/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isOfflineReadable, OFFLINE_DATA_CACHE, OFFLINE_DATA_MAX_AGE_SECONDS, OFFLINE_DATA_MAX_ENTRIES } from '../lib/offline/offline-data';
import { APP_FILES_CACHE, APP_FILES_MAX_AGE_SECONDS, APP_FILES_MAX_ENTRIES, isAppFile } from './app-files';

// The build writes the list of built files in place of __WB_MANIFEST.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new build takes over at once; the page reloads into it (registerType 'autoUpdate').
void self.skipWaiting();
clientsClaim();

// The app shell and what the first screens need (landing, sign-in, the calendar week, their texts
// in every language), replaced per build; the build picks the files (ADR 041).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other built file (hashed, so never stale) is kept the first time a page uses it: a page
// opened once online opens offline too, without the first visit downloading the whole app.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isAppFile(url.pathname),
  new CacheFirst({
    cacheName: APP_FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: APP_FILES_MAX_ENTRIES, maxAgeSeconds: APP_FILES_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

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
