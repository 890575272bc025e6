import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSearchIndex } from '../../src/build/search/devSearchIndex.js';
import { pagesInFolder, type FinishedPage } from '../../src/build/search/indexPart.js';
import { buildSearchIndex, writeSearchIndex, type SearchPart } from '../../src/build/search/writeSearchIndex.js';
import { merge } from '../../src/build/merge.js';
import { buildSite, copyFixture, FIXTURES, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * The search index in parts: a build with parts of at most 2 pages splits the fixture's 6 pages
 * (its 5 and the generated home page) 2, 2, 2.
 */
const ROOT = path.join(FIXTURES, 'search');
const BASE = '/docs/';
const PART_PAGES = 2;
/** The fixture's pages in route order, part by part. */
const PARTS = [
  ['/', '/joy-ui/customization/theming/'],
  ['/material-ui/customization/breakpoints/', '/material-ui/customization/theming/'],
  ['/material-ui/getting-started/installation/', '/material-ui/guides/localization/'],
];
const ROUTES = PARTS.flat();
const LOADER = ['pagefind-worker.js', 'pagefind.js', 'wasm.en.pagefind', 'wasm.unknown.pagefind'];

const cleanup: string[] = [];
const scratch = (prefix = 'docsgen-search-parts-') => {
  const dir = tempDir(prefix);
  cleanup.push(dir);
  return dir;
};
let out: string;
let searchDir: string;

beforeAll(async () => {
  out = scratch();
  const result = await buildSite(ROOT, out, { base: BASE, searchPartPages: PART_PAGES });
  expect(result.diagnostics).toEqual([]);
  searchDir = path.join(out, '_docsgen/search');
});
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** The URLs of the pages a part's fragments hold (gzipped JSON behind a signature). */
function fragmentUrls(partDir: string): string[] {
  const dir = path.join(partDir, 'fragment');
  return fs
    .readdirSync(dir)
    .map(
      (name) =>
        (
          JSON.parse(
            zlib
              .gunzipSync(fs.readFileSync(path.join(dir, name)))
              .subarray('pagefind_dcd'.length)
              .toString('utf8'),
          ) as { url: string }
        ).url,
    )
    .sort();
}

const sameFiles = (actual: Map<string, Buffer>, expected: Map<string, Buffer>) => {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) expect(actual.get(file)?.equals(bytes), file).toBe(true);
};

describe('a build’s search index in parts', () => {
  it('has a folder per part, in route order, parts.json naming them, and the loader in the first only', () => {
    expect(fs.readdirSync(searchDir).sort()).toEqual(['0', '1', '2', 'parts.json']);
    expect(fs.readFileSync(path.join(searchDir, 'parts.json'), 'utf8')).toBe('{"parts":["0","1","2"]}');
    for (const [index, routes] of PARTS.entries()) {
      const partDir = path.join(searchDir, String(index));
      const entry = JSON.parse(fs.readFileSync(path.join(partDir, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { page_count: number } } };
      expect(entry.languages.en.page_count).toBe(routes.length);
      expect(fragmentUrls(partDir)).toEqual(routes.map((route) => `/docs${route}`).sort());
      const files = fs.readdirSync(partDir);
      expect(files.filter((file) => file.endsWith('.pf_meta'))).toHaveLength(1);
      expect(files).toEqual(expect.arrayContaining(['fragment', 'index', 'pagefind-entry.json']));
      if (index === 0) expect(files).toEqual(expect.arrayContaining(LOADER));
      else expect(files.filter((file) => LOADER.includes(file))).toEqual([]);
    }
  });

  /** The build's pages alone, in a folder of their own. */
  const pagesOnly = () => {
    const dir = scratch();
    fs.cpSync(out, dir, { recursive: true, filter: (source) => !source.includes('_docsgen') });
    return dir;
  };

  it.each([1, 3])('gives the same bytes for the same pages in the same order, with %i part(s) indexed at once', async (threads) => {
    const dir = pagesOnly();
    const written: string[] = [];
    const writer = {
      dir,
      write(relativePath: string, content: string | Uint8Array) {
        written.push(relativePath);
        fs.mkdirSync(path.dirname(path.join(dir, relativePath)), { recursive: true });
        fs.writeFileSync(path.join(dir, relativePath), content);
      },
    };
    const result = await writeSearchIndex(writer, ROUTES, BASE, { partPages: PART_PAGES, threads });
    expect(result).toMatchObject({ pages: ROUTES.length, parts: ['0', '1', '2'], indexedParts: 3, diagnostics: [] });
    // Every file of the index went through `write` (none came from a cache), the list of parts last.
    const index = snapshotDir(path.join(dir, '_docsgen/search'));
    expect(written.toSorted()).toEqual([...index.keys()].map((file) => `_docsgen/search/${file}`).toSorted());
    expect(written.at(-1)).toBe('_docsgen/search/parts.json');
    const bytes = [...index.values()].reduce((sum, content) => sum + content.length, 0);
    expect(result.bytes).toBe(bytes);
    expect(result.directBytes).toBe(0);
    expect(result.files).toBe(index.size);
    sameFiles(index, snapshotDir(searchDir));
  });

  it('reports a part whose pages could not be read as a warning, and lists the others', async () => {
    const dir = pagesOnly();
    fs.rmSync(path.join(dir, 'material-ui/guides/localization'), { recursive: true });
    const result = await writeSearchIndex({ dir, write: () => undefined }, ROUTES, BASE, { partPages: PART_PAGES, threads: 2 });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'search-index', message: expect.stringContaining('localization') }),
    ]);
    expect(result.indexedParts).toBe(3);
    expect(result.parts).toEqual(['0', '1']);
  });

  it('is made by docsgen merge of shards byte for byte as by a single build', async () => {
    const shards = [scratch(), scratch()];
    for (const [index, dir] of shards.entries()) {
      const result = await buildSite(ROOT, dir, { base: BASE, searchPartPages: PART_PAGES, shard: { index: index + 1, count: 2 } });
      expect(result.exitCode).toBe(0);
    }
    const merged = path.join(scratch(), 'out');
    const result = await merge({ shards, outDir: merged });
    expect(result.diagnostics).toEqual([]);
    sameFiles(snapshotDir(merged), snapshotDir(out));
  });

  it('is made in the same parts by the dev server', async () => {
    const dev = scratch();
    const pages = async function* (): AsyncIterable<FinishedPage> {
      yield* pagesInFolder({ dir: out, base: BASE, routes: ROUTES });
    };
    const index = new DevSearchIndex(dev, pages, PART_PAGES);
    await index.ensure();
    sameFiles(snapshotDir(path.join(dev, '_docsgen/search')), snapshotDir(searchDir));
  });
});

describe('problems with a part', () => {
  const collect = () => {
    const files = new Map<string, string | Uint8Array>();
    return { files, write: (relativePath: string, content: string | Uint8Array) => files.set(relativePath, content) };
  };
  const pages = () => [...pagesInFolder({ dir: out, base: BASE, routes: ROUTES })];
  const part = (index: number, from: number, to: number): SearchPart => ({ index, pages: () => pages().slice(from, to) });
  const broken = (index: number): SearchPart => ({
    index,
    *pages() {
      yield pages()[0]!;
      throw new Error('a page could not be read');
    },
  });

  it('are warnings: the other parts are written and listed, the broken one is not', async () => {
    const { files, write } = collect();
    const result = await buildSearchIndex([part(0, 0, 2), broken(1), part(2, 4, 5)], write);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'search-index', message: 'Search index: a page could not be read' }),
    ]);
    expect(result.parts).toEqual(['0', '2']);
    expect(files.get('_docsgen/search/parts.json')).toBe('{"parts":["0","2"]}');
    expect([...files.keys()].filter((file) => file.startsWith('_docsgen/search/1/'))).toEqual([]);
  });

  it('in the first part (the loader’s) leave no parts.json: the dialog says search is unavailable', async () => {
    const { files, write } = collect();
    const result = await buildSearchIndex([broken(0), part(1, 2, 4)], write);
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(result.parts).toEqual([]);
    expect(files.has('_docsgen/search/parts.json')).toBe(false);
  });
});

describe('the cache of the parts', () => {
  it('keeps each part under its own key: after one page is edited only its part is indexed again', async () => {
    const root = copyFixture('search');
    cleanup.push(root);
    const dist = path.join(root, 'dist');
    const entries = path.join(root, '.docsgen/cache/search');
    const options = { base: BASE, cache: true, searchPartPages: PART_PAGES };
    /** When each part's cache entry was written, and its key. */
    const stamps = () =>
      Object.fromEntries(
        fs
          .readdirSync(entries)
          .sort()
          .map((name) => {
            const bundle = path.join(entries, name);
            // The header follows the line of the bundle's digest.
            const header = fs.readFileSync(bundle, 'utf8').split('\n', 2)[1]!;
            return [name.replace(/\.bundle$/, ''), { written: fs.statSync(bundle).mtimeMs, key: (JSON.parse(header) as { key: string }).key }];
          }),
      );

    const cold = await buildSite(root, dist, options);
    expect(cold.exitCode).toBe(0);
    const first = stamps();
    expect(Object.keys(first)).toEqual(['0', '1', '2']);
    const coldIndex = snapshotDir(path.join(dist, '_docsgen/search'));
    sameFiles(coldIndex, snapshotDir(searchDir));

    // Nothing changed: every part comes from the cache, every byte counted.
    const warm = await buildSite(root, dist, options);
    expect(warm.cachedPages).toBe(warm.pages);
    expect(stamps()).toEqual(first);
    expect(warm.bytes).toBe(cold.bytes);
    sameFiles(snapshotDir(path.join(dist, '_docsgen/search')), coldIndex);

    // A page of the second part edited: that part alone is indexed again.
    fs.appendFileSync(path.join(root, 'content/material-ui/customization/breakpoints.md'), '\n## Zebrafish\n\nStriped fish.\n');
    const edited = await buildSite(root, dist, options);
    expect(edited.cachedPages).toBe(edited.pages - 1);
    const after = stamps();
    expect(after['0']).toEqual(first['0']);
    expect(after['2']).toEqual(first['2']);
    expect(after['1']!.key).not.toBe(first['1']!.key);
    expect(after['1']!.written).toBeGreaterThan(first['1']!.written);
    expect(fragmentUrls(path.join(dist, '_docsgen/search/1')).length).toBe(2);
    // The same site as a build without the cache.
    const fresh = path.join(scratch(), 'out');
    await buildSite(root, fresh, { base: BASE, searchPartPages: PART_PAGES });
    sameFiles(snapshotDir(dist), snapshotDir(fresh));

    // Other parts: the entries of parts the site no longer has are removed.
    await buildSite(root, dist, { ...options, searchPartPages: 6 });
    expect(Object.keys(stamps())).toEqual(['0']);
    expect(fs.readFileSync(path.join(dist, '_docsgen/search/parts.json'), 'utf8')).toBe('{"parts":["0"]}');
  });
});
