import fs from 'node:fs';
import path from 'node:path';
import { workerData } from 'node:worker_threads';

// The trash remover's thread (see `emptyTrash`): removes every entry of the trash folder it is given.
const trashDir = workerData as string;
for (const name of fs.readdirSync(trashDir)) {
  try {
    fs.rmSync(path.join(trashDir, name), { recursive: true, force: true });
  } catch {
    // Left for the next build.
  }
}
