import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../../src/build/search/writeSearchIndex.js';
import { OutputWriter } from '../../src/build/emit/outputWriter.js';
import { buildSite, copyFixture, FIXTURES, readOutput, snapshotDir, tempDir } from '../helpers/site.js';

const ROOT = path.join(FIXTURES, 'search');
const ROUTES = [
  // The generated home page (the fixture has no content/index.md), a page like the others.
  '/',
  '/joy-ui/customization/theming/',
  '/material-ui/customization/breakpoints/',
  '/material-ui/customization/theming/',
  '/material-ui/getting-started/installation/',
  '/material-ui/guides/localization/',
];

interface Fragment {
  url: string;
  content: string;
  meta: { title: string; product: string };
  anchors: { id: string; text: string }[];
}

/** The indexed records of every part: Pagefind's fragments are gzipped JSON behind a signature. */
function readFragments(searchDir: string): Map<string, Fragment> {
  const fragments = new Map<string, Fragment>();
  const { parts } = JSON.parse(fs.readFileSync(path.join(searchDir, 'parts.json'), 'utf8')) as { parts: string[] };
  for (const part of parts) {
    const dir = path.join(searchDir, part, 'fragment');
    for (const name of fs.readdirSync(dir)) {
      const bytes = zlib.gunzipSync(fs.readFileSync(path.join(dir, name)));
      const fragment = JSON.parse(bytes.subarray('pagefind_dcd'.length).toString('utf8')) as Fragment;
      fragments.set(fragment.url, fragment);
    }
  }
  return fragments;
}

const cleanup: string[] = [];
let out: string;
let searchDir: string;
let fragments: Map<string, Fragment>;

beforeAll(async () => {
  out = tempDir('docsgen-search-');
  cleanup.push(out);
  const result = await buildSite(ROOT, out, { base: '/docs/' });
  expect(result.diagnostics).toEqual([]);
  searchDir = path.join(out, '_docsgen/search');
  fragments = readFragments(searchDir);
});
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the search index of a build', () => {
  it('holds every page, under the site base, with Pagefind’s browser API and no UI of its own', () => {
    // A small site is one part.
    expect(fs.readFileSync(path.join(searchDir, 'parts.json'), 'utf8')).toBe('{"parts":["0"]}');
    expect(fs.readdirSync(searchDir).sort()).toEqual(['0', 'parts.json']);
    const entry = JSON.parse(fs.readFileSync(path.join(searchDir, '0/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(entry.languages).toEqual({ en: expect.objectContaining({ page_count: ROUTES.length }) });
    expect([...fragments.keys()].sort()).toEqual(ROUTES.map((route) => `/docs${route}`));
    const files = fs.readdirSync(path.join(searchDir, '0'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind']));
    expect(files.filter((file) => file.includes('-ui'))).toEqual([]);
  });

  it('indexes title, product, headings with their anchors and text with code, nothing of the page shell', () => {
    const page = fragments.get('/docs/material-ui/customization/breakpoints/')!;
    expect(page.meta.title).toBe('Breakpoints');
    expect(page.meta.product).toBe('Material UI');
    expect(page.anchors.map((anchor) => [anchor.id, anchor.text])).toEqual([
      ['default-breakpoints', 'Default breakpoints'],
      ['media-queries-in-javascript', 'Media queries in JavaScript'],
    ]);
    expect(page.content).toContain('Each breakpoint matches a fixed screen width');
    expect(page.content).toContain("const wide = useMediaQuery('(min-width:600px)')");
    // Header (product name, buttons), skip link, side nav, table of contents, pager, heading anchors.
    for (const shell of ['Material UI', 'Search', 'Skip to content', 'Installation', 'Localization', 'Contents', 'Next page', 'Previous page', '#']) {
      expect(page.content, shell).not.toContain(shell);
    }
    expect(fragments.get('/docs/joy-ui/customization/theming/')!.meta.product).toBe('Joy UI');
  });

  it('indexes a title once, and a title the body does not show as a heading', () => {
    expect(fragments.get('/docs/material-ui/customization/theming/')!.content.match(/Theming/g)).toHaveLength(1);
    const joy = fragments.get('/docs/joy-ui/customization/theming/')!;
    expect(joy.meta.title).toBe('Theming in Joy UI');
  });

  it('cuts Chinese text into words (pages are lang="en", where Pagefind splits on spaces only)', () => {
    expect(fragments.get('/docs/material-ui/guides/localization/')!.content).toContain('使用 语言 包 可以 把 组 件 的 文本 翻译 成 中文');
  });

  it('gives the same bytes for the same pages', async () => {
    const again = tempDir('docsgen-search-again-');
    cleanup.push(again);
    // The pages of the first build, indexed again in another folder.
    fs.cpSync(out, again, { recursive: true, filter: (source) => !source.includes('_docsgen') });
    const writer = new OutputWriter(again);
    const result = await writeSearchIndex({ dir: again, write: (file, content) => writer.write(file, content) }, ROUTES, '/docs/');
    expect(result).toMatchObject({ pages: ROUTES.length, diagnostics: [] });
    // Every file goes through `write` (none comes from a cache).
    expect(writer.bytes).toBe(result.bytes);
    expect(result.directBytes).toBe(0);
    const first = snapshotDir(searchDir);
    const second = snapshotDir(path.join(again, '_docsgen/search'));
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [file, bytes] of first) expect(bytes.equals(second.get(file)!), file).toBe(true);
  });

  it('renders the header’s Search button with its shortcut', () => {
    const html = readOutput(out, '/material-ui/customization/theming/');
    expect(html).toMatch(/<button[^>]*data-island="search"[^>]*aria-keyshortcuts="Control\+K Meta\+K"/);
    expect(html).toContain('Ctrl K</kbd>');
  });
});

it('search: false writes no index and renders no Search button', async () => {
  const root = copyFixture('search');
  cleanup.push(root);
  const configFile = path.join(root, 'docsgen.config.json');
  fs.writeFileSync(configFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(configFile, 'utf8')), search: false }));
  const dist = path.join(root, 'dist');
  expect((await buildSite(root, dist)).exitCode).toBe(0);
  expect(fs.existsSync(path.join(dist, '_docsgen/search'))).toBe(false);
  expect(readOutput(dist, '/material-ui/customization/theming/')).not.toContain('data-island="search"');
});
