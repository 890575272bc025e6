import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config/load.js';
import type { SiteConfig } from './config/schema.js';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { AtomicDir } from './emit/atomicDir.js';
import { finishSite, siteRecord } from './emit/finishSite.js';
import { OutputWriter } from './emit/outputWriter.js';
import { writeFailureDiagnostic } from './emit/writeFailure.js';
import { PACKAGE_ROOT } from './assets/packageFiles.js';
import { docsgenIdentity, siteKey } from './cache/cacheKeys.js';
import { PageCache, type CachedShared } from './cache/pageCache.js';
import { planPages, renderPages, type RenderedPages } from './pages/renderPages.js';
import { RenderWorkers, renderWorkerCount, workerHeapLimitMb } from './pages/renderWorkers.js';
import { createSiteRenderer, type SiteRenderer } from './render/siteRenderer.js';
import { releaseEsbuild } from './bundle/esbuildService.js';
import { collectGarbage } from './collectGarbage.js';
import { pagesOfShard, type Shard } from './shard/shard.js';
import { SHARD_RECORD_FILE, type ShardRecord } from './shard/shardRecord.js';
import { readLastUpdated } from './site/lastUpdated.js';
import { loadSite, type SiteModel } from './site/loadSite.js';
import { relativeFile } from './site/files.js';
import { normalizeRoute } from './site/routes.js';

export interface BuildOptions {
  root: string;
  /** Overrides config `outDir` (relative to the current folder when given on the command line). */
  outDir?: string;
  base?: string;
  siteUrl?: string;
  /** Threads that render pages, the main one included (default: the machine's cores). */
  concurrency?: number;
  /** Reuse and fill the page cache in `.docsgen/cache` (default true). */
  cache?: boolean;
  /** Pages a worker thread must have to be worth starting (tuning and tests; default 150). */
  pagesPerWorker?: number;
  /** Pages per part of the search index at most (tuning and tests; default `SEARCH_PART_PAGES`). */
  searchPartPages?: number;
  /** Render only this share of the pages, for `docsgen merge` to join (site-wide steps wait for it). */
  shard?: Shard;
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the build before anything replaces the previous output. */
  signal?: AbortSignal;
}

export interface BuildResult {
  /** 0 built, 1 content errors (nothing written), 2 config errors. */
  exitCode: 0 | 1 | 2;
  diagnostics: Diagnostic[];
  pages: number;
  /** Pages taken from the cache rather than rendered. */
  cachedPages: number;
  /** Pages rendered by worker threads (the main thread rendered the others). */
  renderedByWorkers: number;
  outDir: string | undefined;
  bytes: number;
  durationMs: number;
}

export const CACHE_DIR = '.docsgen/cache';

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const loadedConfig = await loadConfig(root);
  const finish = (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], extra: Partial<BuildResult> = {}): BuildResult => ({
    exitCode,
    diagnostics: sortDiagnostics(diagnostics),
    pages: 0,
    cachedPages: 0,
    renderedByWorkers: 0,
    outDir: undefined,
    bytes: 0,
    durationMs: performance.now() - started,
    ...extra,
  });
  if (!loadedConfig.config) return finish(2, loadedConfig.diagnostics);

  const config: SiteConfig = {
    ...loadedConfig.config,
    ...(options.base !== undefined ? { base: normalizeRoute(options.base) } : {}),
    ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
  };
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  const configFile = relativeFile(root, loadedConfig.file ?? root);
  const site = await loadSite(root, config, { configFile });
  const diagnostics = [...site.diagnostics];

  let atomic: AtomicDir | undefined;
  const aborted = () => options.signal?.aborted === true;
  try {
    atomic = new AtomicDir(outDir);
    const writer = new OutputWriter(atomic.tempDir, { previous: outDir });
    const rendered = await renderSite(site, writer, { ...options, configFile }, diagnostics, aborted);
    if (aborted() || hasErrors(diagnostics)) {
      atomic.discard();
      return finish(1, aborted() ? [...diagnostics, error('interrupted', 'The build was interrupted; the previous output is unchanged', { file: '.' })] : diagnostics);
    }
    atomic.commit();
    return finish(0, diagnostics, { pages: rendered.pages, cachedPages: rendered.cached, renderedByWorkers: rendered.byWorkers, outDir, bytes: writer.bytes + rendered.workerBytes });
  } catch (cause) {
    const tempDir = atomic?.tempDir;
    try {
      atomic?.discard();
    } catch {
      // The temporary folder may be what cannot be written: the next build removes it.
    }
    // EACCES, ENOSPC, EBUSY… while writing: a diagnostic naming the path, not a stack trace.
    const failure = writeFailureDiagnostic(cause, { root, outDir, ...(tempDir ? { tempDir } : {}) });
    if (failure) return finish(1, [...diagnostics, failure]);
    throw cause;
  }
}

/**
 * Renders the pages (from the cache where it can, across threads) and writes the 404 page, then
 * runs the site-wide steps — or, for a shard, leaves its record for `docsgen merge` to run them.
 */
async function renderSite(
  site: SiteModel,
  writer: OutputWriter,
  options: BuildOptions & { configFile: string },
  diagnostics: Diagnostic[],
  aborted: () => boolean,
): Promise<{ pages: number; cached: number; byWorkers: number; workerBytes: number }> {
  const { config } = site;
  const lastUpdated = await readLastUpdated(site.contentDir);
  const store = options.cache === false ? undefined : new PageCache(path.join(site.root, CACHE_DIR));
  const cache = store ? { store, siteKey: siteKey(site, docsgenIdentity(PACKAGE_ROOT)) } : undefined;
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const plan = planPages(options.shard ? pagesOfShard(site.pages, options.shard) : site.pages, cache, lastUpdated);

  // Workers start now: they load while the main thread makes the shared assets and the runtime.
  const workerCount = renderWorkerCount(plan.jobs.length, concurrency, options.pagesPerWorker);
  const workers =
    workerCount > 0
      ? new RenderWorkers(
          workerCount,
          { root: site.root, config, configFile: options.configFile, outDir: writer.dir, previousDir: writer.previous, lastUpdated, cacheDir: store?.dir },
          workerHeapLimitMb(site.pages.length),
        )
      : undefined;
  let shared: CachedShared | undefined;
  let rendered: RenderedPages;
  try {
    // Every page cached: the shared assets come from the cache too, and no renderer is made.
    let renderer: SiteRenderer | undefined;
    shared = plan.jobs.length === 0 ? cache?.store.restoreFolder<CachedShared>('shared', cache.siteKey, writer.dir, writer.previous) : undefined;
    if (shared) writer.bytes += shared.bytes;
    if (!shared) {
      const sharedDiagnostics: Diagnostic[] = [];
      renderer = await createSiteRenderer(site, writer, sharedDiagnostics, { lastUpdated });
      releaseEsbuild();
      workers?.begin(renderer.runtime);
      shared = { notFoundHtml: renderer.notFoundPage(), diagnostics: sharedDiagnostics, bytes: writer.bytes };
      // Taken before any page is written: the folder holds the shared assets only.
      cache?.store.saveFolder('shared', cache.siteKey, writer.dir, shared);
    }
    diagnostics.push(...shared.diagnostics);

    rendered = await renderPages({
      plan,
      renderer,
      writer,
      workers,
      cache: store,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      aborted,
    });
  } finally {
    await workers?.close();
  }
  const outcomes = rendered.outcomes.filter((outcome) => outcome !== undefined);
  for (const outcome of outcomes) diagnostics.push(...outcome.diagnostics);
  const summary = { pages: outcomes.length, cached: plan.hits.length, byWorkers: rendered.byWorkers, workerBytes: rendered.workerBytes };
  // Only a whole site's build knows which pages the cache needs no more.
  store?.commit(aborted() || options.shard ? undefined : new Set(plan.keys));
  if (aborted()) return summary;

  writer.write('404.html', shared.notFoundHtml);
  const record = siteRecord(
    config,
    // Pages that could not be read are routes too: links to them are not broken (their error is enough).
    [...site.routes],
    outcomes.map((outcome) => outcome.links),
    options.searchPartPages,
  );
  if (options.shard) {
    writer.write(SHARD_RECORD_FILE, JSON.stringify({ shard: options.shard, site: record } satisfies ShardRecord));
  } else {
    collectGarbage();
    const searchCache = cache ? { store: cache.store, pageKeys: plan.keys } : undefined;
    diagnostics.push(...(await finishSite(writer, record, hasErrors(diagnostics), { ...(searchCache ? { searchCache } : {}), threads: concurrency })));
  }
  return summary;
}
