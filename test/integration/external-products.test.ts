import fs from 'node:fs';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { merge } from '../../src/build/merge.js';
import { startDevServer } from '../../src/build/server/devServer.js';
import { hasCorpus, layOutCorpus } from '../helpers/corpus.js';
import { buildSite, readOutput, scratchFolders, writeInto } from '../helpers/site.js';

/**
 * A site under /docs/ whose manifest and pages link into products another build serves on the
 * same domain: Data Grid at https://mui.com (its `url`), Acme Charts at two route prefixes of
 * this domain, and /toolpad/ (config `externalRoutes`). None has a page or a manifest here.
 */
const scratch = scratchFolders();
const fixture = () => scratch.fixture('external-products');
const temp = () => scratch.temp('docsgen-external-out-');

const sideNav = (html: string) => /<nav class="docsgen-sidenav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
const productMenu = (html: string) => /<details[^>]*class="[^"]*docsgen-product-menu[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
const anchorsTo = (html: string, href: string) => html.match(new RegExp(`<a [^>]*href="${href.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}"[^>]*>`, 'g')) ?? [];

describe('products and routes deployed elsewhere', () => {
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    out = temp();
    result = await buildSite(fixture(), out);
  }, 120_000);

  it('build and check with no diagnostic', async () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
    const checked = await check({ root: fixture() });
    expect(checked.diagnostics).toEqual([]);
  });

  it('write links in pages as plain links: at the url when the product has one, else on this domain under the base', () => {
    const html = readOutput(out, '/acme-ui/overview/');
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(anchorsTo(main, 'https://mui.com/x/react-data-grid/editing/#cell-editing')).toHaveLength(1);
    expect(anchorsTo(main, '../../charts/bars/')).toHaveLength(1);
    expect(anchorsTo(main, '/docs/acme-ui/api/charts/bar-chart/')).toHaveLength(1);
    expect(anchorsTo(main, '/docs/toolpad/core/introduction/#setup')).toHaveLength(1);
    // Plain links: same tab, nothing the runtime takes over.
    expect(anchorsTo(main, 'https://mui.com/x/react-data-grid/editing/#cell-editing')).toEqual([
      '<a href="https://mui.com/x/react-data-grid/editing/#cell-editing">',
    ]);
  });

  it('link manifest items into them plainly, outside previous/next', () => {
    const nav = sideNav(readOutput(out, '/acme-ui/installation/'));
    expect(nav).toContain('href="https://mui.com/x/react-data-grid/editing/"');
    expect(nav).toContain('href="/docs/charts/bars/"');
    expect(nav).toContain('href="/docs/toolpad/core/introduction/"');
    expect(nav).not.toMatch(/href="https:\/\/mui\.com[^"]*"[^>]*target=/);
    expect(readOutput(out, '/acme-ui/installation/')).not.toContain('class="docsgen-pager-next"');
  });

  it('list the products deployed elsewhere in the product menu, at their first route', () => {
    const menu = productMenu(readOutput(out, '/acme-ui/overview/'));
    expect(menu).toContain('href="/docs/acme-ui/overview/"');
    expect(menu).toMatch(/href="https:\/\/mui\.com\/x\/react-data-grid\/"[^>]*>[\s\S]*?Data Grid/);
    expect(menu).toMatch(/href="\/docs\/charts\/"[^>]*>[\s\S]*?Acme Charts/);
  });

  it('pass the link check of a sharded build joined by docsgen merge (the shards record the routes)', async () => {
    const root = fixture();
    const shards = [1, 2].map((index) => `${root}/shard-${index}`);
    for (const [index, dir] of shards.entries()) expect((await buildSite(root, dir, { shard: { index: index + 1, count: 2 } })).diagnostics).toEqual([]);
    const merged = await merge({ shards, outDir: `${root}/merged` });
    expect(merged.diagnostics).toEqual([]);
    expect(merged.exitCode).toBe(0);
  }, 120_000);

  it('list them on the generated home page and its Markdown twin, at their url', () => {
    expect(readOutput(out, '/')).toContain('href="https://mui.com/x/react-data-grid/"');
    const twin = fs.readFileSync(`${out}/index.md`, 'utf8');
    expect(twin).toContain('- [Data Grid](https://mui.com/x/react-data-grid/)');
    expect(twin).toContain('- [Acme Charts](https://docs.example.com/docs/charts/)');
    expect(twin).toContain('- [Acme UI](https://docs.example.com/docs/acme-ui/overview/)');
  });

  it("leave navigations into them to the network in the site's service worker", () => {
    const worker = fs.readFileSync(`${out}/sw.js`, 'utf8');
    expect(worker.split('\n')[0]).toBe('self.docsgenExternalRoutes=["/x/react-data-grid/","/x-data-grid/","/charts/","/acme-ui/api/charts/","/toolpad/"];');
  });

  it('write no page for them', () => {
    expect(fs.existsSync(`${out}/x`)).toBe(false);
    expect(fs.existsSync(`${out}/charts`)).toBe(false);
  });
});

describe('a link to a missing page outside every prefix deployed elsewhere', () => {
  it('is still an error for build and check, from the manifest and from a page', async () => {
    const root = fixture();
    const manifest = JSON.parse(fs.readFileSync(`${root}/content/acme-ui/pages.json`, 'utf8')) as { children: unknown[] }[];
    manifest[0]!.children.push({ pathname: '/chartsx/bars/', title: 'Not a charts route' });
    const manifestText = JSON.stringify(manifest, null, 2);
    writeInto(root, 'content/acme-ui/pages.json', manifestText);
    const missingLine = manifestText.split('\n').findIndex((line) => line.includes('/chartsx/')) + 1;
    writeInto(
      root,
      'content/acme-ui/installation.md',
      '# Installation\n\n<p class="description">x</p>\n\nSee [the grid](/x/react-data-grid/) and [nothing](/acme-ui/nothing/).\n\n## Steps\n',
    );
    const built = await buildSite(root, temp());
    const checked = await check({ root });
    for (const diagnostics of [built.diagnostics, checked.diagnostics]) {
      expect(diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`).sort()).toEqual([
        'broken-link content/acme-ui/installation.md:5',
        `missing-page content/acme-ui/pages.json:${missingLine}`,
      ]);
    }
    expect(built.diagnostics.find((d) => d.code === 'broken-link')?.message).toContain('/acme-ui/nothing/');
  }, 120_000);
});

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('docsgen serve with products deployed elsewhere', () => {
  it('checks the site clean and serves pages with the same plain links', async () => {
    const logs: string[] = [];
    const dev = await startDevServer({ root: fixture(), port: 0, host: '127.0.0.1', watch: false, log: (line) => logs.push(line) });
    try {
      await dev.settled();
      expect(logs.join('\n')).not.toMatch(/error|warning/);
      const page = await get(`${dev.url}/acme-ui/overview/`);
      expect(page.status).toBe(200);
      expect(anchorsTo(page.body, 'https://mui.com/x/react-data-grid/editing/#cell-editing')).toHaveLength(1);
      expect(anchorsTo(page.body, '/docs/toolpad/core/introduction/#setup')).toHaveLength(1);
      expect(sideNav(page.body)).toContain('href="https://mui.com/x/react-data-grid/editing/"');
      expect(productMenu(page.body)).toContain('href="https://mui.com/x/react-data-grid/"');
      // A route another build serves on this domain: not this site's page, and said so.
      const elsewhere = await get(`${dev.url}/charts/bars/`);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toBe(
        '/charts/bars/ is served by another build on this domain (product "acme-charts" ("external": true)), not by this site: docsgen serve has no page there',
      );
      expect(logs.join('\n')).not.toMatch(/error|warning/);
    } finally {
      await dev.close();
    }
  }, 120_000);
});

describe.runIf(hasCorpus)('the real Material UI manifest and pages, with MUI X and Toolpad deployed elsewhere', () => {
  it('report none of their /x/ items or links, and the same missing Material UI pages as without', async () => {
    // `externalRoutes: []` turns the default off; `/x/` and `/toolpad/` are the default for a site of MUI's products.
    const plain = layOutCorpus({ externalRoutes: [] });
    const elsewhere = layOutCorpus({ externalRoutes: ['/x/', '/toolpad/'] });
    const byDefault = layOutCorpus();
    for (const site of [plain, elsewhere, byDefault]) scratch.keep(site.root);
    const [before, after, implicit] = await Promise.all([check({ root: plain.root }), check({ root: elsewhere.root }), check({ root: byDefault.root })]);
    const intoX = (d: { message: string }) => /(links to|Broken link) \/(x|toolpad)\//.test(d.message);
    // Before: the manifest's Data Grid and Date Pickers items and the pages' links to MUI X are errors.
    expect(
      before.diagnostics
        .filter(intoX)
        .map((d) => d.code)
        .sort(),
    ).toEqual(['broken-link', 'broken-link', 'broken-link', 'broken-link', 'broken-link', 'broken-link', 'broken-link', 'missing-page', 'missing-page']);
    expect(after.diagnostics.filter(intoX)).toEqual([]);
    const rest = (diagnostics: readonly { code: string; message: string }[]) => diagnostics.filter((d) => !intoX(d)).map((d) => `${d.code} ${d.message}`);
    expect(rest(after.diagnostics)).toEqual(rest(before.diagnostics));
    expect(rest(after.diagnostics).filter((line) => line.startsWith('missing-page')).length).toBeGreaterThan(100);
    expect(implicit.diagnostics).toEqual(after.diagnostics);
  }, 120_000);
});
