import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs a full garbage collection of this thread's heap now. After the pages are rendered the main
 * thread's heap is mostly garbage (at 1000 pages ~210 MB held, ~40 MB live) that V8 would keep for
 * a while, and the site-wide steps come next, with a Pagefind process per search thread: collecting
 * first keeps the build's peak memory that of one phase, not the sum. Node exposes `gc` only behind
 * a flag; the flag is set for the moment it takes to fetch the function (as Jest does).
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}
