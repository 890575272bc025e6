import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CachedPageMeta, PageCache, PageFiles } from '../cache/pageCache.js';
import type { OutputRecord } from '../cache/outputRecord.js';
import { pageKey } from '../cache/cacheKeys.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import type { LastUpdated } from '../site/lastUpdated.js';
import type { SourcePage } from '../site/readPages.js';
import { outputFileForRoute } from '../util/routes.js';
import { twinFile } from '../util/twinPaths.js';
import type { PageOutcome, RenderJob } from './protocol.js';
import type { PageRendering } from './renderJob.js';
import { renderInPool } from './renderPool.js';
import type { RenderWorkers } from './renderWorkers.js';

const HITS_BETWEEN_YIELDS = 64;

/**
 * A page the cache has: what the build needs of it, and its files, unless the previous output is
 * known to hold them (then linked, never read).
 */
export interface PageHit {
  index: number;
  entry: CachedPageMeta;
  files?: PageFiles;
}

/** Which pages the cache has, and the jobs for the others. */
export interface PagePlan {
  pages: readonly SourcePage[];
  hits: PageHit[];
  jobs: RenderJob[];
  /** The page index of each job. */
  jobIndex: number[];
  /** Every page's cache key (none without a cache). */
  keys: string[];
}

/** The cache, and what it knows of the output a build replaces (`previous`: its folder and record). */
export interface PlanCache {
  store: PageCache;
  pagesKey: string;
  previous?: { dir: string; record: OutputRecord } | undefined;
}

/**
 * Looks every page up in the cache by its key: its source, its date, and `pagesKey` (the site's
 * key and the shared assets' the pages are rendered with, see `pagesKey`). A page whose file in
 * the previous output the record says it rendered is a hit without its HTML.
 */
export function planPages(pages: readonly SourcePage[], cache: PlanCache | undefined, lastUpdated: LastUpdated): PagePlan {
  const plan: PagePlan = { pages, hits: [], jobs: [], jobIndex: [], keys: [] };
  for (const [index, page] of pages.entries()) {
    const cacheKey = cache ? pageKey(cache.pagesKey, page, lastUpdated.get(page.contentPath)?.toISOString()) : undefined;
    const hit = cacheKey ? cachedPage(cache!, cacheKey, page.route) : undefined;
    if (cacheKey) plan.keys.push(cacheKey);
    if (hit) plan.hits.push({ index, ...hit });
    else {
      plan.jobs.push(cacheKey ? { page, cacheKey } : { page });
      plan.jobIndex.push(index);
    }
  }
  return plan;
}

function cachedPage({ store, previous }: PlanCache, key: string, route: string): Omit<PageHit, 'index'> | undefined {
  const entry = store.readMeta(key);
  if (!entry) return undefined;
  if (previous && pageFiles(route).every((file) => previous.record.holds(previous.dir, file, key))) return { entry };
  const files = store.readFiles(key);
  return files && { entry, files };
}

/** The files a page writes, from the output's root: its HTML and its Markdown twin. */
export const pageFiles = (route: string): [html: string, twin: string] => [outputFileForRoute(route), twinFile(route)];

export interface RenderPagesInput {
  plan: PagePlan;
  /** How the main thread renders, made by the build when the plan has jobs. */
  rendering: PageRendering | undefined;
  /** Writes the cached pages. */
  writer: OutputWriter;
  /** Worker threads started for the plan's jobs, given the shared data. */
  workers: RenderWorkers | undefined;
  cache: PageCache | undefined;
  onProgress?: (done: number, total: number) => void;
  aborted(): boolean;
}

export interface RenderedPages {
  /** In the order of the plan's pages (undefined for those an abort left out). */
  outcomes: (PageOutcome | undefined)[];
  /** Bytes of HTML the workers wrote (the main thread's writer counts the rest). */
  workerBytes: number;
  /** Pages the worker threads rendered. */
  byWorkers: number;
}

/**
 * Writes every page: the cached ones as they are, the others rendered across the main thread
 * and worker threads (and cached).
 */
export async function renderPages(input: RenderPagesInput): Promise<RenderedPages> {
  const { plan, rendering, writer } = input;
  const outcomes: (PageOutcome | undefined)[] = new Array(plan.pages.length).fill(undefined);
  let workerBytes = 0;
  let byWorkers = 0;
  let done = 0;
  const progress = () => input.onProgress?.(++done, plan.pages.length);

  // Files the previous output holds as they are: linked side by side, after the others.
  const kept: [file: string, bytes: number][] = [];
  for (const [hit, { index, entry, files }] of plan.hits.entries()) {
    if (input.aborted()) break;
    const { route } = plan.pages[index]!;
    if (files === undefined) {
      // `bytes` counts both files.
      kept.push([outputFileForRoute(route), entry.bytes], [twinFile(route), 0]);
    } else {
      writer.write(outputFileForRoute(route), files.html);
      writer.write(twinFile(route), files.twin);
      progress();
    }
    outcomes[index] = { route, summary: entry.summary, diagnostics: entry.diagnostics, links: entry.links, bytes: entry.bytes };
    if ((hit + 1) % HITS_BETWEEN_YIELDS === 0) await yieldToEventLoop();
  }
  await writer.keepPreviousFiles(kept, () => progress());
  if (plan.jobs.length === 0 || !rendering) return { outcomes, workerBytes, byWorkers };
  // Not loaded by a build whose every page is cached: it loads the whole renderer.
  const { renderJob } = await import('./renderJob.js');

  await renderInPool({
    jobs: plan.jobs,
    renderOnMainThread: (job) => renderJob(rendering, input.cache, job),
    workers: input.workers?.threads ?? [],
    onOutcome: (outcome, index, byWorker) => {
      outcomes[plan.jobIndex[index]!] = outcome;
      // The main thread's own cache knows where its pages went; a worker's answer says where its did.
      const { cacheKey } = plan.jobs[index]!;
      if (byWorker && outcome.cached && cacheKey) input.cache?.remember(cacheKey, outcome.cached);
      if (byWorker) {
        workerBytes += outcome.bytes;
        byWorkers++;
      }
      progress();
    },
    aborted: input.aborted,
  });
  return { outcomes, workerBytes, byWorkers };
}
