import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { buildSite, readOutput, scratchFolders } from '../helpers/site.js';

/**
 * A site documenting its own library, `acme-ui` (no MUI segment), and a configured product
 * `toolpad` whose id is also a segment of the preset table (which would call it toolpad-studio).
 */
const scratch = scratchFolders();
const fixture = () => scratch.fixture('products');
const temp = () => scratch.temp('docsgen-products-out-');

const meta = (html: string, name: string) => new RegExp(`<meta name="docsgen:${name}" content="([^"]*)">`).exec(html)?.[1];
const sideNav = (html: string) => /<nav class="docsgen-sidenav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
const versionMenu = (html: string) => /<details class="docsgen-menu docsgen-version-menu"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
const pager = (html: string) => ({
  previous: /<a class="docsgen-pager-previous" href="([^"]*)"/.exec(html)?.[1],
  next: /<a class="docsgen-pager-next" href="([^"]*)"/.exec(html)?.[1],
});
const headerName = (html: string) => /<span class="docsgen-product-name">([^<]*)<\/span>/.exec(html)?.[1];

describe('a configured product is its first URL segment', () => {
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    out = temp();
    result = await buildSite(fixture(), out);
  }, 120_000);

  it('builds without a diagnostic', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it("gives acme-ui's pages its id and configured category in the meta tags and the page data", () => {
    for (const route of ['/acme-ui/overview/', '/acme-ui/installation/', '/acme-ui/react-rocket/']) {
      const html = readOutput(out, route);
      expect(meta(html, 'productId'), route).toBe('acme-ui');
      expect(meta(html, 'productCategoryId'), route).toBe('acme');
      expect(html, route).toContain('"productId":"acme-ui","productCategoryId":"acme"');
      expect(html, route).toMatch(/<title>[^<]+ - Acme UI<\/title>/);
      // Search results are grouped by the header's product name.
      expect(headerName(html), route).toBe('Acme UI');
      expect(html, route).toContain('data-logo="acme-ui"');
    }
  });

  it("gives acme-ui's pages its side navigation, the active page marked", () => {
    const nav = sideNav(readOutput(out, '/acme-ui/installation/'));
    for (const href of ['/acme-ui/overview/', '/acme-ui/installation/', '/acme-ui/react-rocket/']) expect(nav).toContain(`href="${href}"`);
    expect(nav).toContain('Getting started');
    expect(nav).toMatch(/href="\/acme-ui\/installation\/"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/acme-ui\/installation\/"/);
    expect(nav).not.toContain('/toolpad/start/');
  });

  it("gives acme-ui's pages its version menu", () => {
    const menu = versionMenu(readOutput(out, '/acme-ui/react-rocket/'));
    expect(menu).toContain('v2.1.0');
    expect(menu).toContain('href="https://v1.acme.example/"');
    expect(menu).toContain('v1.4.0');
    expect(menu).not.toContain('v0.9.0');
  });

  it('links prev/next in the order of the manifest', () => {
    expect(pager(readOutput(out, '/acme-ui/overview/'))).toEqual({ previous: undefined, next: '/acme-ui/installation/' });
    expect(pager(readOutput(out, '/acme-ui/installation/'))).toEqual({ previous: '/acme-ui/overview/', next: '/acme-ui/react-rocket/' });
    expect(pager(readOutput(out, '/acme-ui/react-rocket/'))).toEqual({ previous: '/acme-ui/installation/', next: undefined });
  });

  it('lets a configured id win over the preset segment (toolpad is not toolpad-studio here)', () => {
    const html = readOutput(out, '/toolpad/start/');
    expect(meta(html, 'productId')).toBe('toolpad');
    expect(meta(html, 'productCategoryId')).toBe('kits');
    expect(headerName(html)).toBe('Acme Toolpad');
    expect(versionMenu(html)).toContain('v0.9.0');
    expect(sideNav(html)).toContain('href="/toolpad/start/"');
    expect(sideNav(html)).not.toContain('/acme-ui/');
  });

  it('gives a page under no product the default nav: every product, then the configured links', () => {
    const html = readOutput(out, '/changelog/');
    expect(meta(html, 'productId')).toBe('null');
    expect(meta(html, 'productCategoryId')).toBe('null');
    expect(headerName(html)).toBe('Acme Docs');
    const nav = sideNav(html);
    expect(nav).toContain('href="/acme-ui/overview/"');
    expect(nav).toContain('href="/toolpad/start/"');
    expect(nav).toContain('href="/changelog/"');
    expect(versionMenu(html)).toBe('');
  });

  it('generates a home page listing each product, with its logo, linking to its first page', () => {
    const home = readOutput(out, '/');
    expect(home).toContain('<title>Acme Docs</title>');
    expect(home).toContain('<h1>Acme Docs</h1>');
    const list = /<ul class="docsgen-home-products"[\s\S]*?<\/ul>/.exec(home)?.[0] ?? '';
    expect(list).toMatch(
      /<a class="docsgen-home-product" href="\/acme-ui\/overview\/" data-product="acme-ui"><span class="docsgen-logo"[^>]*><svg[^>]*data-logo="acme-ui"/,
    );
    expect(list).toContain('<span>Acme UI</span>');
    expect(list).toContain('href="/toolpad/start/"');
    expect(list).toContain('<span>Acme Toolpad</span>');
  });

  it('links the 404 page to the home page', () => {
    const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
    expect(notFound).toContain('<a href="/">Go to the home page</a>');
  });

  it('passes check with no diagnostic, even with --strict', async () => {
    const checked = await check({ root: fixture(), strict: true });
    expect(checked.diagnostics).toEqual([]);
    expect(checked.exitCode).toBe(0);
  });
});

describe('a configured product that matches no page', () => {
  const addOrphan = (root: string) => {
    const file = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { products: unknown[] };
    // Its manifest points at acme-ui's pages, but no page lives under /orbit/.
    config.products.push({ id: 'orbit', name: 'Orbit', manifest: 'content/acme-ui/pages.json' });
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
    const line =
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('"id": "orbit"')) + 1;
    return line;
  };

  it('is a warning in check and in build, at its id in the config', async () => {
    const root = fixture();
    const line = addOrphan(root);
    const expected = {
      severity: 'warning',
      code: 'product-without-pages',
      file: 'docsgen.config.json',
      line,
      message: expect.stringContaining('Product "orbit" matches no page: its pages must live under /orbit/'),
    };
    const checked = await check({ root });
    expect(checked.exitCode).toBe(0);
    expect(checked.diagnostics).toEqual([expect.objectContaining(expected)]);
    const built = await buildSite(root, temp());
    expect(built.exitCode).toBe(0);
    expect(built.diagnostics).toEqual([expect.objectContaining(expected)]);
  }, 120_000);
});

describe('a site with its own content/index.md', () => {
  it('uses it as the home page instead of the product list', async () => {
    const root = fixture();
    fs.writeFileSync(path.join(root, 'content/index.md'), '# Welcome to Acme\n\n<p class="description">Our own front door.</p>\n');
    const out = temp();
    const built = await buildSite(root, out);
    expect(built.diagnostics).toEqual([]);
    const home = readOutput(out, '/');
    expect(home).toContain('Welcome to Acme');
    expect(home).not.toContain('docsgen-home-products');
  }, 120_000);
});
