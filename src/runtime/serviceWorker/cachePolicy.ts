/**
 * What the service worker does with a request and where it keeps what it saves: pure functions
 * of URLs and names, so they are tested without a browser. Everything is relative to the
 * worker's scope (the site's base), so sites under different bases of one origin keep apart.
 */

/** The folder of content-hashed, immutable assets below the base (the build's `writeAsset`). */
export const ASSETS_FOLDER = '_docsgen/';

/** The message a page sends a new worker: what it loaded before any worker controlled it. */
export const VISIT_MESSAGE = 'docsgen:visit';

/**
 * `asset`: cache first (immutable); `fresh`: network first, the cached copy when offline; `page`:
 * the same, or an offline page when there is no copy; `network`: not handled.
 */
export type RequestKind = 'asset' | 'fresh' | 'page' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
}

/** Whether a URL is on the scope's origin and below its path. */
function inScope(url: URL, scope: URL): boolean {
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

/** A file below the assets folder (the dev server's `_docsgen/events` stream has no extension). */
function isAsset(url: URL, scope: URL): boolean {
  return inScope(url, scope) && url.pathname.startsWith(scope.pathname + ASSETS_FOLDER) && /\.[^/]+$/.test(url.pathname);
}

/** Whether a URL lies under a route prefix (`/x/`, relative to the scope) another build serves. */
function servedElsewhere(url: URL, scope: URL, externalRoutes: readonly string[]): boolean {
  const route = `/${url.pathname.slice(scope.pathname.length)}`;
  const folder = route.endsWith('/') ? route : `${route}/`;
  return externalRoutes.some((prefix) => folder.startsWith(prefix));
}

/**
 * Only what the site built is handled: its assets and the pages a reader navigates to. Anything
 * else — other methods (feedback posts), other origins (ads, analytics), the dev server's live
 * reload stream, pages under `externalRoutes` (another build serves them on this domain) — goes
 * to the network untouched. An asset asked for with a query wants a fresh
 * copy (the search index's list of parts and its parts' entry files, whose names do not change
 * with their content).
 */
export function requestKind(request: RequestFacts, scope: string, externalRoutes: readonly string[] = []): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const scopeUrl = new URL(scope);
  if (!inScope(url, scopeUrl)) return 'network';
  if (isAsset(url, scopeUrl)) return url.search ? 'fresh' : 'asset';
  return request.mode === 'navigate' && !servedElsewhere(url, scopeUrl, externalRoutes) ? 'page' : 'network';
}

/**
 * What a response is kept under: its URL without query or fragment. A page is the same whatever
 * `?utm_source=…`; so is the search index's entry file whatever its cache-busting `?ts=`, and
 * one copy of it is there when offline.
 */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

const CACHE_PREFIX = 'docsgen';

/** One cache per scope and version: a site's new assets come with a new worker and a new cache. */
export function cacheName(scope: string, version: string): string {
  return `${CACHE_PREFIX} ${scope} ${version}`;
}

/** A cache an older worker of this scope left: deleted when a new one activates (never another scope's). */
export function isStaleCache(name: string, scope: string, version: string): boolean {
  return name.startsWith(`${CACHE_PREFIX} ${scope} `) && name !== cacheName(scope, version);
}

export interface Visit {
  /** The page's key (see `cacheKey`). */
  page: string;
  /** Its assets, by URL. */
  assets: string[];
}

/**
 * Reads a page's visit message, keeping only what the worker would have cached had it been in
 * control: the page itself when in scope, and the site's assets it loaded (not third parties).
 */
export function visitFromMessage(data: unknown, scope: string): Visit | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, page, assets } = data as Record<string, unknown>;
  if (type !== VISIT_MESSAGE || typeof page !== 'string' || !Array.isArray(assets)) return undefined;
  const scopeUrl = new URL(scope);
  const parse = (value: unknown): URL | undefined => {
    if (typeof value !== 'string') return undefined;
    try {
      return new URL(value);
    } catch {
      return undefined;
    }
  };
  const pageUrl = parse(page);
  if (!pageUrl || !inScope(pageUrl, scopeUrl) || isAsset(pageUrl, scopeUrl)) return undefined;
  const kept = new Set<string>();
  for (const asset of assets) {
    const url = parse(asset);
    if (url && isAsset(url, scopeUrl)) kept.add(cacheKey(asset as string));
  }
  return { page: cacheKey(page), assets: [...kept].sort() };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a page that was never saved shows when there is no network. */
export function offlinePageHtml(homeHref: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:4rem auto;padding:0 1rem}</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>This page has not been saved for offline reading. The pages you have already visited open without a connection.</p>
<p><a href="${escapeHtml(homeHref)}">Go to the home page</a></p>
</main>
</body>
</html>
`;
}
