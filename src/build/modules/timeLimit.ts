import vm from 'node:vm';
import { markRunningUserCode, type UserCodePlace } from './runningUserCode.js';

export { DEFAULT_EVALUATE_MS } from './defaultLimits.js';

/**
 * A site's code that ran out of time. `place` is what was running; the message says what
 * happened, without the place (callers name it as their diagnostics do). Running out of memory
 * ends the thread instead, which the CLI's supervisor reports.
 */
export class UserCodeLimitError extends Error {
  constructor(
    readonly limitMs: number,
    readonly place: UserCodePlace,
  ) {
    super(`did not finish within ${formatMs(limitMs)} (limits.evaluateMs)`);
  }
}

const formatMs = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

// Node's vm watchdog interrupts whatever runs synchronously under a script, even code of other
// modules it calls into; a plain call cannot be given a timeout, so one precompiled script calls
// the function. Each run starts a watchdog thread (~0.15 ms): used around site code only.
const callScript = new vm.Script('globalThis.__docsgenTimedCall()', { filename: 'docsgen-time-limit' });
const TIMED_CALL = '__docsgenTimedCall';

/**
 * Runs `run` (synchronous site code) and stops it, throwing UserCodeLimitError, when it runs
 * longer than `timeoutMs`. `place` is noted as running meanwhile (see runningUserCode).
 */
export function runWithTimeLimit<T>(place: UserCodePlace, timeoutMs: number, run: () => T): T {
  const global = globalThis as unknown as Record<string, unknown>;
  const previousCall = global[TIMED_CALL];
  let result!: T;
  global[TIMED_CALL] = () => {
    result = run();
  };
  const previousPlace = markRunningUserCode(place);
  try {
    callScript.runInThisContext({ timeout: timeoutMs });
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException | undefined)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new UserCodeLimitError(timeoutMs, place);
    throw cause;
  } finally {
    global[TIMED_CALL] = previousCall;
    markRunningUserCode(previousPlace);
  }
  return result;
}

/**
 * Awaits `promise` (site code that runs asynchronously: a top-level await) for `timeoutMs` at
 * most. Code that keeps the thread busy is not stopped by this; the CLI's supervisor stops it.
 */
export async function awaitWithTimeLimit<T>(place: UserCodePlace, timeoutMs: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const previousPlace = markRunningUserCode(place);
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new UserCodeLimitError(timeoutMs, place)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    markRunningUserCode(previousPlace);
  }
}
