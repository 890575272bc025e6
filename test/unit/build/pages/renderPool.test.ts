import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { PageOutcome, RenderJob, WorkerMessage, WorkerRequest } from '../../../../src/build/pages/protocol.js';
import { renderInPool } from '../../../../src/build/pages/renderPool.js';
import type { SourcePage } from '../../../../src/build/site/readPages.js';
import type { WorkerThread } from '../../../../src/build/modules/workerThread.js';

const jobs = (count: number): RenderJob[] => Array.from({ length: count }, (_, index) => ({ page: { route: `/p${index}/` } as SourcePage }));
const outcome = (job: RenderJob, by: string): PageOutcome => ({
  route: job.page.route,
  summary: { title: job.page.route },
  diagnostics: [],
  links: { file: by, route: job.page.route, links: [], ids: [] },
  bytes: 1,
});

/** A render worker as the pool sees it: answers each batch after `delayMs`, or as `answer` says. */
function fakeWorker(name: string, options: { delayMs?: number; answer?: (jobs: RenderJob[], batch: number) => WorkerMessage | 'die' } = {}) {
  const events = new EventEmitter();
  let batches = 0;
  let rejectDied!: (cause: Error) => void;
  const died = new Promise<never>((_, reject) => (rejectDied = reject));
  died.catch(() => undefined);
  const thread = {
    terminated: false,
    inFlightMax: 0,
    inFlight: 0,
    thread: {
      died,
      worker: {
        on: (event: string, listener: (message: WorkerMessage) => void) => events.on(event, listener),
        off: (event: string, listener: (message: WorkerMessage) => void) => events.off(event, listener),
        terminate: async () => {
          thread.terminated = true;
          return 0;
        },
        postMessage: (request: WorkerRequest) => {
          if (request.type !== 'render') return;
          const batch = batches++;
          thread.inFlight++;
          thread.inFlightMax = Math.max(thread.inFlightMax, thread.inFlight);
          setTimeout(() => {
            thread.inFlight--;
            const answer = options.answer?.(request.jobs, batch) ?? { type: 'rendered', outcomes: request.jobs.map((job) => outcome(job, name)) };
            if (answer === 'die') rejectDied(new Error(`${name} stopped (exit code 1)`));
            else events.emit('message', answer);
          }, options.delayMs ?? 1);
        },
      } as unknown as Worker,
    } satisfies WorkerThread,
  };
  return thread;
}

async function run(count: number, workers: ReturnType<typeof fakeWorker>[], mainDelayMs = 1, aborted = () => false) {
  const results: { index: number; by: string; byWorker: boolean }[] = [];
  await renderInPool({
    jobs: jobs(count),
    renderOnMainThread: async (job) => {
      await new Promise((resolve) => setTimeout(resolve, mainDelayMs));
      return outcome(job, 'main');
    },
    workers: workers.map((worker) => worker.thread),
    onOutcome: (result, index, byWorker) => results.push({ index, by: result.links.file, byWorker }),
    aborted,
  });
  return results;
}

describe('renderInPool', () => {
  it('renders every job exactly once, on the main thread alone when there is no worker', async () => {
    const results = await run(10, []);
    expect(results.map((result) => result.index).sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
    expect(results.every((result) => result.by === 'main' && !result.byWorker)).toBe(true);
  });

  it('shares the jobs between the main thread and the workers, each outcome at its job’s index', async () => {
    const workers = [fakeWorker('w1'), fakeWorker('w2')];
    const results = await run(200, workers, 3);
    expect(results.map((result) => result.index).sort((a, b) => a - b)).toEqual([...Array(200).keys()]);
    const by = new Set(results.map((result) => result.by));
    expect(by).toEqual(new Set(['main', 'w1', 'w2']));
    expect(results.filter((result) => result.by !== 'main').every((result) => result.byWorker)).toBe(true);
    // Two batches in flight per worker, never more; every worker is terminated at the end.
    expect(workers.map((worker) => worker.inFlightMax)).toEqual([2, 2]);
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('gives a fast lane more batches than a slow one', async () => {
    const fast = fakeWorker('fast', { delayMs: 1 });
    const slow = fakeWorker('slow', { delayMs: 60 });
    const results = await run(160, [fast, slow], 20);
    const count = (name: string) => results.filter((result) => result.by === name).length;
    expect(count('fast')).toBeGreaterThan(count('slow'));
  });

  it('fails with the worker’s message when a batch fails, and stops handing out batches', async () => {
    const failing = fakeWorker('w1', { answer: (_, batch) => (batch === 1 ? { type: 'failed', message: 'boom in /p9/' } : undefined!) });
    const results: number[] = [];
    await expect(
      renderInPool({
        jobs: jobs(400),
        renderOnMainThread: async (job) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          return outcome(job, 'main');
        },
        workers: [failing.thread],
        onOutcome: (_, index) => results.push(index),
        aborted: () => false,
      }),
    ).rejects.toThrow('A render worker failed: boom in /p9/');
    expect(results.length).toBeLessThan(400);
    expect(failing.terminated).toBe(true);
  });

  it('fails, rather than waiting for ever, when a worker dies', async () => {
    const dying = fakeWorker('w1', { answer: () => 'die' });
    await expect(run(100, [dying], 2)).rejects.toThrow('w1 stopped (exit code 1)');
  });

  it('hands out no batch once aborted', async () => {
    let asked = 0;
    // Three batches (of 8: 100 jobs over 2 lanes make 8 at most) are handed out before the abort.
    const results = await run(100, [fakeWorker('w1')], 1, () => asked++ >= 3);
    expect(results.length).toBe(24);
  });
});
