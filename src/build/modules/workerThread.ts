import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { readRunningUserCode, shareRunningUserCode, SiteCodeOutOfMemory } from './runningUserCode.js';

/**
 * The script of a worker thread: `<name>.js` beside the module at `moduleUrl`, compiled. Tests run
 * docsgen from its TypeScript source; worker threads always run lib/.
 */
function workerScript(moduleUrl: string, name: string): string {
  const folder = path.dirname(fileURLToPath(moduleUrl));
  const fromSource = path.relative(path.join(PACKAGE_ROOT, 'src'), folder);
  const compiled = fromSource.startsWith('..') ? folder : path.join(PACKAGE_ROOT, 'lib', fromSource);
  return path.join(compiled, `${name}.js`);
}

/** A worker thread, and what settles if it dies (an error, or an exit nobody asked for). */
export interface WorkerThread {
  worker: Worker;
  /** Rejects whenever the worker dies: whoever waits on it races this, and fails instead of waiting for ever. */
  died: Promise<never>;
}

/** Starts the worker `<name>.js` beside the module at `moduleUrl`; `what` names it in errors ("A render worker"). */
export function startWorkerThread(moduleUrl: string, name: string, what: string, options?: WorkerOptions): WorkerThread {
  const runningUserCode = shareRunningUserCode();
  const worker = new Worker(workerScript(moduleUrl, name), options);
  const died = new Promise<never>((_, reject) => {
    worker.once('error', (cause) => {
      // Out of memory in site code: the error names that code (see runningUserCode).
      const place = (cause as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? readRunningUserCode(runningUserCode) : undefined;
      reject(place ? new SiteCodeOutOfMemory(place, what.replace(/^A /, 'a ')) : cause);
    });
    worker.once('exit', (code) => reject(new Error(`${what} stopped (exit code ${code})`)));
  });
  died.catch(() => undefined);
  return { worker, died };
}
