import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const LOOK_EVERY_MS = 10;
const WAIT_AT_MOST_MS = 150;

const isEmptyFile = (file: string) => {
  try {
    return fs.statSync(file).size === 0;
  } catch {
    return false;
  }
};

/**
 * Waits, 150 ms at most, while a changed file is empty. An editor saves a file by truncating it
 * and then writing it: on a busy machine the change can be taken in between the two, and the
 * config, a manifest or a page would then be read empty and reported broken for one reload. A
 * file that stays empty is taken as it is.
 */
export async function writesLanded(files: readonly string[]): Promise<void> {
  for (let waited = 0; waited < WAIT_AT_MOST_MS && files.some(isEmptyFile); waited += LOOK_EVERY_MS) await sleep(LOOK_EVERY_MS);
}
