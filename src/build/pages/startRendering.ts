import type { CachedShared } from '../cache/pageCache.js';
import { restoreShared, saveShared } from '../cache/sharedEntry.js';
import { fail, succeed, type Result } from '../util/diagnostics.js';
import { RuntimeCache, userCacheDir } from '../bundle/runtimeCache.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { outputFileForRoute } from '../util/routes.js';
import type { OutputContext } from './outputContext.js';
import { replanPages, type OutputToWrite } from './planOutput.js';
import type { PagePlan } from './renderPages.js';
import type { PageRendering } from './renderJob.js';
import { RenderWorkers, renderWorkerCount, workerHeapLimitMb } from './renderWorkers.js';

/** What pages are rendered with, once started: the final plan, the main thread's rendering, the workers. */
export interface StartedRendering {
  /** The plan's pages, looked up again if the shared assets prepared have another key. */
  pages: PagePlan;
  /** How the main thread renders (undefined when the shared assets were restored: nothing renders). */
  rendering: PageRendering | undefined;
  /** Started for the pages to render; the caller closes them. */
  workers: RenderWorkers | undefined;
  /** The shared assets in the output, as the cache keeps them (with the 404 page and their diagnostics). */
  shared: CachedShared;
}

/**
 * Gets the output folder ready for the pages: its folders made (the previous output's ahead, on
 * a thread of their own, and every page's), the shared assets restored from the cache or
 * prepared — the runtime bundled and the demos loaded — and render workers started when the
 * pages to render are worth them. Fails (workers closed) when the runtime cannot be bundled.
 */
export async function startRendering(context: OutputContext, plan: OutputToWrite): Promise<Result<StartedRendering>> {
  const { writer, pages, previous } = context;
  if (previous) writer.makeFoldersAhead(previous.record.recordedFiles());
  // Every page's folder, made side by side while this thread prepares or restores the shared assets.
  const pageFolders = writer.makeFolders(pages.map((page) => outputFileForRoute(page.route)));
  pageFolders.catch(() => undefined);
  const restored = plan.shared.from === 'restore' ? restoreShared(context.cache!.store, context.cache!.siteKey, plan.shared.kept, writer) : undefined;
  let started: Result<StartedRendering>;
  if (restored) {
    writer.bytes += restored.bytes;
    started = succeed({ pages: plan.pages, rendering: undefined, workers: undefined, shared: restored });
  } else {
    started = await prepareShared(context, plan);
  }
  if (started.ok) await pageFolders;
  return started;
}

/** Workers for `jobs` pages to render, as many as they are worth (none for a few pages). */
function startWorkers(context: OutputContext, jobs: number): RenderWorkers | undefined {
  const count = renderWorkerCount(jobs, context.concurrency, context.pagesPerWorker);
  if (count === 0) return undefined;
  const { writer, cache, site } = context;
  return new RenderWorkers(count, { outDir: writer.dir, previousDir: writer.previous, cacheDir: cache?.store.dir }, workerHeapLimitMb(site.pages.length));
}

/** The shared assets made anew: the runtime bundled (esbuild, a process of its own) while this thread loads the renderer. */
async function prepareShared(context: OutputContext, plan: OutputToWrite): Promise<Result<StartedRendering>> {
  const { site, writer, cache } = context;
  const { startRuntimeBundle } = await import('../bundle/startRuntime.js');
  // Kept outside the project: a build without `.docsgen` (cold) copies the bundle its inputs last made.
  const runtime = await startRuntimeBundle(site, writer.dir, cache && new RuntimeCache(userCacheDir()));
  const { prepareRendering } = await import('./prepareRendering.js');
  const preparing = prepareRendering(site, writer, context.lastUpdated, { ...(cache ? { jsVariants: cache.store.jsVariants() } : {}), runtime });
  preparing.catch(() => undefined);
  // Workers start once esbuild has bundled, and load while this thread prepares the shared
  // assets: loading beside esbuild's ~100 MB was the build's peak of memory.
  await runtime.bundled.catch(() => undefined);
  let workers = startWorkers(context, plan.pages.jobs.length);
  try {
    const prepared = await preparing;
    // The runtime could not be bundled: its errors are the build's (nothing is rendered).
    if (!prepared.ok) {
      await workers?.close();
      return fail(...prepared.diagnostics);
    }
    const { rendering, notFoundHtml } = prepared.value;
    const shared = saveShared(site, PACKAGE_ROOT, rendering.shared, notFoundHtml, writer, prepared.diagnostics, cache);
    // Not the shared assets the pages were looked up under (a demo taken off a page changes the runtime's chunks).
    const pages = replanPages(plan, shared.sharedKey, context.lookUpPages);
    workers ??= startWorkers(context, pages.jobs.length);
    workers?.begin(rendering.shared);
    return succeed({ pages, rendering, workers, shared });
  } catch (cause) {
    await workers?.close();
    throw cause;
  }
}
