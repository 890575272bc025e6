import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { PageOutcome, RenderJob, WorkerMessage, WorkerRequest } from './protocol.js';
import type { WorkerThread } from '../modules/workerThread.js';

/** Pages handed out at a time, at most: small enough to balance the lanes, large enough to cost little. */
const MAX_BATCH = 8;

export interface RenderPoolInput {
  jobs: readonly RenderJob[];
  /** How the main thread renders a job (renderJob): one lane of the pool (it renders while workers start). */
  renderOnMainThread(job: RenderJob): Promise<PageOutcome>;
  /** Worker threads besides the main thread, given the shared data (none: the main thread renders everything). */
  workers: readonly WorkerThread[];
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
  const batchSize = Math.max(1, Math.min(MAX_BATCH, Math.ceil(input.jobs.length / ((input.workers.length + 1) * 4))));
  const take = (): { start: number; jobs: RenderJob[] } | undefined => {
    if (failed || input.aborted() || next >= input.jobs.length) return undefined;
    const start = next;
    next = Math.min(next + batchSize, input.jobs.length);
    return { start, jobs: input.jobs.slice(start, next) };
  };

  const mainLane = async () => {
    for (let batch = take(); batch; batch = take()) {
      for (const [offset, job] of batch.jobs.entries()) input.onOutcome(await input.renderOnMainThread(job), batch.start + offset, false);
      // Lets the workers' results in between batches.
      await yieldToEventLoop();
    }
  };

  // Two batches in flight per worker: the next one waits in the worker's queue, so a worker never
  // idles while the main thread, busy with its own batch, has not yet read the last reply.
  const workerLane = async ({ worker, died }: WorkerThread) => {
    const replies: ((message: WorkerMessage) => void)[] = [];
    const onMessage = (message: WorkerMessage) => replies.shift()?.(message);
    worker.on('message', onMessage);
    const send = (batch: { start: number; jobs: RenderJob[] }) => {
      const reply = new Promise<WorkerMessage>((resolve) => replies.push(resolve));
      worker.postMessage({ type: 'render', jobs: batch.jobs } satisfies WorkerRequest);
      return { start: batch.start, reply };
    };
    try {
      const inFlight = [take(), take()].filter((batch) => batch !== undefined).map(send);
      for (let sent = inFlight.shift(); sent; sent = inFlight.shift()) {
        const message = await Promise.race([sent.reply, died]);
        if (message.type === 'failed') throw new Error(`A render worker failed: ${message.message}`);
        const batch = take();
        if (batch) inFlight.push(send(batch));
        message.outcomes.forEach((outcome, offset) => input.onOutcome(outcome, sent.start + offset, true));
      }
    } finally {
      worker.off('message', onMessage);
      await worker.terminate();
    }
  };

  // A lane that fails stops the others at their next batch; the first failure is the build's.
  const lanes = [mainLane(), ...input.workers.map(workerLane)].map((lane) =>
    lane.catch((cause: unknown) => {
      failed = true;
      throw cause;
    }),
  );
  const settled = await Promise.allSettled(lanes);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
