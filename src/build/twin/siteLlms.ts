import { ownProducts } from '../config/externalRoutes.js';
import { walkItems } from '../manifest/checkManifest.js';
import type { LastUpdated } from '../site/lastUpdated.js';
import type { SiteModel } from '../site/loadSite.js';
import type { SourcePage } from '../site/readPages.js';
import { label } from '../util/labels.js';
import { isExternalLink, pathnameRoute } from '../util/routes.js';
import { llmsSections, type LlmsSection } from './llmsTxt.js';

/** llms.txt's sections of a site: its products in config order, each in its manifest's order, then the other pages. */
export function siteLlmsSections(site: Pick<SiteModel, 'config' | 'manifests' | 'pages' | 'dictionary'>): LlmsSection[] {
  const products = ownProducts(site.config).map((product) => {
    const manifest = site.manifests.get(product.manifest);
    const manifestRoutes = manifest
      ? [...walkItems(manifest.items)].filter((item) => !isExternalLink(item.pathname)).map((item) => pathnameRoute(item.pathname))
      : [];
    return { id: product.id, name: product.name, manifestRoutes };
  });
  return llmsSections(products, site.pages, label(site.dictionary, 'page.otherPages'));
}

/** A date as a sitemap's `<lastmod>` (W3C datetime, to the second, UTC). */
export const w3cDatetime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** When each page was last updated, by route (pages git has no date for are left out). */
export function lastModifiedByRoute(pages: readonly Pick<SourcePage, 'route' | 'contentPath'>[], lastUpdated: LastUpdated): Record<string, string> {
  const byRoute: Record<string, string> = {};
  for (const page of pages) {
    const date = lastUpdated.get(page.contentPath);
    if (date) byRoute[page.route] = w3cDatetime(date);
  }
  return byRoute;
}
