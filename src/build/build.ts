import os from 'node:os';
import path from 'node:path';
import { extractSiteApi } from './api/extractSiteApi.js';
import { writeApiJson } from './api/writeApiJson.js';
import { loadConfig } from './config/load.js';
import { lineOfConfigKey, type ConfigSource } from './config/places.js';
import type { SiteConfig } from './config/schema.js';
import { error, hasErrors, sortDiagnostics, type Diagnostic, type Place } from './util/diagnostics.js';
import { emptyTrash } from './emit/atomicDir.js';
import { withAtomicOutput, type OutputWritten } from './emit/atomicOutput.js';
import { SiteCodeOutOfMemory } from './modules/runningUserCode.js';
import { resolveOutputFolder } from './emit/outputFolder.js';
import { finishSite, siteRecord } from './finishSite.js';
import { OutputRecord } from './emit/outputRecord.js';
import { OutputWriter } from './emit/outputWriter.js';
import { writeFailureDiagnostic } from './emit/writeFailure.js';
import { PACKAGE_ROOT } from './util/packageFiles.js';
import { writePageAssets } from './assets/pageAssets.js';
import { copyPublicFolder, keepPublicFolder } from './assets/publicFolder.js';
import { docsgenOutputs } from './site/docsgenOutputs.js';
import { outputKey, pagesKey, siteKey } from './cache/cacheKeys.js';
import { docsgenIdentity } from './util/docsgenIdentity.js';
import { PageCache, type CachedShared } from './cache/pageCache.js';
import { keptShared, restoreShared, saveShared } from './cache/sharedEntry.js';
import { pageFiles, planPages, renderPages, type RenderedPages } from './pages/renderPages.js';
import { RenderWorkers, renderWorkerCount, workerHeapLimitMb } from './pages/renderWorkers.js';
import type { PageRendering } from './pages/renderJob.js';
import { collectGarbage } from './collectGarbage.js';
import { SEARCH_PART_PAGES } from './search/searchParts.js';
import { pagesOfShard, type Shard } from './shard/shard.js';
import type { ShardRecord } from './shardRecord.js';
import { SHARD_PUBLIC_FOLDER, SHARD_RECORD_FILE } from './util/routeProblems.js';
import { datePages, readLastUpdated, type LastUpdated } from './site/lastUpdated.js';
import { loadSite, type SiteModel } from './site/loadSite.js';
import { normalizeRoute, outputFileForRoute } from './util/routes.js';
import { timed } from './util/timed.js';
import { CACHE_DAMAGED, cacheDamagedWarning, cacheFileName } from './util/sealedFile.js';
import { lastModifiedByRoute, siteLlmsSections } from './twin/siteLlms.js';

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
  /** Replace an output folder that is not empty and that docsgen did not write. */
  force?: boolean;
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
  /** The output was already what the build would make: it was left as it is. */
  unchanged?: boolean;
  durationMs: number;
}

export const CACHE_DIR = '.docsgen/cache';
/** Where a build puts the output it replaced, for the next build to remove as it starts. */
export const TRASH_DIR = '.docsgen/trash';

export function build(options: BuildOptions): Promise<BuildResult> {
  return timed(() => buildSite(options));
}

async function buildSite(options: BuildOptions): Promise<Omit<BuildResult, 'durationMs'>> {
  const root = path.resolve(options.root);
  // The outputs earlier builds replaced are removed while this one starts (see AtomicDir).
  const emptied = emptyTrash(path.join(root, TRASH_DIR));
  try {
    return await buildSiteAt(root, options);
  } finally {
    await emptied;
  }
}

async function buildSiteAt(root: string, options: BuildOptions): Promise<Omit<BuildResult, 'durationMs'>> {
  const loadedConfig = await loadConfig(root);
  const finish = (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], extra: Partial<BuildResult> = {}): Omit<BuildResult, 'durationMs'> => ({
    exitCode,
    diagnostics: sortDiagnostics(diagnostics),
    pages: 0,
    cachedPages: 0,
    renderedByWorkers: 0,
    outDir: undefined,
    bytes: 0,
    ...extra,
  });
  if (!loadedConfig.config) return finish(2, loadedConfig.diagnostics);

  const config: SiteConfig = {
    ...loadedConfig.config,
    ...(options.base !== undefined ? { base: normalizeRoute(options.base) } : {}),
    ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
  };
  const source = loadedConfig.source ?? { file: '.', text: '' };
  const configFile = source.file;
  const output = resolveOutputFolder(path.resolve(root, options.outDir ?? config.outDir), {
    root,
    sources: [path.resolve(root, config.contentDir)],
    ...outputOption(options.outDir !== undefined, source),
    ...(options.force ? { force: true } : {}),
  });
  if (!output.ok) return finish(2, output.diagnostics);
  const outDir = output.value;
  // API reference pages: extracted once, here, before any page is read or anything written.
  const api = await extractSiteApi(root, config, source, { cache: options.cache !== false });
  if (hasErrors(api.diagnostics)) return finish(api.configError ? 2 : 1, api.diagnostics);
  // git dates every page in a process of its own (hundreds of ms on a long history) while the pages are read.
  const lastUpdated = readLastUpdated(path.resolve(root, config.contentDir));

  let diagnostics = [...api.diagnostics];
  let tempDir: string | undefined;
  const aborted = () => options.signal?.aborted === true;
  /** Loads the site and writes its output with `writer` (into the new output folder): whether to keep it, and the result. */
  const writeOutput = async (writer: OutputWriter): Promise<OutputWritten<Omit<BuildResult, 'durationMs'>>> => {
    // What the output being replaced holds, as the build that made it recorded it.
    const previousRecord =
      options.cache !== false && writer.previous !== undefined
        ? OutputRecord.read(path.join(root, CACHE_DIR), writer.previous, (file, reason) => {
            diagnostics.push(cacheDamagedWarning(cacheFileName(root, file), reason, 'the output is compared file by file'));
          })
        : undefined;
    const site = await loadSite(root, config, { configFile, api: api.sources });
    diagnostics = [...diagnostics, ...site.diagnostics];
    const rendered = await renderSite(
      site,
      // The generated pages (API, home) dated by their sources'.
      await datePages(root, await lastUpdated, site.pages),
      writer,
      { ...options, configFile, outputDir: outDir, previousRecord },
      hasErrors(diagnostics),
      aborted,
    );
    diagnostics = [...diagnostics, ...rendered.diagnostics];
    if (aborted() || hasErrors(diagnostics)) {
      const interrupted = error('interrupted', 'The build was interrupted; the previous output is unchanged', { file: '.' });
      return { commit: false, value: finish(1, aborted() ? [...diagnostics, interrupted] : diagnostics) };
    }
    if (rendered.unchanged) {
      // The output is what this build would make: it stays as it is (the new folder, empty, goes).
      return {
        commit: false,
        value: finish(0, diagnostics, { pages: rendered.pages, cachedPages: rendered.cached, outDir, bytes: rendered.unchanged.bytes, unchanged: true }),
      };
    }
    const value = finish(0, diagnostics, {
      pages: rendered.pages,
      cachedPages: rendered.cached,
      renderedByWorkers: rendered.byWorkers,
      outDir,
      bytes: writer.bytes + rendered.workerBytes,
    });
    return { commit: true, value };
  };

  try {
    return await withAtomicOutput(
      outDir,
      async (dir) => {
        tempDir = dir;
        const writer = new OutputWriter(dir, { previous: outDir });
        try {
          return await writeOutput(writer);
        } finally {
          // Whatever became of the build: the folders made ahead are made before the output is kept or thrown away, and those no file went into are gone.
          await writer.removeUnusedFolders();
        }
      },
      path.join(root, TRASH_DIR),
    );
  } catch (cause) {
    // EACCES, ENOSPC, EBUSY… while writing: a diagnostic naming the path, not a stack trace.
    const failure = writeFailureDiagnostic(cause, { root, outDir, ...(tempDir ? { tempDir } : {}) });
    if (failure) return finish(1, [...diagnostics, failure]);
    // A render worker out of memory in a demo or component: the build failed at that file.
    if (cause instanceof SiteCodeOutOfMemory) return finish(1, [...diagnostics, error('out-of-memory', cause.message, { file: cause.place.file })]);
    throw cause;
  }
}

/** How the user chose the output folder, and where a refusal points: the config's `outDir` line. */
function outputOption(fromFlag: boolean, source: ConfigSource): { option: string; place: Place } {
  if (fromFlag) return { option: '--out', place: { file: '.' } };
  return { option: 'outDir', place: { file: source.file, line: lineOfConfigKey(source.text, 'outDir') } };
}

/**
 * Renders the pages (from the cache where it can, across threads) and writes the 404 page, then
 * runs the site-wide steps — or, for a shard, leaves its record for `docsgen merge` to run them.
 */
async function renderSite(
  site: SiteModel,
  lastUpdated: LastUpdated,
  writer: OutputWriter,
  /** `outputDir`: the output folder the one being written replaces once done; `previousRecord`: what it holds. */
  options: BuildOptions & { configFile: string; outputDir: string; previousRecord: OutputRecord | undefined },
  /** Whether loading the site found errors already (the site-wide steps then skip what needs a whole site). */
  failedBefore: boolean,
  aborted: () => boolean,
): Promise<{
  pages: number;
  cached: number;
  byWorkers: number;
  workerBytes: number;
  diagnostics: Diagnostic[];
  /** The output needs no change: its bytes, as the build that made it counted them. */
  unchanged?: { bytes: number };
}> {
  const diagnostics: Diagnostic[] = [];
  const { config } = site;
  const store = options.cache === false ? undefined : new PageCache(path.join(site.root, CACHE_DIR), site.root);
  const cache = store ? { store, siteKey: siteKey(site, docsgenIdentity(PACKAGE_ROOT)) } : undefined;
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  const pages = options.shard ? pagesOfShard(site.pages, options.shard) : site.pages;
  // Pages are cached under the shared assets they were rendered with: first, the last build's.
  const kept = cache && keptShared(cache.store, cache.siteKey, site.root);
  // What the output being replaced holds, as the build that made it recorded it.
  const previous = store && writer.previous !== undefined && options.previousRecord ? { dir: writer.previous, record: options.previousRecord } : undefined;
  const planWith = (sharedKey: string | undefined) =>
    planPages(pages, cache && sharedKey ? { store: cache.store, pagesKey: pagesKey(cache.siteKey, sharedKey), previous } : undefined, lastUpdated);
  let plan = planWith(kept?.meta.sharedKey);
  // What the site-wide steps read besides the pages: with the pages' keys, what the output is made from.
  const siteWideInputs = [JSON.stringify(site.api), String(options.searchPartPages ?? SEARCH_PART_PAGES)];
  // Nothing to render, and the output holds what the build that made it from the same inputs left:
  // a build changes nothing (its new folder is not even filled).
  const unchanged =
    previous && kept?.current && plan.jobs.length === 0 && !failedBefore && !options.shard
      ? previous.record.upToDate(previous.dir, outputKey(plan.keys, ...siteWideInputs))
      : undefined;
  if (unchanged) {
    const replayed = [...unchanged.diagnostics, ...store!.diagnostics()];
    return { pages: pages.length, cached: pages.length, byWorkers: 0, workerBytes: 0, diagnostics: replayed, unchanged: { bytes: unchanged.bytes } };
  }
  // The previous output's folders, made in this one by a thread of their own while this one goes on.
  if (previous) writer.makeFoldersAhead(previous.record.recordedFiles());
  // Every page's folder, made side by side while this thread prepares or restores the shared assets.
  const pageFolders = writer.makeFolders(pages.map((page) => outputFileForRoute(page.route)));
  pageFolders.catch(() => undefined);

  const startWorkers = (jobs: number) => {
    const count = renderWorkerCount(jobs, concurrency, options.pagesPerWorker);
    return count > 0
      ? new RenderWorkers(count, { outDir: writer.dir, previousDir: writer.previous, cacheDir: store?.dir }, workerHeapLimitMb(site.pages.length))
      : undefined;
  };
  let workers: RenderWorkers | undefined;
  let sharedEntry: CachedShared | undefined;
  let rendered: RenderedPages;
  try {
    // Every page cached: the shared assets come from the cache too, and nothing is prepared.
    let rendering: PageRendering | undefined;
    sharedEntry = plan.jobs.length === 0 && cache && kept ? restoreShared(cache.store, cache.siteKey, kept, writer) : undefined;
    if (sharedEntry) writer.bytes += sharedEntry.bytes;
    if (!sharedEntry) {
      // The runtime bundles (esbuild, a process of its own) while this thread loads the renderer.
      const { startRuntimeBundle } = await import('./bundle/startRuntime.js');
      const runtime = await startRuntimeBundle(site, writer.dir);
      const { prepareRendering } = await import('./pages/prepareRendering.js');
      const preparing = prepareRendering(site, writer, lastUpdated, { ...(store ? { jsVariants: store.jsVariants() } : {}), runtime });
      preparing.catch(() => undefined);
      // Workers start once esbuild has bundled, and load while this thread prepares the shared
      // assets: loading beside esbuild's ~100 MB was the build's peak of memory.
      await runtime.bundled.catch(() => undefined);
      workers = startWorkers(plan.jobs.length);
      const prepared = await preparing;
      // The runtime could not be bundled: its errors are the build's (nothing is rendered).
      if (!prepared.ok) return { pages: 0, cached: 0, byWorkers: 0, workerBytes: 0, diagnostics: prepared.diagnostics };
      const { shared } = prepared.value.rendering;
      sharedEntry = saveShared(site, PACKAGE_ROOT, shared, prepared.value.notFoundHtml, writer, prepared.diagnostics, cache);
      // Not the shared assets the cached pages were rendered with (a demo taken off a page
      // changes the runtime's chunks): the pages are looked up again under these.
      if (cache && sharedEntry.sharedKey !== kept?.meta.sharedKey) {
        plan = planWith(sharedEntry.sharedKey);
        workers ??= startWorkers(plan.jobs.length);
      }
      workers?.begin(shared);
      rendering = prepared.value.rendering;
    }
    diagnostics.push(...sharedEntry.diagnostics);

    await pageFolders;
    rendered = await renderPages({
      plan,
      rendering,
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
  const summary = { pages: outcomes.length, cached: plan.hits.length, byWorkers: rendered.byWorkers, workerBytes: rendered.workerBytes, diagnostics };
  // Only a whole site's build knows which pages the cache needs no more.
  store?.commit(aborted() || options.shard ? undefined : new Set(plan.keys));
  if (aborted()) {
    if (store) diagnostics.push(...store.diagnostics());
    return summary;
  }

  writer.write('404.html', sharedEntry.notFoundHtml);
  writeApiJson(writer, site.api, new Set(pages.filter((page) => page.generated === 'api').map((page) => page.route)));
  // Rendered pages wrote their files as they rendered; the cached ones were not rendered.
  writePageAssets(
    site.root,
    plan.hits.flatMap(({ entry }) => entry.links.assets ?? []),
    writer,
  );
  const record = siteRecord(
    config,
    // Pages that could not be read are routes too: links to them are not broken (their error is enough).
    [...site.routes],
    outcomes.map((outcome) => outcome.links),
    site.redirects,
    {
      lastModified: lastModifiedByRoute(site.pages, lastUpdated),
      llms: config.llms ? { title: config.title, sections: siteLlmsSections(site) } : false,
      summaries: outcomes.map((outcome) => ({ route: outcome.route, ...outcome.summary })),
    },
    options.searchPartPages,
  );
  if (options.shard) {
    writer.write(SHARD_RECORD_FILE, JSON.stringify({ shard: options.shard, site: record } satisfies ShardRecord));
    diagnostics.push(...keepPublicFolder(site.root, writer, SHARD_PUBLIC_FOLDER));
  } else {
    // Nothing rendered (every page cached): little garbage to collect.
    if (plan.jobs.length > 0) collectGarbage();
    const searchCache = cache ? { store: cache.store, pageKeys: plan.keys, record: previous?.record } : undefined;
    const finished = await finishSite(writer, record, failedBefore || hasErrors(diagnostics), {
      ...(searchCache ? { searchCache } : {}),
      threads: concurrency,
    });
    diagnostics.push(...finished.diagnostics);
    // Before the public files: one may take the name of a folder made ahead for a page now gone.
    await writer.removeUnusedFolders();
    diagnostics.push(...copyPublicFolder(site.root, writer, docsgenOutputs({ ...site, config })));
    // The next build links what it finds unchanged in this output (see OutputRecord).
    if (store && plan.keys.length === pages.length) {
      const recordedPages = pages.flatMap((page, index) => pageFiles(page.route).map((file): [string, string] => [file, plan.keys[index]!]));
      // A build that found no problem records itself whole: the next build from the same inputs leaves its output as it is.
      const built =
        failedBefore || hasErrors(diagnostics)
          ? undefined
          : {
              key: outputKey(plan.keys, ...siteWideInputs),
              // A damaged cache file is said once, by the build that found it.
              diagnostics: diagnostics.filter((d) => d.code !== CACHE_DAMAGED),
              bytes: writer.bytes + rendered.workerBytes,
            };
      OutputRecord.write(
        store.dir,
        options.outputDir,
        writer.dir,
        [...recordedPages, ...finished.recorded],
        previous && { record: previous.record, kept: new Set([...writer.kept, ...finished.kept]) },
        built,
      );
    }
  }
  // Damaged cache entries found on the way (pages, shared assets, search parts): warnings.
  if (store) diagnostics.push(...store.diagnostics());
  return summary;
}
