/**
 * The thread a supervised command runs in (see supervisor.ts): the whole CLI program, as on the
 * main thread, reporting which site code it runs into the supervisor's shared memory.
 */
import { workerData } from 'node:worker_threads';
import { error } from '../build/diagnostics.js';
import { reportRunningUserCodeTo, SiteCodeOutOfMemory } from '../build/modules/runningUserCode.js';
import { formatDiagnostics } from './formatDiagnostics.js';
import { run } from './program.js';

export interface CommandThreadData {
  argv: string[];
  /** Where the thread notes which site code it runs (read when it runs out of memory). */
  runningUserCode: SharedArrayBuffer;
  /** Whether the supervisor's stderr is a terminal (a thread's never is): progress shows then. */
  stderrIsTTY: boolean;
}

const data = workerData as CommandThreadData;
reportRunningUserCodeTo(data.runningUserCode);
if (data.stderrIsTTY) Object.defineProperty(process.stderr, 'isTTY', { value: true });
try {
  await run(data.argv);
} catch (cause) {
  // A render worker out of memory in a demo or component: the build failed at that file.
  if (!(cause instanceof SiteCodeOutOfMemory)) throw cause;
  process.stderr.write(`${formatDiagnostics([error('out-of-memory', `${cause.message}; the previous output is unchanged`, { file: cause.place.file })], 'text')}\n`);
  process.exitCode = 1;
}
