import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RuntimeBundle } from '../../../../src/build/bundle/runtime.js';
import { RuntimeCache, userCacheDir } from '../../../../src/build/bundle/runtimeCache.js';

let dir: string;
let made: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-runtime-cache-'));
  made = 0;
  fs.mkdirSync(path.join(dir, 'site/src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site/src/entry.ts'), 'export {}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const input = () => path.join(dir, 'site/src/entry.ts');
/** What esbuild would do: writes the bundle's files into `outDir`, the input's text in them. */
const make = (outDir: string) => async (): Promise<RuntimeBundle> => {
  made++;
  fs.mkdirSync(path.join(outDir, '_docsgen'), { recursive: true });
  fs.writeFileSync(path.join(outDir, '_docsgen/entry-A1.js'), `// ${fs.readFileSync(input(), 'utf8')} ${made}`);
  return { entry: '_docsgen/entry-A1.js', files: ['_docsgen/entry-A1.js'], inputs: [input()], styles: {}, stylesheets: {}, styleDiagnostics: [] };
};
const build = (cache: RuntimeCache, key = 'key') => {
  const outDir = fs.mkdtempSync(path.join(dir, 'out-'));
  return cache.bundle(key, outDir, make(outDir)).then((bundle) => ({ bundle, text: fs.readFileSync(path.join(outDir, bundle.entry), 'utf8') }));
};

describe('RuntimeCache', () => {
  it('copies the bundle its inputs made last time into a new output folder instead of making it again', async () => {
    const cache = new RuntimeCache(path.join(dir, 'cache'));
    const first = await build(cache);
    const second = await build(cache);
    expect(made).toBe(1);
    expect(second).toEqual(first);
  });

  it('makes the bundle again when its key, an input file or an input’s folder changed', async () => {
    const cache = new RuntimeCache(path.join(dir, 'cache'));
    await build(cache);
    await build(cache, 'other site data');
    expect(made).toBe(2);
    fs.writeFileSync(input(), 'export const changed = 1;');
    expect((await build(cache)).text).toBe('// export const changed = 1; 3');
    // A file added beside an input (a new source Tailwind would scan, a module that now resolves first).
    fs.writeFileSync(path.join(dir, 'site/src/new.ts'), 'export {}');
    await build(cache);
    expect(made).toBe(4);
    await build(cache);
    expect(made).toBe(4);
  });

  it('takes a damaged entry for none and never fails the build for its cache', async () => {
    const cache = new RuntimeCache(path.join(dir, 'cache'));
    await build(cache);
    const [entry] = fs.readdirSync(path.join(dir, 'cache/runtime'));
    fs.writeFileSync(path.join(dir, 'cache/runtime', entry!, 'bundle.json'), '{"format":"runtime-cache-1","bundle":{"entry":"x","files":["../../escape"]}');
    await build(cache);
    expect(made).toBe(2);
    // A cache folder that cannot be made (a file in its place): the bundle is made each time.
    fs.writeFileSync(path.join(dir, 'blocked'), '');
    const blocked = new RuntimeCache(path.join(dir, 'blocked'));
    await build(blocked);
    await build(blocked);
    expect(made).toBe(4);
  });

  it('keeps the 16 bundles used last', async () => {
    const cache = new RuntimeCache(path.join(dir, 'cache'));
    for (let site = 0; site < 20; site++) await build(cache, `site ${site}`);
    expect(fs.readdirSync(path.join(dir, 'cache/runtime'))).toHaveLength(16);
  });

  it('lives in DOCSGEN_CACHE_DIR, else the user’s cache folder', () => {
    expect(userCacheDir({ DOCSGEN_CACHE_DIR: '/tmp/x', XDG_CACHE_HOME: '/xdg' })).toBe(path.resolve('/tmp/x'));
    expect(userCacheDir({ XDG_CACHE_HOME: '/xdg' })).toBe(path.join('/xdg', 'docsgen'));
    expect(userCacheDir({})).toBe(path.join(os.homedir(), '.cache', 'docsgen'));
  });
});
