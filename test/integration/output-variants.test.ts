import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { merge } from '../../src/build/merge.js';
import { buildSite, REPO_ROOT, scratchFolders, snapshotDir } from '../helpers/site.js';

/**
 * The example site (every feature a user can configure: demos in three worlds, API pages, providers,
 * search parts, public files) built every way a build can go — no cache, cache empty, cache full,
 * shards merged — gives the same bytes. `bench/output-compare.mjs` compares these against another
 * checkout's docsgen: what a change to the build's stages must keep.
 */
const scratch = scratchFolders();
let root: string;
let reference: Map<string, Buffer>;

/** The example site in a folder of its own (its cache is its own), its installed packages linked. */
function copyExampleSite(): string {
  const copy = scratch.temp('docsgen-variants-');
  for (const entry of ['content', 'packages', 'docsgen.config.ts', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(REPO_ROOT, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'node_modules',
    });
  }
  for (const modules of ['node_modules', ...fs.readdirSync(path.join(REPO_ROOT, 'content')).map((name) => `content/${name}/node_modules`)]) {
    if (fs.existsSync(path.join(REPO_ROOT, modules))) fs.symlinkSync(path.join(REPO_ROOT, modules), path.join(copy, modules), 'dir');
  }
  return copy;
}

const expectSameOutput = (dir: string) => {
  const files = snapshotDir(dir);
  expect([...files.keys()].sort()).toEqual([...reference.keys()].sort());
  const differing = [...reference].filter(([file, bytes]) => !files.get(file)?.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
};

beforeAll(async () => {
  root = copyExampleSite();
  const out = path.join(scratch.temp(), 'out');
  const built = await buildSite(root, out, { cache: false });
  expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  reference = snapshotDir(out);
}, 240_000);

describe('the example site, built every way', () => {
  it('with the cache empty, then full (every page from it, into a new folder), gives the uncached bytes', async () => {
    const cold = path.join(scratch.temp(), 'out');
    expect((await buildSite(root, cold, { cache: true })).exitCode).toBe(0);
    expectSameOutput(cold);
    const warm = path.join(scratch.temp(), 'out');
    const fromCache = await buildSite(root, warm, { cache: true });
    expect(fromCache.cachedPages).toBe(fromCache.pages);
    expectSameOutput(warm);
  }, 240_000);

  it('in two shards merged (rendered and from the cache), gives the single build’s bytes', async () => {
    for (const cache of [false, true]) {
      const shards = [1, 2].map(() => path.join(scratch.temp(), 'out'));
      for (const [index, dir] of shards.entries()) expect((await buildSite(root, dir, { cache, shard: { index: index + 1, count: 2 } })).exitCode).toBe(0);
      const merged = path.join(scratch.temp(), 'out');
      expect((await merge({ shards, outDir: merged })).exitCode).toBe(0);
      expectSameOutput(merged);
    }
  }, 240_000);
});
