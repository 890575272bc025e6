/**
 * The thread a supervised command runs in (see supervisor.ts): the whole CLI program, as on the
 * main thread, reporting which site code it runs into the supervisor's shared memory.
 */
import { workerData } from 'node:worker_threads';
import { reportRunningUserCodeTo } from '../build/modules/runningUserCode.js';
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
await run(data.argv);
