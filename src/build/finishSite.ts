import os from 'node:os';
import { writeServiceWorker } from './bundle/serviceWorker.js';
import type { PageCache } from './cache/pageCache.js';
import type { SiteConfig } from './config/schema.js';
import type { Diagnostic } from './util/diagnostics.js';
import { checkLinks, type PageLinks } from './links/checkLinks.js';
import { searchEnabled } from './config/searchEnabled.js';
import { SEARCH_PART_PAGES } from './search/searchParts.js';
import { writeSearchIndex } from './search/writeSearchIndex.js';
import { withBase } from './util/routes.js';
import type { OutputRecord } from './cache/outputRecord.js';
import type { OutputWriter } from './emit/outputWriter.js';
import { absoluteUrl, robotsTxt, sitemapXml } from './emit/sitemap.js';
import { writeRedirectPages, type RedirectRecord } from './emit/redirectPages.js';
import { redirectMap } from './site/redirects.js';
import { externalRoutesOf } from './config/externalRoutes.js';
import type { ExternalRoute } from './util/externalRoutes.js';
import type { LlmsPage, LlmsSection } from './twin/llmsTxt.js';
import { writeLlmsFiles } from './twin/writeLlmsFiles.js';

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
  /** Redirected routes and where each ends (config `redirects` and `_redirects`, checked). */
  redirects: RedirectRecord[];
  /** Route prefixes another build serves (products deployed elsewhere, config `externalRoutes`). */
  externalRoutes: ExternalRoute[];
  /** Pages per part of the search index at most (a merge splits as the shards' build would). */
  searchPartPages?: number;
  /** When each page was last updated (W3C datetime), by route: the sitemap's `<lastmod>`. */
  lastModified: Record<string, string>;
  /** llms.txt's title and sections (the whole site's), or false with config `llms: false`. */
  llms: { title: string; sections: LlmsSection[] } | false;
  /** What llms.txt lists of each page rendered (this shard's, in a shard's record). */
  summaries: LlmsPage[];
}

/** What a build knows of its pages beyond their links, for the sitemap and llms.txt. */
export interface SiteRecordPages {
  lastModified: Record<string, string>;
  llms: SiteRecord['llms'];
  summaries: LlmsPage[];
}

export function siteRecord(
  config: SiteConfig,
  routes: string[],
  pages: PageLinks[],
  redirects: readonly RedirectRecord[],
  about: SiteRecordPages,
  searchPartPages = SEARCH_PART_PAGES,
): SiteRecord {
  return {
    base: config.base,
    siteUrl: config.siteUrl,
    onBrokenLinks: config.onBrokenLinks,
    search: searchEnabled(config),
    routes,
    pages,
    redirects: redirects.map(({ from, to }) => ({ from, to })),
    externalRoutes: externalRoutesOf(config),
    searchPartPages,
    ...about,
  };
}

/** What the site-wide steps found, and the files they made from the cache's entries (for the output's record), each with its entry's key. */
export interface FinishedSite {
  diagnostics: Diagnostic[];
  recorded: [file: string, key: string][];
  /** Of them, those kept from the previous output as they were (linked). */
  kept: string[];
}

/**
 * The steps that need every page: the link check, then (unless something failed) the redirect
 * pages, sitemap and robots.txt, the search index over the written pages, and last the service
 * worker, whose version covers every asset written before it.
 */
export async function finishSite(
  writer: OutputWriter,
  record: SiteRecord,
  failed: boolean,
  options: {
    /**
     * The search index's parts are kept there, each under a key of its pages' (every page's key, in
     * route order); `record`: what the output being replaced holds.
     */
    searchCache?: { store: PageCache; pageKeys: readonly string[]; record?: OutputRecord | undefined };
    /** Threads that index the search index's parts (default: the machine's cores). */
    threads?: number;
  } = {},
): Promise<FinishedSite> {
  const diagnostics = checkLinks(record.pages, new Set(record.routes), record.onBrokenLinks, redirectMap(record.redirects), record.externalRoutes);
  const finished: FinishedSite = { diagnostics, recorded: [], kept: [] };
  if (failed || diagnostics.some((d) => d.severity === 'error')) return finished;
  const { base, siteUrl } = record;
  writeRedirectPages(writer, record.redirects, base, siteUrl);
  if (siteUrl) {
    const entries = record.routes.map((route) => ({ loc: absoluteUrl(siteUrl, withBase(base, route)), lastmod: record.lastModified[route] }));
    writer.write('sitemap.xml', sitemapXml(entries));
    writer.write('robots.txt', robotsTxt(absoluteUrl(siteUrl, withBase(base, '/sitemap.xml'))));
  }
  if (record.search) {
    const indexed = await writeSearchIndex(writer, record.routes, base, {
      partPages: record.searchPartPages ?? SEARCH_PART_PAGES,
      threads: options.threads ?? os.availableParallelism(),
      ...(options.searchCache ? { cache: options.searchCache } : {}),
    });
    diagnostics.push(...indexed.diagnostics);
    writer.bytes += indexed.directBytes;
    finished.recorded.push(...indexed.recorded);
    finished.kept.push(...indexed.kept);
  }
  if (record.llms) writeLlmsFiles(writer, { ...record.llms, siteUrl, base }, record.summaries);
  await writeServiceWorker(
    writer,
    (record.externalRoutes ?? []).map((route) => route.prefix),
  );
  return finished;
}
