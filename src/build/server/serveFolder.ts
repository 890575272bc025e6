import fs from 'node:fs';
import path from 'node:path';
import { recordedRuntimeFiles } from '../bundle/runtime.js';

/**
 * Empties the folder the dev server writes and serves (`.docsgen/serve`), but for the runtime
 * bundle recorded there by the last server: a new server takes it when nothing it was made from
 * changed, rather than bundling again (half a second).
 */
export function clearServeFolder(outDir: string): void {
  const keep = recordedRuntimeFiles(outDir);
  if (keep.length === 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    return;
  }
  const old = `${outDir}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  fs.renameSync(outDir, old);
  for (const file of keep) {
    const from = path.join(old, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.renameSync(from, path.join(outDir, file));
  }
  fs.rmSync(old, { recursive: true, force: true });
}
