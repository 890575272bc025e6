import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from '../../src/build/server/devSite.js';
import { merge } from '../../src/build/merge.js';
import type { NavData } from '../../src/shared/navData.js';
import { pageRoute, writeNavSite } from '../helpers/navSite.js';
import { buildSite, readOutput, snapshotDir, tempDir } from '../helpers/site.js';

/** A section of 40 groups of 2 pages: wider than the 20 items a level shows whole. */
const GROUPS = 40;
const dirs: string[] = [];
const scratch = () => {
  const dir = tempDir('docsgen-nav-out-');
  dirs.push(dir);
  return path.join(dir, 'out');
};
let root: string;
let out: string;

beforeAll(async () => {
  root = writeNavSite({ groups: GROUPS, pages: 2 });
  dirs.push(root);
  out = scratch();
  const result = await buildSite(root, out);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.exitCode).toBe(0);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const navOf = (html: string) => /<nav class="docsgen-sidenav"[^>]*>.*?<\/nav>/s.exec(html)![0];
const navDataHref = (html: string) => /<nav class="docsgen-sidenav"[^>]* data-nav-data="([^"]+)"/.exec(html)?.[1];
const groupTitles = (nav: string) => [...nav.matchAll(/<span class="docsgen-nav-title">(Group \d+)<\/span>/g)].map((match) => match[1]);
const moreRows = (nav: string) =>
  [...nav.matchAll(/<a class="docsgen-nav-link docsgen-nav-more" href="([^"]+)" data-nav-more="([^"]+)"><span class="docsgen-nav-title">([^<]+)<\/span>/g)].map(
    ([, href, more, label]) => ({ href, more, label }),
  );
const readNavData = (dir: string, href: string) => JSON.parse(fs.readFileSync(path.join(dir, href), 'utf8')) as NavData;
const pad = (value: number) => String(value).padStart(3, '0');

describe('a wide nav level', () => {
  it('shows a window around the page and a "Show N more" link in place of each hidden run', () => {
    const nav = navOf(readOutput(out, pageRoute(20, 2)));
    expect(groupTitles(nav)).toEqual(Array.from({ length: 15 }, (_, index) => `Group ${pad(index + 13)}`));
    const rows = moreRows(nav);
    expect(rows.map(({ href, label }) => ({ href, label }))).toEqual([
      { href: pageRoute(12, 1), label: 'Show 12 more' },
      { href: pageRoute(28, 1), label: 'Show 13 more' },
    ]);
    expect(nav).toContain(`href="${pageRoute(20, 2)}" aria-current="page"`);
    // The levels of 2 and 2 items render whole, as before.
    expect(nav).toContain('<span class="docsgen-nav-title">Overview</span>');
    expect(nav).toContain('<span class="docsgen-nav-title">Page 20.1</span>');
    expect(nav.match(/<li>/g)).toHaveLength(2 + 15 + 2 + 2);
  });

  it('writes the product tree once as nav data that the page points to and that lists every node', () => {
    const html = readOutput(out, pageRoute(20, 2));
    const href = navDataHref(html)!;
    expect(href).toMatch(/^\/_docsgen\/nav\/material-ui\.[0-9a-f]{10}\.json$/);
    expect(fs.readdirSync(path.join(out, '_docsgen/nav'))).toEqual([path.basename(href)]);
    // Every page of the product points to the same file.
    expect(navDataHref(readOutput(out, '/material-ui/overview/'))).toBe(href);
    expect(navDataHref(readOutput(out, pageRoute(1, 1)))).toBe(href);

    const data = readNavData(out, href);
    expect(data.nodes).toHaveLength(2 + GROUPS + GROUPS * 2);
    const rows = data.nodes.map(([row]) => row).join('\n');
    for (let group = 1; group <= GROUPS; group++) {
      expect(rows).toContain(`<span class="docsgen-nav-title">Group ${pad(group)}</span>`);
      for (const page of [1, 2]) expect(rows).toContain(`href="${pageRoute(group, page)}"`);
    }
    // The "Show N more" rows name the hidden items' place in the data.
    for (const { more, label } of moreRows(navOf(html))) {
      const [parent, start, end] = more!.split(':').map(Number) as [number, number, number];
      const hidden = (parent < 0 ? data.roots : data.nodes[parent]![1]!).slice(start, end);
      expect(label).toBe(`Show ${hidden.length} more`);
      const first = start === 0 ? 1 : 28;
      hidden.forEach((index, at) => expect(data.nodes[index]![0]).toContain(`href="${pageRoute(first + at, 1)}"`));
    }
  });

  it('keeps every page reachable by following nav links alone (no JavaScript)', () => {
    const seen = new Set<string>(['/material-ui/overview/']);
    const queue = [...seen];
    while (queue.length > 0) {
      const route = queue.pop()!;
      for (const [, href] of navOf(readOutput(out, route)).matchAll(/href="(\/[^"]*)"/g)) {
        if (!seen.has(href!)) {
          seen.add(href!);
          queue.push(href!);
        }
      }
    }
    for (let group = 1; group <= GROUPS; group++) for (const page of [1, 2]) expect(seen.has(pageRoute(group, page)), pageRoute(group, page)).toBe(true);
  });
});

describe('a page of a site with no wide level', () => {
  it('has no "Show N more" row; its nav data only serves opening a closed group in place', () => {
    const narrow = writeNavSite({ groups: 20, pages: 1 });
    dirs.push(narrow);
    return buildSite(narrow, scratch()).then((result) => {
      expect(result.exitCode).toBe(0);
      const html = readOutput(result.outDir!, pageRoute(20, 1));
      expect(html).not.toContain('docsgen-nav-more');
      expect(groupTitles(navOf(html))).toHaveLength(20);
      expect(html).toContain('data-nav-data');
      expect(fs.readdirSync(path.join(result.outDir!, '_docsgen/nav'))).toHaveLength(1);
    });
  });
});

describe('page size', () => {
  it('does not grow with the number of groups in a section', async () => {
    const sizes: number[] = [];
    const navs: string[] = [];
    for (const groups of [10, 100, 400]) {
      const site = writeNavSite({ groups, pages: 1 });
      dirs.push(site);
      const target = scratch();
      expect((await buildSite(site, target)).exitCode).toBe(0);
      const html = readOutput(target, pageRoute(5, 1));
      sizes.push(Buffer.byteLength(html));
      navs.push(navOf(html));
    }
    const [ten, hundred, fourHundred] = sizes as [number, number, number];
    // 10 groups show whole; 100 show 15 and a "Show 85 more" row: six rows more (under a tenth
    // of the page, each group row with its chevron button, where the whole level would add 90
    // rows, more than the page itself); 400 add nothing (2 digits).
    expect(Math.abs(hundred - ten) / ten).toBeLessThan(0.1);
    expect(Math.abs(fourHundred - hundred)).toBeLessThanOrEqual(2);
    expect(navs[2]!.match(/<li>/g)!.length).toBe(navs[1]!.match(/<li>/g)!.length);
    expect(groupTitles(navs[1]!)).toHaveLength(15);
  });
});

describe('every build path', () => {
  it('writes the same nav data from worker threads, the page cache and merged shards', async () => {
    const reference = snapshotDir(out);
    const expectSame = (dir: string) => {
      const files = snapshotDir(dir);
      expect([...files.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [file, bytes] of reference) expect(files.get(file)?.equals(bytes), file).toBe(true);
    };
    const threads = scratch();
    const parallel = await buildSite(root, threads, { concurrency: 3, pagesPerWorker: 1 });
    expect(parallel.renderedByWorkers).toBeGreaterThan(0);
    expectSame(threads);

    const cached = scratch();
    expect((await buildSite(root, cached, { cache: true })).cachedPages).toBe(0);
    const warm = await buildSite(root, cached, { cache: true });
    expect(warm.cachedPages).toBe(warm.pages);
    expectSame(cached);

    const shards = [scratch(), scratch()];
    for (const [index, dir] of shards.entries()) expect((await buildSite(root, dir, { shard: { index: index + 1, count: 2 } })).exitCode).toBe(0);
    const merged = scratch();
    const result = await merge({ shards, outDir: merged });
    expect(result.diagnostics).toEqual([]);
    expectSame(merged);
  });

  it('writes new nav data when serve --watch takes an edited manifest', async () => {
    const site = writeNavSite({ groups: 25, pages: 1 });
    dirs.push(site);
    const serveDir = scratch();
    const dev = new DevSite(site, serveDir);
    try {
      expect(await dev.reload()).toEqual({ ok: true, value: undefined, diagnostics: [] });
      const before = navDataHref((await dev.page(pageRoute(3, 1)))!.html)!;
      expect(
        readNavData(serveDir, before)
          .nodes.map(([row]) => row)
          .join(''),
      ).toContain('Group 024');

      const manifestFile = path.join(site, 'content/material-ui/pages.json');
      fs.writeFileSync(manifestFile, fs.readFileSync(manifestFile, 'utf8').replace('"Group 024"', '"Renamed group"'));
      expect(await dev.manifestChanged(manifestFile)).toEqual({ ok: true, value: undefined, diagnostics: [] });
      const html = (await dev.page(pageRoute(3, 1)))!.html;
      const after = navDataHref(html)!;
      expect(after).not.toBe(before);
      const rows = readNavData(serveDir, after)
        .nodes.map(([row]) => row)
        .join('');
      expect(rows).toContain('Renamed group');
      expect(rows).not.toContain('Group 024');
      expect(moreRows(navOf(html))).toEqual([{ href: pageRoute(16, 1), more: expect.stringMatching(/:15:25$/), label: 'Show 10 more' }]);
    } finally {
      await dev.dispose();
    }
  });
});
