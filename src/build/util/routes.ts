/** Pure functions mapping content files and URLs to routes. A route starts and ends with `/`. */

export const LANGUAGE_PREFIXES = ['en', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_PREFIXES)[number];

/** The `/api/…` URL prefix is published from the `api-docs/` content folder. */
const API_URL_PREFIX = '/api/';
const API_CONTENT_PREFIX = '/api-docs/';

/** `/a/b` → `/a/b/`; `a//b` → `/a/b/`; keeps query-less, hash-less paths only. */
export function normalizeRoute(pathname: string): string {
  const segments = pathname.split('/').filter((s) => s !== '');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** Whether `route` is one of `prefixes` (routes ending in `/`) or under one. */
export const underAny = (route: string, prefixes: readonly string[]): boolean => prefixes.some((prefix) => route.startsWith(prefix));

/**
 * A manifest item's pathname as a route and an anchor: `/base-ui/react-button/components-api/#button`
 * (Base UI's manifest links the sections of its API tabs) is the page `/base-ui/react-button/components-api/`
 * at `#button`; without `#`, the hash is ''.
 */
export function splitPathname(pathname: string): { route: string; hash: string } {
  const at = pathname.indexOf('#');
  return at === -1 ? { route: normalizeRoute(pathname), hash: '' } : { route: normalizeRoute(pathname.slice(0, at)), hash: pathname.slice(at) };
}

/** The page a manifest item's pathname names (see `splitPathname`). */
export const pathnameRoute = (pathname: string): string => splitPathname(pathname).route;

/**
 * The route of a page from its path under the content folder (`material-ui/react-button.md`,
 * `versions/index.md`); `api-docs/` is published under `/api/`.
 */
export function routeFromContentPath(contentPath: string): string {
  const withoutExtension = contentPath.replace(/\\/g, '/').replace(/\.md$/i, '');
  const withoutIndex = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/i, '');
  return contentPathToUrl(normalizeRoute(withoutIndex));
}

/** `/api-docs/x/` → `/api/x/`; other routes unchanged. */
export function contentPathToUrl(route: string): string {
  return route.startsWith(API_CONTENT_PREFIX) ? API_URL_PREFIX + route.slice(API_CONTENT_PREFIX.length) : route;
}

/** `/api/x/` → `/api-docs/x/`; other routes unchanged. */
export function urlToContentPath(route: string): string {
  return route.startsWith(API_URL_PREFIX) ? API_CONTENT_PREFIX + route.slice(API_URL_PREFIX.length) : route;
}

export interface LanguageSplit {
  language: LanguageCode | undefined;
  /** The route without its language segment. */
  route: string;
}

/** Recognises a leading `/en/` or `/zh/` segment and removes it. */
export function splitLanguage(pathname: string): LanguageSplit {
  const route = normalizeRoute(pathname);
  const first = route.split('/')[1];
  const language = LANGUAGE_PREFIXES.find((code) => code === first);
  if (!language) return { language: undefined, route };
  return { language, route: normalizeRoute(route.slice(language.length + 1)) };
}

/** The path of the HTML file written for a route: `/a/b/` → `a/b/index.html`. */
export function outputFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}index.html`;
}

/** `https://…`, `mailto:`, `//host` and other scheme links leave the site. */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Prefix a site route with the configured base path (`/docs/`): `/a/` → `/docs/a/`. */
export function withBase(base: string, route: string): string {
  if (base === '/' || isExternalLink(route) || !route.startsWith('/')) return route;
  return base.replace(/\/$/, '') + route;
}
