import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, CACHE_DIR, type BuildOptions, type BuildResult } from '../../src/build/build.js';
import { copyFixture, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * Issue 16, items 6 and 7: the cache cannot lie (a cached build equals a `--no-cache` build byte
 * for byte, a damaged cache entry is never shipped) and a build never changes a file of the
 * previous output in place.
 */

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const site = (name: string) => {
  const root = copyFixture(name);
  cleanup.push(root);
  return root;
};
const folder = () => {
  const dir = tempDir('docsgen-cache-out-');
  cleanup.push(dir);
  return path.join(dir, 'out');
};

const cachedBuild = (root: string, outDir: string, options: Partial<BuildOptions> = {}) => build({ root, outDir, cache: true, concurrency: 1, ...options });
const uncachedBuild = (root: string, outDir: string) => build({ root, outDir, cache: false, concurrency: 1 });

const succeeded = (result: BuildResult) => {
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.exitCode).toBe(0);
};

/** The same files with the same bytes (named on failure, not dumped). */
function expectSameFiles(got: ReadonlyMap<string, Buffer>, want: ReadonlyMap<string, Buffer>): void {
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  const differing = [...want].filter(([file, bytes]) => !got.get(file)?.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
}

const expectSameFolder = (actual: string, expected: string) => expectSameFiles(snapshotDir(actual), snapshotDir(expected));

/** The site's own files (its sources), without the cache docsgen keeps in it. */
const sources = (root: string) => new Map([...snapshotDir(root)].filter(([file]) => !file.startsWith('.docsgen')));

/** Every `_docsgen/…` script or module preload an HTML page of the folder references exists in it. */
function expectReferencedScriptsExist(outDir: string): void {
  const missing: string[] = [];
  let referenced = 0;
  for (const [file, bytes] of snapshotDir(outDir)) {
    if (!file.endsWith('.html')) continue;
    for (const [, href] of bytes.toString('utf8').matchAll(/(?:src|href)="\/(_docsgen\/[^"]+\.js)"/g)) {
      referenced++;
      if (!fs.existsSync(path.join(outDir, href!))) missing.push(`${file} → ${href}`);
    }
  }
  expect(referenced).toBeGreaterThan(0);
  expect(missing).toEqual([]);
}

const DEMOS_PAGE = 'content/material-ui/demos.md';
const JS_ONLY_DEMO = '{{"demo": "demos/JsOnly.js", "defaultCodeOpen": true, "bg": true}}';

/** Takes a demo off its page (its files stay): the runtime's chunks change, no other page's source does. */
function removeDemo(root: string): void {
  const file = path.join(root, DEMOS_PAGE);
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain(JS_ONLY_DEMO);
  fs.writeFileSync(file, text.replace(JS_ONLY_DEMO, ''));
}

describe('the cache cannot lie', () => {
  it('a demo removed: the cached build equals a --no-cache build, and every script a page loads exists', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    removeDemo(root);
    const cached = await cachedBuild(root, out);
    succeeded(cached);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectReferencedScriptsExist(out);
    expectSameFolder(out, fresh);
  });

  it('a demo removed, with render workers: the pages rendered again are shared with workers started then, the output the same', async () => {
    const root = site('demos');
    const out = folder();
    // One page changed is too few for a worker; every page, once the runtime changed, is not.
    const threads = { concurrency: 2, pagesPerWorker: 2 } as const;
    succeeded(await cachedBuild(root, out, threads));
    removeDemo(root);
    const cached = await cachedBuild(root, out, threads);
    succeeded(cached);
    expect(cached.cachedPages).toBe(0);
    expect(cached.renderedByWorkers).toBeGreaterThan(0);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectReferencedScriptsExist(out);
    expectSameFolder(out, fresh);
  });

  it('a demo removed by a build that fails: the next cached build equals a --no-cache build', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    const before = snapshotDir(out);
    removeDemo(root);
    const page = path.join(root, DEMOS_PAGE);
    const fixed = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, `${fixed}\n[Broken](/no-such-page/)\n`);
    const failed = await cachedBuild(root, out);
    expect(failed.exitCode).toBe(1);
    expect(failed.diagnostics.some((d) => d.severity === 'error' && d.file === DEMOS_PAGE)).toBe(true);
    // The failed build left the previous output as it was.
    expectSameFiles(snapshotDir(out), before);
    fs.writeFileSync(page, fixed);
    succeeded(await cachedBuild(root, out));
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectReferencedScriptsExist(out);
    expectSameFolder(out, fresh);
  });
});

/** Changes one byte of `file` (at `at`, or its last) to another: same length, other bytes. */
function damage(file: string, at?: number): void {
  const bytes = fs.readFileSync(file);
  const index = at ?? bytes.byteLength - 1;
  bytes[index] = bytes[index] === 0x41 ? 0x42 : 0x41;
  fs.writeFileSync(file, bytes);
}

/** The build warned once that `file` (from the site root) is damaged, naming it, and its output is right. */
async function expectDamageCaught(root: string, out: string, file: string): Promise<void> {
  const result = await cachedBuild(root, out);
  succeeded(result);
  const warnings = result.diagnostics.filter((d) => d.code === 'cache-corrupt');
  expect(warnings).toEqual([expect.objectContaining({ severity: 'warning', file, line: 0 })]);
  expect(warnings[0]!.message).toContain(`Cache file ${file} is damaged`);
  const fresh = folder();
  succeeded(await uncachedBuild(root, fresh));
  expectSameFolder(out, fresh);
  // Discarded and written again: the next build finds it whole.
  const again = await cachedBuild(root, out);
  succeeded(again);
  expect(again.diagnostics.filter((d) => d.code === 'cache-corrupt')).toEqual([]);
  expectSameFolder(out, fresh);
}

describe('a damaged cache entry is never shipped', () => {
  it('a page in a pack changed, same length: a warning naming the pack, the page rendered again', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    const before = sources(root);
    const packsDir = path.join(root, CACHE_DIR, 'pages');
    const [pack] = fs.readdirSync(packsDir).filter((name) => name.endsWith('.pack'));
    const packFile = path.join(packsDir, pack!);
    const text = fs.readFileSync(packFile, 'latin1');
    expect(text).toContain('A long page');
    fs.writeFileSync(packFile, Buffer.from(text.replace('A long page', 'A LONG page'), 'latin1'));
    // The page's file in the output being replaced is the one it rendered: linked, its HTML never read.
    const linked = await cachedBuild(root, out);
    succeeded(linked);
    expect(linked.diagnostics.filter((d) => d.code === 'cache-corrupt')).toEqual([]);
    expect(fs.readFileSync(path.join(out, 'material-ui/long/index.html'), 'utf8')).not.toContain('A LONG page');
    // Without that output, the HTML is read from the cache: found damaged.
    fs.rmSync(out, { recursive: true });
    await expectDamageCaught(root, out, `${CACHE_DIR}/pages/${pack}`);
    expect(fs.readFileSync(path.join(out, 'material-ui/long/index.html'), 'utf8')).not.toContain('A LONG page');
    expectSameFiles(sources(root), before);
  });

  it('a page file of the previous output edited after its build is written again, not linked', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    const page = 'material-ui/long/index.html';
    const untouched = 'material-ui/plain/index.html';
    const inode = (file: string) => fs.statSync(path.join(out, file)).ino;
    const untouchedInode = inode(untouched);
    const original = fs.readFileSync(path.join(out, page), 'utf8');
    // Same length, another byte: only its modification time tells.
    fs.writeFileSync(path.join(out, page), original.replace('A long page', 'A LONG page'));
    const again = await cachedBuild(root, out);
    succeeded(again);
    expect(again.cachedPages).toBe(again.pages);
    expect(fs.readFileSync(path.join(out, page), 'utf8')).toBe(original);
    // The others are the previous output's files, linked.
    expect(inode(untouched)).toBe(untouchedInode);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectSameFolder(out, fresh);
  });

  it('the shared assets changed, same length: a warning naming the bundle, the assets made again', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    const before = sources(root);
    damage(path.join(root, CACHE_DIR, 'shared.bundle'));
    // The output holds what a build would make: it stays as it is, the bundle unread.
    const unchanged = await cachedBuild(root, out);
    succeeded(unchanged);
    expect(unchanged.diagnostics.filter((d) => d.code === 'cache-corrupt')).toEqual([]);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectSameFolder(out, fresh);
    // Without that output, the bundle is read: found damaged.
    fs.rmSync(out, { recursive: true });
    await expectDamageCaught(root, out, `${CACHE_DIR}/shared.bundle`);
    expectSameFiles(sources(root), before);
  });

  it('a part of the search index changed, same length: a warning naming it, the part indexed again', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    const before = sources(root);
    const part = path.join(root, CACHE_DIR, 'search/0.bundle');
    expect(fs.existsSync(part)).toBe(true);
    damage(part);
    // The output being replaced holds the part as it was made: linked from it, the bundle unread.
    const linked = await cachedBuild(root, out);
    succeeded(linked);
    expect(linked.diagnostics.filter((d) => d.code === 'cache-corrupt')).toEqual([]);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectSameFolder(out, fresh);
    // Without that output, the bundle is read: found damaged.
    fs.rmSync(out, { recursive: true });
    await expectDamageCaught(root, out, `${CACHE_DIR}/search/0.bundle`);
    expectSameFiles(sources(root), before);
  });

  it('an index of the packs that is not JSON: a warning naming it, every page rendered again', async () => {
    const root = site('demos');
    const out = folder();
    succeeded(await cachedBuild(root, out));
    const index = path.join(root, CACHE_DIR, 'pages/index.json');
    damage(index, 0);
    await expectDamageCaught(root, out, `${CACHE_DIR}/pages/index.json`);
  });
});

describe('a build never changes a file of the previous output in place', () => {
  it('with render workers, after an edit that changes the shared assets, the old files keep their bytes', async () => {
    const root = site('demos');
    const out = folder();
    const withWorkers = { cache: false, concurrency: 2, pagesPerWorker: 1 } as const;
    const first = await build({ root, outDir: out, ...withWorkers });
    succeeded(first);
    expect(first.renderedByWorkers).toBeGreaterThan(0);
    // The old output as a reader holding it sees it: its files linked elsewhere (so they outlive
    // the swap), with their bytes and times.
    const held = path.join(path.dirname(out), 'held');
    const old = new Map<string, { bytes: Buffer; mtimeMs: number; ino: number }>();
    for (const [file, bytes] of snapshotDir(out)) {
      const stat = fs.statSync(path.join(out, file));
      old.set(file, { bytes, mtimeMs: stat.mtimeMs, ino: stat.ino });
      fs.mkdirSync(path.dirname(path.join(held, file)), { recursive: true });
      fs.linkSync(path.join(out, file), path.join(held, file));
    }
    removeDemo(root);
    const second = await build({ root, outDir: out, ...withWorkers });
    succeeded(second);
    expect(second.renderedByWorkers).toBeGreaterThan(0);

    const changed: string[] = [];
    for (const [file, { bytes, mtimeMs, ino }] of old) {
      const stat = fs.statSync(path.join(held, file));
      if (stat.ino !== ino || stat.mtimeMs !== mtimeMs || !fs.readFileSync(path.join(held, file)).equals(bytes)) changed.push(file);
    }
    expect(changed).toEqual([]);
    // Unchanged files are still shared with the old output (the links are kept), changed ones are new.
    const now = snapshotDir(out);
    const linked = [...now.keys()].filter((file) => old.get(file)?.ino === fs.statSync(path.join(out, file)).ino);
    expect(linked.length).toBeGreaterThan(0);
    expect(now.get('material-ui/demos/index.html')!.equals(old.get('material-ui/demos/index.html')!.bytes)).toBe(false);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expectSameFolder(out, fresh);
  });
});

describe('the cache knows what the shared assets are made of', () => {
  it('a module outside the content folder that a demo imports, edited: the cached build equals a --no-cache build', async () => {
    const root = site('demos');
    fs.mkdirSync(path.join(root, 'shared'));
    fs.writeFileSync(path.join(root, 'shared/label.ts'), "export const label = 'Clicked';\n");
    for (const file of ['Counter.tsx', 'Counter.js']) {
      const demo = path.join(root, 'content/material-ui/demos', file);
      const text = fs.readFileSync(demo, 'utf8');
      fs.writeFileSync(demo, `import { label } from '../../../shared/label';\n${text.replace('Clicked {count} times', '{label} {count} times')}`);
    }
    const out = folder();
    succeeded(await cachedBuild(root, out));
    fs.writeFileSync(path.join(root, 'shared/label.ts'), "export const label = 'Pressed';\n");
    const cached = await cachedBuild(root, out);
    succeeded(cached);
    const fresh = folder();
    succeeded(await uncachedBuild(root, fresh));
    expect(fs.readFileSync(path.join(fresh, 'material-ui/demos/index.html'), 'utf8')).toContain('Pressed');
    expectSameFolder(out, fresh);
  });
});
