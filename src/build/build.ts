import path from 'node:path';
import { completeOutput, type OutputSummary } from './completeOutput.js';
import { OutputRecord } from './cache/outputRecord.js';
import { emptyTrash } from './emit/atomicDir.js';
import { withAtomicOutput } from './emit/atomicOutput.js';
import { siteOutputFolder } from './emit/outputFolder.js';
import { OutputWriter } from './emit/outputWriter.js';
import { writeFailureDiagnostic } from './emit/writeFailure.js';
import { SiteCodeOutOfMemory } from './modules/runningUserCode.js';
import { CACHE_DIR, outputContext, outputFacts, type OutputOptions } from './pages/outputContext.js';
import { planOutput } from './pages/planOutput.js';
import { renderPages } from './pages/renderPages.js';
import { startRendering } from './pages/startRendering.js';
import type { Shard } from './shard/shard.js';
import { datePages, readLastUpdated, type LastUpdated } from './site/lastUpdated.js';
import { loadProject, type Project } from './site/loadProject.js';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './util/diagnostics.js';
import { cacheDamagedWarning, cacheFileName } from './util/sealedFile.js';
import { timed, timeStage, type StageTimes } from './util/timed.js';

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
  /** How long each stage took (see ARCHITECTURE.md's diagram), for `--timings`. */
  stages: StageTimes;
  durationMs: number;
}

export { CACHE_DIR };
/** Where a build puts the output it replaced, for the next build to remove as it starts. */
export const TRASH_DIR = '.docsgen/trash';

type Built = Omit<BuildResult, 'durationMs'>;

export function build(options: BuildOptions): Promise<BuildResult> {
  return timed(async () => {
    const root = path.resolve(options.root);
    // The outputs earlier builds replaced are removed while this one starts (see AtomicDir).
    const emptied = emptyTrash(path.join(root, TRASH_DIR));
    try {
      return await buildSite(root, options);
    } finally {
      await emptied;
    }
  });
}

function built(exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], stages: StageTimes, extra: Partial<Built>): Built {
  return { exitCode, diagnostics: sortDiagnostics(diagnostics), pages: 0, cachedPages: 0, renderedByWorkers: 0, outDir: undefined, bytes: 0, stages, ...extra };
}

/** The stages of a build: loadProject, then the output written (renderSite) and committed in place of the last. */
async function buildSite(root: string, options: BuildOptions): Promise<Built> {
  const stages: StageTimes = {};
  const finish = (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], extra: Partial<Built> = {}) => built(exitCode, diagnostics, stages, extra);
  let outDir = '';
  let lastUpdated: Promise<LastUpdated> = Promise.resolve(new Map());
  const loaded = await timeStage(stages, 'loadProject', () =>
    loadProject(root, {
      ...(options.base !== undefined ? { base: options.base } : {}),
      ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
      apiCache: options.cache !== false,
      onConfig: (config, source) => {
        const output = siteOutputFolder(root, config, source, options);
        if (!output.ok) return output.diagnostics;
        outDir = output.value;
        // git dates every page in a process of its own (hundreds of ms on a long history) while the API and pages are read.
        lastUpdated = readLastUpdated(path.resolve(root, config.contentDir));
        return [];
      },
    }),
  );
  if (!loaded.ok) return finish(loaded.configError ? 2 : 1, loaded.diagnostics);
  const project = loaded.value;
  let diagnostics = loaded.diagnostics;
  let tempDir: string | undefined;
  const aborted = () => options.signal?.aborted === true;
  /** Writes the output into `writer`'s new folder: whether it replaces the last, and the result. */
  const writeOutput = async (writer: OutputWriter) => {
    // What the output being replaced holds, as the build that made it recorded it.
    const previousRecord =
      options.cache !== false && writer.previous !== undefined
        ? OutputRecord.read(path.join(root, CACHE_DIR), writer.previous, (file, reason) => {
            diagnostics.push(cacheDamagedWarning(cacheFileName(root, file), reason, 'the output is compared file by file'));
          })
        : undefined;
    const failedBefore = hasErrors(diagnostics);
    const written = await renderSite(project, await lastUpdated, writer, { ...options, outputDir: outDir, previousRecord }, failedBefore, aborted, stages);
    diagnostics = [...diagnostics, ...written.diagnostics];
    if (aborted() || hasErrors(diagnostics)) {
      const interrupted = error('interrupted', 'The build was interrupted; the previous output is unchanged', { file: '.' });
      return { commit: false, value: finish(1, aborted() ? [...diagnostics, interrupted] : diagnostics) };
    }
    const counts = { pages: written.pages, cachedPages: written.cached, outDir };
    // The output is what this build would make: it stays as it is (the new folder, empty, goes).
    if (written.unchanged) return { commit: false, value: finish(0, diagnostics, { ...counts, bytes: written.unchanged.bytes, unchanged: true }) };
    return { commit: true, value: finish(0, diagnostics, { ...counts, renderedByWorkers: written.byWorkers, bytes: writer.bytes + written.workerBytes }) };
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
      stages,
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

/**
 * Writes the site's pages and everything else of its output, stage by stage as ARCHITECTURE.md
 * draws them: plan (what the cache has), start (shared assets, workers), render the pages,
 * complete (site-wide steps, records). An output already what this build would make is left as it is.
 */
async function renderSite(
  { site }: Project,
  lastUpdated: LastUpdated,
  writer: OutputWriter,
  options: OutputOptions & Pick<BuildOptions, 'onProgress'>,
  failedBefore: boolean,
  aborted: () => boolean,
  stages: StageTimes,
): Promise<OutputSummary & { unchanged?: { bytes: number } }> {
  // The generated pages (API, home) dated by their sources'.
  const context = outputContext(site, writer, await datePages(site.root, lastUpdated, site.pages), options);
  const plan = await timeStage(stages, 'planOutput', () => planOutput(outputFacts(context, failedBefore)));
  if (plan.kind === 'unchanged') {
    const diagnostics = [...plan.diagnostics, ...(context.cache?.store.diagnostics() ?? [])];
    return { pages: context.pages.length, cached: context.pages.length, byWorkers: 0, workerBytes: 0, diagnostics, unchanged: { bytes: plan.bytes } };
  }
  const started = await timeStage(stages, 'startRendering', () => startRendering(context, plan));
  if (!started.ok) return { pages: 0, cached: 0, byWorkers: 0, workerBytes: 0, diagnostics: started.diagnostics };
  const { pages, rendering, workers } = started.value;
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  const rendered = await timeStage(stages, 'renderPages', () =>
    renderPages({ plan: pages, rendering, writer, workers, cache: context.cache?.store, ...progress, aborted }).finally(() => workers?.close()),
  );
  return timeStage(stages, 'completeOutput', () => completeOutput(context, started.value, rendered, failedBefore, aborted));
}
