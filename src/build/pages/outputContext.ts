import os from 'node:os';
import path from 'node:path';
import { outputKey, pagesKey, siteKey } from '../cache/cacheKeys.js';
import type { OutputRecord } from '../cache/outputRecord.js';
import { PageCache } from '../cache/pageCache.js';
import { keptShared, type KeptShared } from '../cache/sharedEntry.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { SEARCH_PART_PAGES } from '../search/searchParts.js';
import { pagesOfShard, type Shard } from '../shard/shard.js';
import type { LastUpdated } from '../site/lastUpdated.js';
import type { SiteModel } from '../site/loadSite.js';
import type { SourcePage } from '../site/readPages.js';
import { docsgenIdentity } from '../util/docsgenIdentity.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import type { OutputFacts, PreviousOutput } from './planOutput.js';
import { planPages, type PagePlan } from './renderPages.js';

/** Where the page cache lives in a site. */
export const CACHE_DIR = '.docsgen/cache';

/** The page cache of a build, and the site's key in it. */
export interface BuildCache {
  store: PageCache;
  siteKey: string;
}

/** What the stages of writing an output share: the site, where it goes, the cache and what it knows. */
export interface OutputContext {
  site: SiteModel;
  /** The pages this build renders: the site's, or a shard's share of them. */
  pages: readonly SourcePage[];
  writer: OutputWriter;
  /** The output folder the one being written replaces once done. */
  outputDir: string;
  lastUpdated: LastUpdated;
  cache: BuildCache | undefined;
  /** The shared assets the last build kept for this site. */
  kept: KeptShared | undefined;
  previous: PreviousOutput | undefined;
  shard: Shard | undefined;
  /** Threads that render, the main one included. */
  concurrency: number;
  pagesPerWorker: number | undefined;
  searchPartPages: number | undefined;
  /** The key of everything the output is made from: the pages' keys and what the site-wide steps read besides. */
  outputKey(pageKeys: readonly string[]): string;
  lookUpPages: OutputFacts['lookUpPages'];
}

export interface OutputOptions {
  /** Reuse and fill the page cache (default true). */
  cache?: boolean;
  concurrency?: number;
  pagesPerWorker?: number;
  searchPartPages?: number;
  shard?: Shard;
  /** The output folder the one being written replaces once done. */
  outputDir: string;
  /** What the output being replaced holds, as the build that made it recorded it. */
  previousRecord: OutputRecord | undefined;
}

/** The context of writing `site`'s output with `writer`: its cache opened and its shared assets' entry read. */
export function outputContext(site: SiteModel, writer: OutputWriter, lastUpdated: LastUpdated, options: OutputOptions): OutputContext {
  const store = options.cache === false ? undefined : new PageCache(path.join(site.root, CACHE_DIR), site.root);
  const cache = store ? { store, siteKey: siteKey(site, docsgenIdentity(PACKAGE_ROOT)) } : undefined;
  const pages = options.shard ? pagesOfShard(site.pages, options.shard) : site.pages;
  const previous = store && writer.previous !== undefined && options.previousRecord ? { dir: writer.previous, record: options.previousRecord } : undefined;
  // What the site-wide steps read besides the pages: with the pages' keys, what the output is made from.
  const siteWideInputs = [JSON.stringify(site.api), String(options.searchPartPages ?? SEARCH_PART_PAGES)];
  return {
    site,
    pages,
    writer,
    outputDir: options.outputDir,
    lastUpdated,
    cache,
    // Pages are cached under the shared assets they were rendered with: first, the last build's.
    kept: cache && keptShared(cache.store, cache.siteKey, site.root),
    previous,
    shard: options.shard,
    concurrency: Math.max(1, options.concurrency ?? os.availableParallelism()),
    pagesPerWorker: options.pagesPerWorker,
    searchPartPages: options.searchPartPages,
    outputKey: (pageKeys) => outputKey(pageKeys, ...siteWideInputs),
    lookUpPages: (sharedKey): PagePlan =>
      planPages(pages, cache && sharedKey ? { store: cache.store, pagesKey: pagesKey(cache.siteKey, sharedKey), previous } : undefined, lastUpdated),
  };
}

/** What `planOutput` decides from, for a build in `context`. */
export function outputFacts(context: OutputContext, failedBefore: boolean): OutputFacts {
  const { previous } = context;
  return {
    cached: context.cache !== undefined,
    kept: context.kept,
    previous,
    shard: context.shard !== undefined,
    failedBefore,
    lookUpPages: context.lookUpPages,
    upToDate: (pageKeys) => previous?.record.upToDate(previous.dir, context.outputKey(pageKeys)),
  };
}
