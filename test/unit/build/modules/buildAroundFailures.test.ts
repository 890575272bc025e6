import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAroundFailures } from '../../../../src/build/modules/buildAroundFailures.js';

const root = path.resolve('/site');
const file = (name: string) => path.join(root, 'demos', `${name}.tsx`);
const files = Array.from({ length: 100 }, (_, index) => file(`Demo${index}`));

/** esbuild's failure: errors placed in files relative to the site's root (or nowhere). */
const failure = (places: (string | undefined)[]) =>
  Object.assign(new Error('Build failed'), {
    errors: places.map((place) => ({
      text: 'Could not resolve "x"',
      location: place === undefined ? null : { file: path.relative(root, place), line: 1, column: 0 },
    })),
  });

/**
 * A fake esbuild: a batch fails when it holds a file in `broken` (the error placed in that file)
 * or a file importing `shared`, whose error is placed in the shared file, which is no entry point.
 */
function fakeBuild(broken: ReadonlySet<string>, importsShared: ReadonlySet<string> = new Set()) {
  const batches: string[][] = [];
  const build = async (batch: readonly string[]) => {
    batches.push([...batch]);
    const failing = batch.filter((entry) => broken.has(entry));
    const sharing = batch.some((entry) => importsShared.has(entry));
    if (failing.length > 0 || sharing) throw failure([...failing, ...(sharing ? [path.join(root, 'demos/shared.ts')] : [])]);
    return batch;
  };
  return { build, batches };
}

const builtFiles = (built: (readonly string[])[]) => built.flat().sort();

describe('buildAroundFailures', () => {
  it('builds every file in one batch when it succeeds', async () => {
    const { build, batches } = fakeBuild(new Set());
    const result = await buildAroundFailures(files, root, build);
    expect(batches).toHaveLength(1);
    expect(builtFiles(result.built)).toEqual([...files].sort());
    expect(result.alone).toEqual([]);
  });

  it('sets aside the files a failed batch places its errors in and builds the others as one batch again', async () => {
    const broken = new Set([files[3]!, files[40]!, files[99]!]);
    const { build, batches } = fakeBuild(broken);
    const result = await buildAroundFailures(files, root, build);
    expect(batches).toHaveLength(2);
    expect([...result.alone].sort()).toEqual([...broken].sort());
    expect(builtFiles(result.built)).toEqual(files.filter((entry) => !broken.has(entry)).sort());
  });

  it('splits a batch whose errors are in no file of it until the files that fail are alone, and builds the rest in batches', async () => {
    const importers = new Set([files[10]!, files[11]!, files[70]!]);
    const { build, batches } = fakeBuild(new Set(), importers);
    const result = await buildAroundFailures(files, root, build);
    // The halves end in single files, each left alone: a failing one, at most one good beside it.
    expect(result.alone).toEqual(expect.arrayContaining([...importers]));
    expect(result.alone.length).toBeLessThanOrEqual(2 * importers.size);
    expect([...builtFiles(result.built), ...result.alone].sort()).toEqual([...files].sort());
    expect(builtFiles(result.built).filter((entry) => importers.has(entry))).toEqual([]);
    // Far fewer builds than one a file.
    expect(batches.length).toBeLessThan(40);
  });

  it('leaves a single file alone without building it (its own build tells how it fares)', async () => {
    const { build, batches } = fakeBuild(new Set());
    expect(await buildAroundFailures([files[0]!], root, build)).toEqual({ built: [], alone: [files[0]] });
    expect(await buildAroundFailures([], root, build)).toEqual({ built: [], alone: [] });
    expect(batches).toEqual([]);
  });

  it('splits a batch whose failure is no esbuild failure (no errors to place)', async () => {
    let calls = 0;
    const result = await buildAroundFailures(files.slice(0, 4), root, async (batch) => {
      calls++;
      if (batch.includes(files[2]!)) throw new Error('the service stopped');
      return batch;
    });
    expect(result.alone).toEqual([files[2], files[3]]);
    expect(builtFiles(result.built)).toEqual([files[0], files[1]].sort());
    expect(calls).toBe(3);
  });
});
