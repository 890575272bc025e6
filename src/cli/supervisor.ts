import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { repairOutput } from '../build/emit/atomicDir.js';
import { watchOutputs } from '../build/emit/outputInProgress.js';
import { readRunningUserCode, RUNNING_USER_CODE_BYTES, runningWhat } from '../build/modules/runningUserCode.js';
import { error } from '../build/util/diagnostics.js';
import { batchHeapLimitMb, tuneV8ForBatch } from './batchTuning.js';
import { formatDiagnostics } from './formatDiagnostics.js';
import type { CommandThreadData } from './commandThread.js';
import { STOPPED_MESSAGE, type InterruptMessage } from './interrupt.js';

/** How long a command may take to stop by itself once asked to (signal to exit: < 2 s). */
export const STOP_GRACE_MS = 1500;

/** The config file, as the place of the site code running (relative to the site root). */
const CONFIG_FILE = /^docsgen\.config\.[cm]?[jt]s$/;

/** The exit code of a command stopped by a signal (as `build` gives when it stops by itself). */
const INTERRUPTED = 130;

/**
 * Runs the command in a worker thread while this, the main thread, only watches it. Signals
 * reach the main thread whatever the command does, even when site code loops synchronously (a
 * JS signal handler on a busy thread never runs): the command is asked to stop, and terminated
 * after STOP_GRACE_MS if it has not (Worker#terminate stops even a loop); the output folder of
 * a build stopped that way is put back as it was. The thread's heap has Node's limit, and running
 * out of it ends the thread, not the process: it is reported as the site code it was running.
 */
export function runSupervised(argv: readonly string[]): Promise<void> {
  const command = argv.slice(2).find((arg) => !arg.startsWith('-'));
  const batch = command === 'build' || command === 'merge';
  if (batch) tuneV8ForBatch();
  const outputs = new Set<string>();
  const stopWatching = watchOutputs((outDir) => outputs.add(outDir));
  const runningUserCode = new SharedArrayBuffer(RUNNING_USER_CODE_BYTES);
  const nodeLimitMb = Math.floor(v8.getHeapStatistics().heap_size_limit / 1024 / 1024);
  const heapMb = batch ? batchHeapLimitMb(nodeLimitMb) : nodeLimitMb;
  const worker = new Worker(new URL('./commandThread.js', import.meta.url), {
    workerData: { argv: [...argv], runningUserCode, stderrIsTTY: process.stderr.isTTY === true } satisfies CommandThreadData,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });

  let stopping = false;
  let terminated = false;
  let forceTimer: NodeJS.Timeout | undefined;
  const forceStop = () => {
    terminated = true;
    void worker.terminate();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return forceStop();
    stopping = true;
    worker.postMessage({ type: 'interrupt', signal: signal === 'SIGTERM' ? 'SIGTERM' : 'SIGINT' } satisfies InterruptMessage);
    forceTimer = setTimeout(forceStop, STOP_GRACE_MS);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let failure: Error | undefined;
  worker.on('error', (cause) => {
    failure = cause;
  });
  return new Promise((resolve) => {
    worker.on('exit', (code) => {
      clearTimeout(forceTimer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      stopWatching();
      // A thread that did not end by itself left its output half made.
      if (terminated || failure) for (const outDir of outputs) repairOutput(outDir);
      if (failure) {
        process.stderr.write(`${describeFailure(failure, runningUserCode, heapMb)}\n`);
        // A config that cannot be evaluated is a config error, as when it throws or loops.
        // (An API page's source is the config too, but rendering it is no config error.)
        const place = readRunningUserCode(runningUserCode);
        process.exitCode = place?.route === undefined && CONFIG_FILE.test(place?.file ?? '') ? 2 : 1;
      } else if (terminated) {
        process.stderr.write(`${STOPPED_MESSAGE}\n`);
        process.exitCode = INTERRUPTED;
      } else {
        process.exitCode = code;
      }
      // Not process.exit(): what the thread wrote last may still be on its way to stdout.
      resolve();
    });
  });
}

/** One line for a command thread that died: out of memory in site code, or a fault of docsgen. */
function describeFailure(cause: Error, runningUserCode: SharedArrayBuffer, heapMb: number): string {
  if ((cause as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') return `docsgen stopped on an internal error: ${cause.message}`;
  const place = readRunningUserCode(runningUserCode);
  const limit = `the limit is ${heapMb} MB; raise it with node --max-old-space-size; the previous output is unchanged`;
  if (!place) return `docsgen ran out of memory (${limit})`;
  return formatDiagnostics([error('out-of-memory', `${runningWhat(place)} ran out of memory (${limit})`, { file: place.file })], 'text');
}
