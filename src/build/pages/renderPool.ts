import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../assets/packageFiles.js';
import type { SiteRenderer } from '../render/siteRenderer.js';
import type { PageCache } from '../cache/pageCache.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import type { PageOutcome, RenderJob, RenderRequest, WorkerMessage, WorkerSetup } from './protocol.js';
import { renderJob } from './renderJob.js';

/** Pages handed out at a time, at most: small enough to balance the lanes, large enough to cost little. */
const MAX_BATCH = 8;

/**
 * The old-generation limit of a render worker, in MB, for a site of `sitePages` pages. V8 lets a
 * heap grow to a multiple of what is live (up to 4x when the limit is the default ~2 GB), so an
 * unbounded worker holds hundreds of MB of garbage; a limit a few times the live size makes it
 * collect sooner and grow less (at 3000 pages: -134 MB for the build). What is live is the
 * renderer (~60 MB: React, MUI, highlight.js, the nav) and the site model (~7 KB a page), so the
 * limit keeps 4x that and never less than 384 MB: a worker must not run out on a page with
 * heavy demos.
 */
export function workerHeapLimitMb(sitePages: number): number {
  return Math.max(384, Math.ceil(4 * (60 + (sitePages * 7) / 1024)));
}

export interface RenderPoolInput {
  jobs: readonly RenderJob[];
  /** The main thread's renderer: one lane of the pool (it renders while workers start). */
  renderer: SiteRenderer;
  writer: OutputWriter;
  cache: PageCache | undefined;
  /** Worker threads besides the main thread (0: the main thread renders everything). */
  workers: number;
  setup: WorkerSetup;
  /** Each worker's old-generation heap limit (see `workerHeapLimitMb`). */
  workerHeapMb: number;
  /** `byWorker`: written by a worker (the main thread's writer did not count its bytes). */
  onOutcome(outcome: PageOutcome, index: number, byWorker: boolean): void;
  aborted(): boolean;
}

/**
 * Renders jobs across the main thread and worker threads, each taking the next batch when it is
 * done with its last: every page is rendered once, whichever lane is free takes it. Pages are
 * written by the lane that renders them; only their links and diagnostics come back.
 */
export async function renderInPool(input: RenderPoolInput): Promise<void> {
  let next = 0;
  let failed = false;
  // Every lane gets several batches, however few the pages.
  const batchSize = Math.max(1, Math.min(MAX_BATCH, Math.ceil(input.jobs.length / ((input.workers + 1) * 4))));
  const take = (): { start: number; jobs: RenderJob[] } | undefined => {
    if (failed || input.aborted() || next >= input.jobs.length) return undefined;
    const start = next;
    next = Math.min(next + batchSize, input.jobs.length);
    return { start, jobs: input.jobs.slice(start, next) };
  };

  const mainLane = async () => {
    for (let batch = take(); batch; batch = take()) {
      for (const [offset, job] of batch.jobs.entries()) input.onOutcome(await renderJob(input.renderer, input.writer, input.cache, job), batch.start + offset, false);
      // Lets the workers' results in between batches.
      await yieldToEventLoop();
    }
  };

  const workerLane = async () => {
    const worker = new Worker(workerScript(import.meta.url, 'renderWorker'), { workerData: input.setup, resourceLimits: { maxOldGenerationSizeMb: input.workerHeapMb } });
    // Settles only if the worker dies (an error, or an exit nobody asked for), whenever that
    // happens: the lane fails instead of waiting for ever for its batch.
    const died = new Promise<never>((_, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`A render worker stopped (exit code ${code})`)));
    });
    died.catch(() => undefined);
    try {
      for (let batch = take(); batch; batch = take()) {
        const reply = new Promise<WorkerMessage>((resolve) => worker.once('message', resolve));
        worker.postMessage({ jobs: batch.jobs } satisfies RenderRequest);
        const message = await Promise.race([reply, died]);
        if (message.type === 'failed') throw new Error(`A render worker failed: ${message.message}`);
        message.outcomes.forEach((outcome, offset) => input.onOutcome(outcome, batch.start + offset, true));
      }
    } finally {
      await worker.terminate();
    }
  };

  // A lane that fails stops the others at their next batch; the first failure is the build's.
  const lanes = [mainLane, ...Array.from({ length: input.workers }, () => workerLane)].map((lane) =>
    lane().catch((cause: unknown) => {
      failed = true;
      throw cause;
    }),
  );
  const settled = await Promise.allSettled(lanes);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
