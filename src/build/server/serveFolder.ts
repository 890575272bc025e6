import fs from 'node:fs';
import path from 'node:path';
import { recordedRuntimeFiles } from '../bundle/runtime.js';

/**
 * Empties the folder the dev server writes and serves (`.docsgen/serve`), but for the runtime
 * bundle recorded there by the last server: a new server takes it when nothing it was made from
 * changed, rather than bundling again (half a second). The last server's files are moved aside
 * and deleted in the background (after a 10,000-page search index, deleting them takes seconds);
 * so are those a server that was killed left aside.
 */
export function clearServeFolder(outDir: string): void {
  const aside = `${outDir}.old-${process.pid}-${Date.now()}`;
  if (fs.existsSync(outDir)) {
    const keep = recordedRuntimeFiles(outDir);
    fs.renameSync(outDir, aside);
    for (const file of keep) {
      const from = path.join(aside, file);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.renameSync(from, path.join(outDir, file));
    }
  }
  const parent = path.dirname(outDir);
  const leftOver = `${path.basename(outDir)}.old-`;
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    if (name.startsWith(leftOver)) void fs.promises.rm(path.join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  }
}
