import type { Shared } from '../render/shared.js';
import { startWorkerThread, type WorkerThread } from '../modules/workerThread.js';
import type { WorkerRequest, WorkerSetup } from './protocol.js';

/** A worker costs a second or so to start (React, MUI, the demos): worth it for this many pages. */
const PAGES_PER_WORKER = 150;

/** Worker threads for `jobs` pages to render: the other threads of `concurrency`, one per `pagesPerWorker` pages at most. */
export function renderWorkerCount(jobs: number, concurrency: number, pagesPerWorker = PAGES_PER_WORKER): number {
  return Math.max(0, Math.min(concurrency - 1, Math.floor(jobs / pagesPerWorker)));
}

/**
 * The old-generation limit of a render worker, in MB, for a site of `sitePages` pages. V8 lets a
 * heap grow to a multiple of what is live (up to 4x when the limit is the default ~2 GB), so an
 * unbounded worker holds hundreds of MB of garbage; a limit a few times the live size makes it
 * collect sooner and grow less (at 3000 pages: -134 MB for the build). What is live is the
 * renderer (~60 MB: React, MUI, highlight.js, the nav) and what grows with the site (measured as
 * ~7 KB a page when workers loaded the whole site model; they now get only the shared data, so
 * this is an upper bound, not re-measured), so the limit keeps 4x that and never less than 384 MB: a worker must not run out on a page with
 * heavy demos.
 */
export function workerHeapLimitMb(sitePages: number): number {
  return Math.max(384, Math.ceil(4 * (60 + (sitePages * 7) / 1024)));
}

/**
 * Render worker threads, started as soon as the build knows it has pages to render: each loads
 * its modules while the main thread prepares what pages share, then renders with it (`begin`).
 */
export class RenderWorkers {
  readonly threads: WorkerThread[];

  constructor(count: number, setup: WorkerSetup, heapMb: number) {
    this.threads = Array.from({ length: count }, () =>
      startWorkerThread(import.meta.url, 'renderWorker', 'A render worker', { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: heapMb } }),
    );
  }

  /** Gives every worker what the main thread prepared. */
  begin(shared: Shared): void {
    for (const { worker } of this.threads) worker.postMessage({ type: 'shared', shared } satisfies WorkerRequest);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }
}
