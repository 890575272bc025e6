import type { SiteConfig } from '../config/schema.js';
import { isExternalLink, normalizeRoute } from '../util/routes.js';

/**
 * The default nav outside any product: /versions, the Templates store, /blog. Here, not beside
 * the config schema: render workers load the site but not the schema (nor zod).
 */
const DEFAULT_NAV: ReadonlyArray<{ pathname: string; title: string }> = [
  { pathname: '/versions', title: 'Versions' },
  { pathname: 'https://mui.com/store/', title: 'Templates' },
  { pathname: '/blog', title: 'Blog' },
];

/**
 * The nav shown outside any product: config `defaultNav`, or docsgen's default (/versions, the
 * Templates store, /blog) without the pages this site does not have.
 */
export function effectiveDefaultNav(config: SiteConfig, routes: ReadonlySet<string>): ReadonlyArray<{ pathname: string; title?: string }> {
  return config.defaultNav ?? DEFAULT_NAV.filter((link) => isExternalLink(link.pathname) || routes.has(normalizeRoute(link.pathname)));
}
