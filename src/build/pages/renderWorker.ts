/**
 * A render worker: makes the same renderer as the build's main thread (the runtime bundle is
 * given, not made again), then renders and writes the pages it is sent, batch by batch.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createSiteRenderer } from '../render/siteRenderer.js';
import { releaseEsbuild } from '../bundle/esbuildService.js';
import { PageCache } from '../cache/pageCache.js';
import { OutputWriter } from '../emit/outputWriter.js';
import { loadSite } from '../site/loadSite.js';
import type { RuntimeBundle } from '../bundle/runtime.js';
import type { WorkerMessage, WorkerRequest, WorkerSetup } from './protocol.js';
import { renderJob } from './renderJob.js';

const setup = workerData as WorkerSetup;
const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

let giveRuntime!: (runtime: RuntimeBundle) => void;
const runtime = new Promise<RuntimeBundle>((resolve) => (giveRuntime = resolve));

// Starts at once: modules and site load while the main thread bundles the runtime.
const ready = (async () => {
  const site = await loadSite(setup.root, setup.config, { configFile: setup.configFile, api: setup.api });
  const writer = new OutputWriter(setup.outDir, { previous: setup.previousDir });
  // What the shared parts report, the main thread reports once: dropped here.
  const renderer = await createSiteRenderer(site, writer, [], { runtime, lastUpdated: setup.lastUpdated });
  releaseEsbuild();
  return { renderer, writer, cache: setup.cacheDir ? new PageCache(setup.cacheDir) : undefined };
})();
// A failure is reported in answer to the first pages sent.
ready.catch(() => undefined);

/** Batches are rendered one after another, in the order sent, and answered in that order. */
let queue: Promise<void> = Promise.resolve();

async function renderBatch(request: Extract<WorkerRequest, { type: 'render' }>): Promise<void> {
  try {
    const { renderer, writer, cache } = await ready;
    const outcomes = [];
    for (const job of request.jobs) outcomes.push(await renderJob(renderer, writer, cache, job));
    post({ type: 'rendered', outcomes });
  } catch (cause) {
    post({ type: 'failed', message: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause) });
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'runtime') giveRuntime(request.runtime);
  else queue = queue.then(() => renderBatch(request));
});
