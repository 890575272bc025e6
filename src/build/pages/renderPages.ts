import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CachedPage, PageCache } from '../cache/pageCache.js';
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

/** Which pages the cache has, and the jobs for the others. */
export interface PagePlan {
  pages: readonly SourcePage[];
  hits: { index: number; entry: CachedPage }[];
  jobs: RenderJob[];
  /** The page index of each job. */
  jobIndex: number[];
  /** Every page's cache key (none without a cache). */
  keys: string[];
}

/**
 * Looks every page up in the cache by its key: its source, its date, and `pagesKey` (the site's
 * key and the shared assets' the pages are rendered with, see `pagesKey`).
 */
export function planPages(pages: readonly SourcePage[], cache: { store: PageCache; pagesKey: string } | undefined, lastUpdated: LastUpdated): PagePlan {
  const plan: PagePlan = { pages, hits: [], jobs: [], jobIndex: [], keys: [] };
  for (const [index, page] of pages.entries()) {
    const cacheKey = cache ? pageKey(cache.pagesKey, page, lastUpdated.get(page.contentPath)?.toISOString()) : undefined;
    const entry = cacheKey ? cache!.store.read(cacheKey) : undefined;
    if (cacheKey) plan.keys.push(cacheKey);
    if (entry) plan.hits.push({ index, entry });
    else {
      plan.jobs.push(cacheKey ? { page, cacheKey } : { page });
      plan.jobIndex.push(index);
    }
  }
  return plan;
}

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

  for (const { index, entry } of plan.hits) {
    if (input.aborted()) break;
    const { route } = plan.pages[index]!;
    writer.write(outputFileForRoute(route), entry.html);
    writer.write(twinFile(route), entry.twin);
    const bytes = Buffer.byteLength(entry.html) + Buffer.byteLength(entry.twin);
    outcomes[index] = { route, summary: entry.summary, diagnostics: entry.diagnostics, links: entry.links, bytes };
    progress();
    if (done % HITS_BETWEEN_YIELDS === 0) await yieldToEventLoop();
  }
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
