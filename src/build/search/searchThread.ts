import { Worker } from 'node:worker_threads';
import { workerScript } from '../assets/packageFiles.js';
import { emptyPartResult, searchProblem, type PartFiles, type SearchPartResult } from './indexPart.js';
import type { TakeTurn } from './outputTurns.js';

/** main → search worker: index this part of an output folder; write it now (`go`); end (`close`). */
export type SearchRequest = { type: 'index'; index: number; files: PartFiles } | { type: 'go' } | { type: 'close' };

/** search worker → main: may it write its part (`turn`); it wrote it (`written`); its part's result. */
export type SearchReply = { type: 'turn' } | { type: 'written' } | { type: 'indexed'; result: SearchPartResult; started: boolean };

/**
 * A worker thread with a Pagefind service of its own: Pagefind indexes on one core, so a part
 * indexed here runs beside one indexed by the main thread. The worker reads the part's pages from
 * the output folder and writes the part's files there itself, when the main thread gives it its
 * turn.
 */
export class SearchThread {
  private readonly worker = new Worker(workerScript(import.meta.url, 'searchWorker'));
  private readonly died: Promise<never>;

  constructor() {
    // Settles only if the worker dies: the part in hand fails rather than waiting for ever.
    this.died = new Promise<never>((_, reject) => {
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`the search worker stopped (exit code ${code})`)));
    });
    this.died.catch(() => undefined);
  }

  async index(index: number, files: PartFiles, takeTurn: TakeTurn): Promise<{ result: SearchPartResult; started: boolean }> {
    let endTurn: (() => void) | undefined;
    let onReply!: (reply: SearchReply) => void;
    const indexed = new Promise<{ result: SearchPartResult; started: boolean }>((resolve) => {
      onReply = (reply) => {
        if (reply.type === 'turn') {
          void takeTurn().then((end) => {
            endTurn = end;
            this.worker.postMessage({ type: 'go' } satisfies SearchRequest);
          });
        } else if (reply.type === 'written') endTurn?.();
        else resolve({ result: reply.result, started: reply.started });
      };
    });
    this.worker.on('message', onReply);
    this.worker.postMessage({ type: 'index', index, files } satisfies SearchRequest);
    try {
      return await Promise.race([indexed, this.died]);
    } catch (cause) {
      const result = emptyPartResult();
      result.diagnostics.push(searchProblem(cause instanceof Error ? cause.message : String(cause)));
      return { result, started: true };
    } finally {
      this.worker.off('message', onReply);
      endTurn?.();
    }
  }

  /** Closes the worker's Pagefind service, then the worker. */
  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage({ type: 'close' } satisfies SearchRequest);
    await Promise.race([exited, this.died.catch(() => undefined)]);
  }
}
