import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { buildSite, REPO_ROOT } from './site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder of this test run where the example site is built once (see exampleSite). */
    exampleSiteFolder: string;
  }
}

export interface BuiltExampleSite {
  outDir: string;
  exitCode: number;
  diagnostics: Diagnostic[];
}

const WAIT_MS = 110_000;

/**
 * The example site in content/, built once per test run (it takes ~20 s) with the build's
 * defaults and no cache, and shared read-only by the test files that only look at it. The first
 * file to ask builds it (a folder made with `mkdir` is the lock: files may run in parallel);
 * the others wait for its result.
 */
export async function exampleSite(): Promise<BuiltExampleSite> {
  const folder = inject('exampleSiteFolder');
  const outDir = path.join(folder, 'out');
  const resultFile = path.join(folder, 'result.json');
  let builder = true;
  try {
    fs.mkdirSync(path.join(folder, 'lock'));
  } catch {
    builder = false;
  }
  if (builder) {
    let result: BuiltExampleSite | { failure: string };
    try {
      const built = await buildSite(REPO_ROOT, outDir);
      result = { outDir, exitCode: built.exitCode, diagnostics: built.diagnostics };
    } catch (error) {
      result = { failure: String((error as Error).stack ?? error) };
    }
    fs.writeFileSync(`${resultFile}.tmp`, JSON.stringify(result));
    fs.renameSync(`${resultFile}.tmp`, resultFile);
  }
  for (const deadline = Date.now() + WAIT_MS; !fs.existsSync(resultFile);) {
    if (Date.now() > deadline) throw new Error(`the example site was not built within ${WAIT_MS} ms by another test file`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as BuiltExampleSite | { failure: string };
  if ('failure' in result) throw new Error(`building the example site failed:\n${result.failure}`);
  return result;
}
