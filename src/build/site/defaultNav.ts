import { DEFAULT_NAV, type SiteConfig } from '../config/schema.js';
import { isExternalLink, normalizeRoute } from './routes.js';

/**
 * The nav shown outside any product: config `defaultNav`, or docsgen's default (/versions, the
 * Templates store, /blog) without the pages this site does not have.
 */
export function effectiveDefaultNav(config: SiteConfig, routes: ReadonlySet<string>): ReadonlyArray<{ pathname: string; title?: string }> {
  return config.defaultNav ?? DEFAULT_NAV.filter((link) => isExternalLink(link.pathname) || routes.has(normalizeRoute(link.pathname)));
}
