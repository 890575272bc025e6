import { warning, type Diagnostic } from '../util/diagnostics.js';
import { externalRouteOf, externalRouteOwner, type ExternalRoute } from '../util/externalRoutes.js';
import type { SourcePage } from './readPages.js';

/**
 * A page of this site whose route lies under a prefix another build serves: both builds would
 * write that URL on the same domain, and which one readers get is up to the host. A warning at
 * the page (its `pathname:` line when front matter sets it).
 */
export function pagesElsewhere(pages: readonly Pick<SourcePage, 'file' | 'route' | 'pathnameLine'>[], externals: readonly ExternalRoute[]): Diagnostic[] {
  if (externals.length === 0) return [];
  return pages.flatMap((page) => {
    const elsewhere = externalRouteOf(page.route, externals);
    if (!elsewhere) return [];
    const fix = elsewhere.byDefault ? ` (give config "externalRoutes" without ${elsewhere.prefix}, or a product for these pages)` : '';
    const message = `The page ${page.route} lies under ${elsewhere.prefix}, which another build serves on this domain (${externalRouteOwner(elsewhere)}): both would write this URL${fix}`;
    return [warning('page-under-external-route', message, { file: page.file, line: page.pathnameLine ?? 1 })];
  });
}
