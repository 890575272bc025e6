/**
 * A render worker: renders and writes the pages it is sent, batch by batch, with what the main
 * thread prepared (sent first: the worker writes no shared asset, and runs the demos' Node
 * bundles the main thread made rather than bundling them again).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { releaseEsbuild } from '../modules/esbuildService.js';
import { PageCache } from '../cache/pageCache.js';
import { ServerDemos } from '../demos/serverDemos.js';
import { OutputWriter } from '../emit/outputWriter.js';
import { createRenderServices, siteProcessor } from '../render/renderServices.js';
import type { Shared } from '../render/shared.js';
import type { WorkerMessage, WorkerRequest, WorkerSetup } from './protocol.js';
import { renderJob } from './renderJob.js';

const setup = workerData as WorkerSetup;
const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

let giveShared!: (shared: Shared) => void;
const sharedReceived = new Promise<Shared>((resolve) => (giveShared = resolve));

// This module's imports (React, MUI, the markdown pipeline) load while the main thread prepares.
const ready = (async () => {
  const shared = await sharedReceived;
  const { config } = shared;
  const serverDemos = new ServerDemos(shared.root, config.theme, config.limits.evaluateMs);
  serverDemos.refuse(shared.refusedDemos);
  // The main thread's Node bundles of the demos: run here, not built again.
  await serverDemos.adopt(shared.serverBundles);
  await serverDemos.preload(shared.demoModules);
  releaseEsbuild();
  const writer = new OutputWriter(setup.outDir, { previous: setup.previousDir });
  return {
    rendering: { shared, services: createRenderServices(shared, writer, await siteProcessor(shared), serverDemos) },
    cache: setup.cacheDir ? new PageCache(setup.cacheDir) : undefined,
  };
})();
// A failure is reported in answer to the first pages sent.
ready.catch(() => undefined);

/** Batches are rendered one after another, in the order sent, and answered in that order. */
let queue: Promise<void> = Promise.resolve();

async function renderBatch(request: Extract<WorkerRequest, { type: 'render' }>): Promise<void> {
  try {
    const { rendering, cache } = await ready;
    const outcomes = [];
    for (const job of request.jobs) outcomes.push(await renderJob(rendering, cache, job));
    // Before answering: the main thread may end the worker once every batch is answered.
    cache?.closeFiles();
    post({ type: 'rendered', outcomes });
  } catch (cause) {
    post({ type: 'failed', message: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause) });
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'shared') giveShared(request.shared);
  else queue = queue.then(() => renderBatch(request));
});
