import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

// The folder maker's thread (see `OutputWriter.makeFoldersAhead`): makes the folders it is given,
// parents first, and answers with those it made.
const made: string[] = [];
for (const folder of workerData as string[]) {
  try {
    fs.mkdirSync(folder);
    made.push(folder);
  } catch {
    // Its parent could not be made, or another thread made it: a file written there makes its folder.
  }
}
parentPort?.postMessage(made);
