import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Builds lib/ once as the package build does, so tests that run the real `bin/docsgen.js` (and
 * worker threads) test the current code; gives the run a folder for the example site, which the
 * first test file that needs it builds (test/helpers/exampleSite.ts), and a user cache folder, both removed at the end.
 */
export default function setup(project: TestProject): () => void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const exampleSiteFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-example-site-'));
  project.provide('exampleSiteFolder', exampleSiteFolder);
  // The builds of this run keep their runtime bundles here (see RuntimeCache), not in the user's cache.
  const userCache = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-user-cache-'));
  process.env.DOCSGEN_CACHE_DIR = userCache;
  return () => {
    fs.rmSync(exampleSiteFolder, { recursive: true, force: true });
    fs.rmSync(userCache, { recursive: true, force: true });
  };
}
