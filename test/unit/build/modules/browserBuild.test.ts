import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { browserBuildOptions } from '../../../../src/build/modules/browserBuild.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-browser-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Builds `code` as browser code is built, and runs it where there is no `process`, as in a browser: what it reports. */
async function runInBrowserLike(code: string): Promise<unknown> {
  const entry = path.join(root, 'entry.js');
  fs.writeFileSync(entry, code);
  const built = await esbuild.build({ ...browserBuildOptions(root), entryPoints: [entry], format: 'iife', write: false });
  const context: { report?: unknown } = {};
  vm.runInNewContext(built.outputFiles[0]!.text, context);
  return context.report;
}

describe('browserBuildOptions: what browser code sees of process', () => {
  it('gives process.env.NODE_ENV as "production", any other process.env.X as undefined, and process.browser as true', async () => {
    const report = await runInBrowserLike(`
      const { NODE_ENV, SOMETHING } = process.env;
      report = {
        mode: process.env.NODE_ENV,
        destructured: NODE_ENV,
        flag: process.env.SOMETHING,
        other: SOMETHING,
        next: process.env.__NEXT_ROUTER_BASEPATH || '',
        keys: Object.keys(process.env),
        browser: process.browser,
      };
    `);
    expect(report).toEqual({ mode: 'production', destructured: 'production', flag: undefined, other: undefined, next: '', keys: ['NODE_ENV'], browser: true });
  });

  it('defines nothing else of process: it stays undefined, so packages still tell they are not in Node', async () => {
    await expect(runInBrowserLike(`report = typeof process;`)).resolves.toBe('undefined');
    await expect(runInBrowserLike(`report = process.version;`)).rejects.toThrow('process is not defined');
  });
});
