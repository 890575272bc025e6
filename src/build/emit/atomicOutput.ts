import { timeStage, type StageTimes } from '../util/timed.js';
import { AtomicDir } from './atomicDir.js';

/** What writing a new output gave: a value, and whether the new folder replaces the previous output. */
export interface OutputWritten<T> {
  value: T;
  commit: boolean;
}

/**
 * Writes a new output for `outDir` through `write`, which is given the temporary folder to
 * write into. The folder is swapped in when `write` says to commit, and thrown away when it
 * does not or when it throws (the error is passed on): until the swap, the previous output stays
 * byte for byte. The previous output then goes to `trashDir` if given (see `AtomicDir`). `build` and `merge` write their output this way;
 * `times` gets the swap's time as the stage `commit`.
 */
export async function withAtomicOutput<T>(
  outDir: string,
  write: (tempDir: string) => Promise<OutputWritten<T>>,
  trashDir?: string,
  times: StageTimes = {},
): Promise<T> {
  const atomic = new AtomicDir(outDir, trashDir);
  try {
    const { value, commit } = await write(atomic.tempDir);
    if (commit) await timeStage(times, 'commit', () => atomic.commit());
    else atomic.discard();
    return value;
  } catch (cause) {
    try {
      atomic.discard();
    } catch {
      // The temporary folder may be what cannot be written: the next command removes it (repairOutput).
    }
    throw cause;
  }
}
