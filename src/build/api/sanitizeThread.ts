import { startWorkerThread, type WorkerThread } from '../modules/workerThread.js';
import type { ComponentApi } from './types.js';

export interface SanitizeRequest {
  id: number;
  api: ComponentApi;
}
export type SanitizeResult = SanitizeRequest;

/**
 * `sanitizeApi` on a thread of its own, fed each component as the checker finishes it: the
 * sanitiser (unified, rehype-sanitize, a few ms a text) loads and works while the main thread's
 * TypeScript program, which it would otherwise wait for, is still being read.
 */
export class SanitizeThread {
  private readonly thread: WorkerThread = startWorkerThread(import.meta.url, 'sanitizeWorker', 'The API text sanitiser');
  private readonly waiting = new Map<number, (api: ComponentApi) => void>();
  private next = 0;

  constructor() {
    // An extraction that throws leaves it behind: it must not keep the process running.
    this.thread.worker.unref();
    this.thread.worker.on('message', ({ id, api }: SanitizeResult) => {
      this.waiting.get(id)?.(api);
      this.waiting.delete(id);
    });
  }

  sanitize(api: ComponentApi): Promise<ComponentApi> {
    const id = this.next++;
    const answered = new Promise<ComponentApi>((resolve) => this.waiting.set(id, resolve));
    this.thread.worker.postMessage({ id, api } satisfies SanitizeRequest);
    const sanitized = Promise.race([answered, this.thread.died]);
    // A source with errors is not awaited.
    sanitized.catch(() => undefined);
    return sanitized;
  }

  close(): void {
    void this.thread.worker.terminate();
  }
}
