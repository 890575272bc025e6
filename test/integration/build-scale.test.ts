import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merge } from '../../src/build/merge.js';
import { SHARD_RECORD_FILE } from '../../src/build/util/routeProblems.js';
import { INDEX_FORMAT } from '../../src/build/cache/pagePacks.js';
import { unseal } from '../../src/build/util/sealedFile.js';
import { buildSite, copyFixture, readOutput, snapshotDir, tempDir } from '../helpers/site.js';

/** Workers, the page cache and shards must all give the single-threaded build's bytes. */
let root: string;
let out: string;
let reference: Map<string, Buffer>;
const dirs: string[] = [];
const scratch = () => {
  const dir = tempDir('docsgen-scale-');
  dirs.push(dir);
  return path.join(dir, 'out');
};

beforeAll(async () => {
  // The demos fixture: pages with live demos, rendered on the server by every worker too.
  root = copyFixture('demos');
  out = scratch();
  expect((await buildSite(root, out, { concurrency: 1 })).exitCode).toBe(0);
  reference = snapshotDir(out);
});
afterAll(() => {
  for (const dir of [root, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each file's inode, by its path in the output. */
const inodes = (dir: string) =>
  new Map(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), fs.statSync(file).ino] as const;
      }),
  );

const expectSameSite = (dir: string) => {
  const files = snapshotDir(dir);
  expect([...files.keys()].sort()).toEqual([...reference.keys()].sort());
  for (const [file, bytes] of reference) expect(files.get(file)?.equals(bytes), file).toBe(true);
};

describe('worker threads', () => {
  it('render the same bytes as the main thread alone', async () => {
    const parallel = scratch();
    const result = await buildSite(root, parallel, { concurrency: 3, pagesPerWorker: 1 });
    expect(result.exitCode).toBe(0);
    expect(result.renderedByWorkers).toBeGreaterThan(0);
    expectSameSite(parallel);
  });

  it('write no shared asset: a build over the last one keeps its shared files, linked, not written again', async () => {
    const parallel = scratch();
    expect((await buildSite(root, parallel, { concurrency: 3, pagesPerWorker: 1 })).exitCode).toBe(0);
    // The stylesheet, fonts, icon, nav data (not the runtime's chunks nor the search index: esbuild and Pagefind write them, never linked).
    const shared = (files: Map<string, number>) =>
      new Map([...files].filter(([file]) => /^_docsgen\/(nav\/)?[^/]+$/.test(file) && !/^_docsgen\/(chunk|entry)-/.test(file)));
    const before = shared(inodes(parallel));
    expect(before.size).toBeGreaterThan(0);
    const again = await buildSite(root, parallel, { concurrency: 3, pagesPerWorker: 1 });
    expect(again.renderedByWorkers).toBeGreaterThan(0);
    // A worker that wrote them too would have put new files over the links to the last build's.
    expect(shared(inodes(parallel))).toEqual(before);
    expectSameSite(parallel);
  });
});

describe('a worker that dies', () => {
  it('fails the build with a clear message instead of waiting for it, and leaves no output', async () => {
    const site = copyFixture('demos');
    dirs.push(site);
    // A content component that ends the thread rendering it, when that thread is a worker.
    fs.writeFileSync(
      path.join(site, 'Crash.tsx'),
      "import { isMainThread } from 'node:worker_threads';\nexport default function Crash() { if (!isMainThread) process.exit(3); return <p>main</p>; }\n",
    );
    const config = JSON.parse(fs.readFileSync(path.join(site, 'docsgen.config.json'), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(path.join(site, 'docsgen.config.json'), JSON.stringify({ ...config, components: { Crash: 'Crash.tsx' } }));
    for (const page of ['plain.md', 'long.md', 'styling.md', 'demos.md'])
      fs.appendFileSync(path.join(site, 'content/material-ui', page), '\n{{"component": "Crash"}}\n');
    const target = scratch();
    await expect(buildSite(site, target, { concurrency: 2, pagesPerWorker: 1 })).rejects.toThrow(/render worker stopped \(exit code 3\)/);
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe('the page cache', () => {
  it('takes unchanged pages from the cache, renders what changed, and gives the same bytes', async () => {
    const cached = scratch();
    const cold = await buildSite(root, cached, { cache: true });
    expect(cold.cachedPages).toBe(0);
    const coldInodes = inodes(cached);
    const warm = await buildSite(root, cached, { cache: true });
    expect(warm.cachedPages).toBe(warm.pages);
    // Nothing changed: every file of the new output is the previous one's, linked, not written again.
    expect(inodes(cached)).toEqual(coldInodes);
    // The shared assets and the search index came from the cache too, every byte counted.
    expect(fs.readdirSync(path.join(root, '.docsgen/cache')).sort()).toEqual(['js-variants.json', 'output.json', 'pages', 'search', 'shared.bundle']);
    expect(warm.bytes).toBe(cold.bytes);
    expectSameSite(cached);

    // One page edited: it alone renders again.
    const page = path.join(root, 'content/material-ui/plain.md');
    const original = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, `${original}\nEdited after the cache was filled.\n`);
    const edited = await buildSite(root, cached, { cache: true });
    expect(edited.cachedPages).toBe(edited.pages - 1);
    expect(readOutput(cached, '/material-ui/plain/')).toContain('Edited after the cache was filled.');
    const editedInodes = inodes(cached);
    expect(editedInodes.get('material-ui/plain/index.html')).not.toBe(coldInodes.get('material-ui/plain/index.html'));
    expect(editedInodes.get('material-ui/long/index.html')).toBe(coldInodes.get('material-ui/long/index.html'));

    // A demo is not a page, but every page may show it: everything renders again.
    const demo = path.join(root, 'content/material-ui/demos/Counter.tsx');
    const demoSource = fs.readFileSync(demo, 'utf8');
    fs.writeFileSync(demo, demoSource.replace('Clicked', 'Pressed'));
    const demoEdited = await buildSite(root, cached, { cache: true });
    expect(demoEdited.cachedPages).toBe(0);
    expect(readOutput(cached, '/material-ui/demos/')).toContain('Pressed');

    fs.writeFileSync(page, original);
    fs.writeFileSync(demo, demoSource);
    const restored = await buildSite(root, cached, { cache: true });
    expect(restored.cachedPages).toBe(0);
    expectSameSite(cached);
  });

  it('leaves an output that is what a build would make as it is, and says its warnings again', async () => {
    const site = copyFixture('demos');
    dirs.push(site);
    // A broken link as a warning: said by every build of the site, the one that changes nothing too.
    const config = path.join(site, 'docsgen.config.json');
    fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), onBrokenLinks: 'warning' }));
    const page = path.join(site, 'content/material-ui/plain.md');
    const original = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, `${original}\nSee [the missing page](/material-ui/missing/).\n`);
    const cached = scratch();
    const first = await buildSite(site, cached, { cache: true });
    expect(first.exitCode).toBe(0);
    expect(first.diagnostics.map((item) => item.code)).toEqual(['broken-link']);
    const folder = fs.statSync(cached).ino;
    const files = inodes(cached);
    const before = snapshotDir(cached);

    const again = await buildSite(site, cached, { cache: true });
    expect(first.unchanged).toBeUndefined();
    expect(again).toMatchObject({ exitCode: 0, pages: first.pages, cachedPages: first.pages, renderedByWorkers: 0, bytes: first.bytes, unchanged: true });
    expect(again.diagnostics).toEqual(first.diagnostics);
    // The same folder, its files untouched, nothing left to remove.
    expect(fs.statSync(cached).ino).toBe(folder);
    expect(inodes(cached)).toEqual(files);
    // (A fixture built in place by the browser tests may bring a trash folder along: emptied by the first build.)
    const trash = path.join(site, '.docsgen/trash');
    expect(fs.existsSync(trash) ? fs.readdirSync(trash) : []).toEqual([]);
    expect(fs.readdirSync(path.dirname(cached))).toEqual(['out']);

    // A file of the output changed, added or taken away by hand: the output is made again, as it was.
    for (const change of [
      () => fs.appendFileSync(path.join(cached, 'sitemap.xml'), ' '),
      () => fs.writeFileSync(path.join(cached, 'material-ui/stray.html'), "not docsgen's"),
      () => fs.rmSync(path.join(cached, '404.html')),
    ]) {
      change();
      const repaired = await buildSite(site, cached, { cache: true });
      expect(repaired.diagnostics).toEqual(first.diagnostics);
      expect(fs.statSync(cached).ino).not.toBe(folder);
      const after = snapshotDir(cached);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [file, bytes] of before) expect(after.get(file)?.equals(bytes), file).toBe(true);
    }

    // A page edited: it renders again, into a new output.
    fs.writeFileSync(page, original);
    const edited = await buildSite(site, cached, { cache: true });
    expect(edited.diagnostics).toEqual([]);
    expect(edited.cachedPages).toBe(edited.pages - 1);
    expect(readOutput(cached, '/material-ui/plain/')).not.toContain('the missing page');
  });

  it("makes the previous output's folders ahead, and leaves none of a page removed since", async () => {
    const cached = scratch();
    const extra = path.join(root, 'content/material-ui/extra.md');
    fs.writeFileSync(extra, '# Extra\n\nA page that goes away.\n');
    try {
      expect((await buildSite(root, cached, { cache: true })).exitCode).toBe(0);
      expect(fs.existsSync(path.join(cached, 'material-ui/extra/index.html'))).toBe(true);
    } finally {
      fs.rmSync(extra);
    }
    expect((await buildSite(root, cached, { cache: true })).exitCode).toBe(0);
    expect(fs.existsSync(path.join(cached, 'material-ui/extra'))).toBe(false);
    expect(fs.existsSync(path.join(cached, 'material-ui/extra.md'))).toBe(false);
    expectSameSite(cached);
  });

  it('survives a damaged cache: an unreadable entry is rendered again', async () => {
    const cached = scratch();
    await buildSite(root, cached, { cache: true });
    const pagesDir = path.join(root, '.docsgen/cache/pages');
    // One page's bytes in its pack overwritten: the others are read as they were.
    const sealed = unseal(INDEX_FORMAT, fs.readFileSync(path.join(pagesDir, 'index.json')));
    const index = JSON.parse(sealed.status === 'whole' ? sealed.body.toString() : '') as Record<string, [string, number, number]>;
    // The fixture's 6 pages and the generated home page, each an entry of its files and one of the rest.
    expect(Object.keys(index)).toHaveLength(14);
    // The rest (its files would be linked from the previous output, never read).
    const [pack, offset] = Object.entries(index).find(([key]) => !key.endsWith('/files'))![1];
    const fd = fs.openSync(path.join(pagesDir, pack), 'r+');
    fs.writeSync(fd, '{"html": "<p>torn', offset);
    fs.closeSync(fd);
    const result = await buildSite(root, cached, { cache: true });
    expect(result.exitCode).toBe(0);
    expect(result.cachedPages).toBe(result.pages - 1);
    expectSameSite(cached);
  });
});

describe('shards', () => {
  it('merged, equal a single build byte for byte, whatever order the shards are given in', async () => {
    const shards = [1, 2, 3].map(() => scratch());
    for (const [index, dir] of shards.entries()) {
      const result = await buildSite(root, dir, { shard: { index: index + 1, count: 3 } });
      expect(result.exitCode).toBe(0);
      expect(fs.existsSync(path.join(dir, SHARD_RECORD_FILE))).toBe(true);
    }
    const merged = scratch();
    const result = await merge({ shards: [shards[2]!, shards[0]!, shards[1]!], outDir: merged });
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
    expectSameSite(merged);
  });

  it('refuses a missing shard, a shard of another build, and a folder that is no shard', async () => {
    const first = scratch();
    const second = scratch();
    await buildSite(root, first, { shard: { index: 1, count: 2 } });
    await buildSite(root, second, { shard: { index: 2, count: 2 }, base: '/docs/' });
    const target = scratch();
    const missing = await merge({ shards: [first], outDir: target });
    expect(missing.exitCode).toBe(1);
    expect(missing.diagnostics.map((d) => d.code)).toContain('shard-missing');
    const mismatch = await merge({ shards: [first, second], outDir: target });
    expect(mismatch.diagnostics.map((d) => d.code)).toContain('shard-mismatch');
    const notShard = await merge({ shards: [first, out], outDir: target });
    expect(notShard.diagnostics.map((d) => d.code)).toContain('not-a-shard');
    expect(fs.existsSync(target)).toBe(false);
  });

  it('leave broken links to the merge, which reports them with their page', async () => {
    const broken = copyFixture('demos');
    dirs.push(broken);
    fs.appendFileSync(path.join(broken, 'content/material-ui/plain.md'), '\n[Nowhere](/material-ui/nowhere/)\n');
    const shards = [scratch(), scratch()];
    for (const [index, dir] of shards.entries()) expect((await buildSite(broken, dir, { shard: { index: index + 1, count: 2 } })).exitCode).toBe(0);
    const result = await merge({ shards, outDir: scratch() });
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ code: 'broken-link', file: 'content/material-ui/plain.md' }));
  });
});
