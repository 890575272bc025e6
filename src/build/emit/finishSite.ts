import fs from 'node:fs';
import path from 'node:path';
import { writeServiceWorker } from '../bundle/serviceWorker.js';
import type { PageCache } from '../cache/pageCache.js';
import { SEARCH_INDEX_DIR } from '../../runtime/islands/searchText.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkLinks, type PageLinks } from '../links/checkLinks.js';
import { searchEnabled } from '../search/enabled.js';
import { writeSearchIndex } from '../search/writeSearchIndex.js';
import { withBase } from '../site/routes.js';
import type { OutputWriter } from './outputWriter.js';
import { absoluteUrl, robotsTxt, sitemapXml } from './sitemap.js';

/** What the site-wide steps know of a site: made by a build, or joined from the shards of one. */
export interface SiteRecord {
  base: string;
  siteUrl: string | undefined;
  onBrokenLinks: SiteConfig['onBrokenLinks'];
  search: boolean;
  /** Every page's route, in the site's order (the sitemap's and the search index's). */
  routes: string[];
  /** The links and ids of every page. */
  pages: PageLinks[];
}

export function siteRecord(config: SiteConfig, routes: string[], pages: PageLinks[]): SiteRecord {
  return { base: config.base, siteUrl: config.siteUrl, onBrokenLinks: config.onBrokenLinks, search: searchEnabled(config), routes, pages };
}

/**
 * The steps that need every page: the link check, then (unless something failed) sitemap and
 * robots.txt, the search index over the written pages, and last the service worker, whose
 * version covers every asset written before it.
 */
export async function finishSite(
  writer: OutputWriter,
  record: SiteRecord,
  failed: boolean,
  /** The search index is kept there under a key of every page (a whole build with the cache on). */
  searchCache?: { store: PageCache; key: string },
): Promise<Diagnostic[]> {
  const diagnostics = checkLinks(record.pages, new Set(record.routes), record.onBrokenLinks);
  if (failed || diagnostics.some((d) => d.severity === 'error')) return diagnostics;
  const { base, siteUrl } = record;
  if (siteUrl) {
    writer.write('sitemap.xml', sitemapXml(record.routes.map((route) => absoluteUrl(siteUrl, withBase(base, route)))));
    writer.write('robots.txt', robotsTxt(absoluteUrl(siteUrl, withBase(base, '/sitemap.xml'))));
  }
  if (record.search) {
    const indexDir = path.join(writer.dir, SEARCH_INDEX_DIR);
    const cached = searchCache?.store.restoreFolder<{ diagnostics: Diagnostic[]; bytes: number }>('search', searchCache.key, indexDir);
    if (cached) {
      diagnostics.push(...cached.diagnostics);
      writer.bytes += cached.bytes;
    } else {
      const before = writer.bytes;
      const indexed = (await writeSearchIndex(writer, record.routes, base)).diagnostics;
      diagnostics.push(...indexed);
      if (fs.existsSync(indexDir)) searchCache?.store.saveFolder('search', searchCache.key, indexDir, { diagnostics: indexed, bytes: writer.bytes - before });
    }
  }
  await writeServiceWorker(writer);
  return diagnostics;
}
