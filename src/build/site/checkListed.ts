import { warning, type Diagnostic, type Severity } from '../util/diagnostics.js';
import type { SourcePage } from './readPages.js';
import { isExternalLink, normalizeRoute, pathnameRoute } from '../util/routes.js';
import { walkItems } from '../manifest/checkManifest.js';
import type { Manifest } from '../manifest/types.js';

/**
 * A page that no manifest (and not the default nav) lists cannot be reached from the navigation:
 * a warning, or an error with `--strict`. The home page (`/`) needs no listing, nor an API tab of
 * a listed component page (config `layout: 'tabs'`).
 */
export function checkListed(
  pages: readonly SourcePage[],
  manifests: Iterable<Manifest>,
  defaultNav: readonly { pathname: string }[],
  severity: Severity = 'warning',
): Diagnostic[] {
  const listed = new Set<string>();
  for (const manifest of manifests) {
    for (const item of walkItems(manifest.items)) if (!isExternalLink(item.pathname)) listed.add(pathnameRoute(item.pathname));
  }
  for (const link of defaultNav) if (!isExternalLink(link.pathname)) listed.add(normalizeRoute(link.pathname));
  // The home page is reached from every header (the site's title links to it).
  return (
    pages
      // An API tab is reached from its component page's tabs: listed where that page is.
      .filter((page) => page.route !== '/' && !listed.has(page.route) && !(page.tabOf !== undefined && listed.has(page.tabOf)))
      .map((page) => {
        const diagnostic = warning('unlisted-page', `The page ${page.route} is in no navigation manifest`, { file: page.file, line: 1 });
        return { ...diagnostic, severity };
      })
  );
}
