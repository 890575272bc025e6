import { startWorkerThread } from '../modules/workerThread.js';
import { emptyPartResult, searchProblem, type IndexedPart, type PartFiles } from './indexPart.js';
import type { TakeTurn } from './outputTurns.js';

/** main → search worker: index this part of an output folder; write it now (`go`); end (`close`). */
export type SearchRequest = { type: 'index'; index: number; files: PartFiles } | { type: 'go' } | { type: 'close' };

/** search worker → main: may it write its part of `pages` pages (`turn`); it wrote it (`written`); its part's result. */
export type SearchReply = { type: 'turn'; pages: number } | { type: 'written' } | ({ type: 'indexed' } & IndexedPart);

const SEARCH_WORKER_YOUNG_MB = 8;

/**
 * A worker thread with a Pagefind service of its own: Pagefind indexes on one core, so parts
 * indexed in several of these run side by side. The worker reads a part's pages from the output
 * folder and writes the part's files there itself, when the main thread gives it its turn.
 */
export class SearchThread {
  private readonly thread = startWorkerThread(import.meta.url, 'searchWorker', 'the search worker', {
    // It only reads pages and passes them on: a small young generation (V8's default is 3 x 16
    // MB) keeps it ~20 MB smaller while a Pagefind process beside it holds a part.
    resourceLimits: { maxYoungGenerationSizeMb: SEARCH_WORKER_YOUNG_MB },
  });

  async index(index: number, files: PartFiles, takeTurn: TakeTurn): Promise<IndexedPart> {
    let endTurn: (() => void) | undefined;
    let onReply!: (reply: SearchReply) => void;
    const indexed = new Promise<IndexedPart>((resolve) => {
      onReply = (reply) => {
        if (reply.type === 'turn') {
          void takeTurn(reply.pages).then((end) => {
            endTurn = end;
            this.thread.worker.postMessage({ type: 'go' } satisfies SearchRequest);
          });
        } else if (reply.type === 'written') endTurn?.();
        else resolve({ result: reply.result, started: reply.started, files: reply.files });
      };
    });
    this.thread.worker.on('message', onReply);
    this.thread.worker.postMessage({ type: 'index', index, files } satisfies SearchRequest);
    try {
      return await Promise.race([indexed, this.thread.died]);
    } catch (cause) {
      const result = emptyPartResult();
      result.diagnostics.push(searchProblem(cause instanceof Error ? cause.message : String(cause)));
      return { result, started: true, files: [] };
    } finally {
      this.thread.worker.off('message', onReply);
      endTurn?.();
    }
  }

  /** Closes the worker's Pagefind service, then the worker. */
  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.thread.worker.once('exit', () => resolve()));
    this.thread.worker.postMessage({ type: 'close' } satisfies SearchRequest);
    await Promise.race([exited, this.thread.died.catch(() => undefined)]);
  }
}
