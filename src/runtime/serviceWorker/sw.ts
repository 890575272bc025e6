/// <reference lib="webworker" />
/**
 * The site's service worker, bundled by the build to `<out>/sw.js`. Assets are served cache first
 * (their names change with their bytes, and the worker's version with any asset); pages network
 * first, so a reader online always gets the current page — also from the dev server, should a
 * worker of a built site live on its origin — and the last copy saved when offline. A new worker
 * takes over at once and deletes the caches of the one before (the page then reloads once, see
 * client/serviceWorker.ts).
 */
import { cacheKey, cacheName, isStaleCache, offlinePageHtml, requestKind, visitFromMessage, type Visit } from './cachePolicy.js';

declare const self: ServiceWorkerGlobalScope;
/** A hash of the site's assets, set by the build: new assets, new worker bytes. */
declare const __DOCSGEN_SW_VERSION__: string;

const scope = self.registration.scope;
/** Route prefixes another build serves on this domain, set by the build before the script (see writeServiceWorker). */
const externalRoutes = (self as unknown as { docsgenExternalRoutes?: string[] }).docsgenExternalRoutes ?? [];
const version = __DOCSGEN_SW_VERSION__;
const openCache = () => caches.open(cacheName(scope, version));

/** Only complete answers of our own origin are worth keeping (not errors, redirects or opaque ones). */
const keepable = (response: Response) => response.ok && response.type === 'basic' && !response.redirected;

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isStaleCache(name, scope, version)).map((name) => caches.delete(name)));
      // The page request starts while the worker boots, so network first costs no extra wait.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, scope, externalRoutes);
  // An asset opened as a page got a preload it does not use: let it settle, without a warning.
  if (event.request.mode === 'navigate' && kind !== 'page') event.waitUntil(event.preloadResponse.catch(() => undefined));
  if (kind === 'asset') event.respondWith(cacheFirst(event));
  else if (kind === 'fresh') event.respondWith(networkFirst(event, () => Response.error()));
  else if (kind === 'page') event.respondWith(networkFirst(event, offlinePage));
});

self.addEventListener('message', (event) => {
  const visit = visitFromMessage(event.data, scope);
  if (visit) event.waitUntil(saveVisit(visit));
});

/** Keeps a copy of a response, if worth it; a full or failing storage only means no copy. */
function save(event: FetchEvent, key: string, response: Response): void {
  if (!keepable(response)) return;
  const copy = response.clone();
  event.waitUntil(
    openCache()
      .then((cache) => cache.put(key, copy))
      .catch(() => undefined),
  );
}

const saved = (key: string) =>
  openCache()
    .then((cache) => cache.match(key))
    .catch(() => undefined);

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const key = cacheKey(event.request.url);
  const cached = await saved(key);
  if (cached) return cached;
  const response = await fetch(event.request);
  save(event, key, response);
  return response;
}

const offlinePage = () =>
  new Response(offlinePageHtml(scope), {
    status: 503,
    statusText: 'Offline',
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

/** The network's answer (saved), else the saved copy, else `offline()`. */
async function networkFirst(event: FetchEvent, offline: () => Response): Promise<Response> {
  const key = cacheKey(event.request.url);
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    save(event, key, response);
    return response;
  } catch {
    return (await saved(key)) ?? offline();
  }
}

/** Saves what a page loaded before this worker controlled it (the first visit), unless already saved. */
async function saveVisit(visit: Visit): Promise<void> {
  const cache = await openCache();
  const saveOne = async (url: string) => {
    if (await cache.match(url)) return;
    const response = await fetch(url);
    if (keepable(response)) await cache.put(url, response);
  };
  await Promise.allSettled([visit.page, ...visit.assets].map(saveOne));
}
