import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
const temp = (folder: string) => (cleanup.push(folder), folder);
afterAll(() => {
  for (const folder of cleanup) fs.rmSync(folder, { recursive: true, force: true });
});
const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((entry) => entry.severity === 'error');

/** A component page as MUI writes one: front matter, title, description, the link header. */
const WIDGET_PAGE = `---
productId: acme
title: React Widget component
components: Widget, Gadget
hooks: useWidget
githubLabel: 'component: widget'
materialDesign: https://m2.material.io/components/chips
waiAria: https://www.w3.org/WAI/ARIA/apg/patterns/button/
unstyled: /acme/overview/
---

# Widget

<p class="description">A widget shows a label.</p>

{{"component": "modules/components/ComponentLinkHeader.js"}}

{{"demo": "BasicWidget.js"}}

## Usage

{{"component": "PageData"}}
`;

/** A site component that shows what it is given of its page. */
const PAGE_DATA = `export default function PageData(props) {
  const data = {
    route: props.route,
    label: props.frontMatter.githubLabel,
    product: props.product,
    language: props.language,
    t: props.t('componentPage.api'),
    translated: props.translations.componentPage.bundleSize,
  };
  return <pre id="page-data">{JSON.stringify(data)}</pre>;
}
`;

/** The api-package fixture (API pages of its installed package) with a component page and a site component. */
function componentSite(): string {
  const root = temp(copyFixture('api-package'));
  fs.writeFileSync(path.join(root, 'content/acme/react-widget.md'), WIDGET_PAGE);
  fs.writeFileSync(path.join(root, 'PageData.jsx'), PAGE_DATA);
  // An anchor into an appended section, from another page.
  fs.appendFileSync(path.join(root, 'content/acme/overview.md'), '\nThe [Widget API list](/acme/react-widget/#api).\n');
  fs.mkdirSync(path.join(root, 'content/translations'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/translations/en.json'), JSON.stringify({ componentPage: { bundleSize: 'Package size' } }));
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  const editUrl = 'https://github.com/acme/widgets/edit/main/docs/';
  fs.writeFileSync(configFile, JSON.stringify({ ...config, editUrl, components: { PageData: 'PageData.jsx' } }, null, 2));
  return root;
}

describe('a component page with MUI front matter', () => {
  let root: string;
  let outDir: string;
  let html: string;

  beforeAll(async () => {
    root = componentSite();
    outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
    expect(result.diagnostics.filter((entry) => entry.code === 'unknown-component')).toEqual([]);
    html = readOutput(outDir, '/acme/react-widget/');
  }, 120_000);

  it("renders MUI's ComponentLinkHeader as docsgen's row of links, from the front matter and the config, without JavaScript", () => {
    const row = /<ul class="docsgen-component-links"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const links = [...row.matchAll(/href="([^"]*)"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]*)<\/a>/g)].map((match) => [match[2], match[1]]);
    expect(links).toEqual([
      ['Feedback', 'https://github.com/acme/widgets/labels/component%3A%20widget'],
      // The package config api documents for the product; its label from the site's dictionary.
      ['Package size', 'https://bundlephobia.com/package/@acme/widgets@latest'],
      ['WAI-ARIA', 'https://www.w3.org/WAI/ARIA/apg/patterns/button/'],
      ['Material Design', 'https://m2.material.io/components/chips'],
    ]);
    // Right below the description, where the directive is.
    expect(html).toMatch(/<p class="description">A widget shows a label.<\/p>\s*<ul class="docsgen-component-links"/);
  });

  it('appends an Unstyled section and an API section linking to the API pages the site has, both in the table of contents', () => {
    const unstyled = html.indexOf('<h2 id="unstyled">');
    const api = html.indexOf('<h2 id="api">');
    expect(unstyled).toBeGreaterThan(html.indexOf('<h2 id="usage">'));
    expect(api).toBeGreaterThan(unstyled);
    expect(html.slice(unstyled, api)).toContain('<a href="/acme/overview/">the unstyled version</a>');
    const list = html.slice(api, html.indexOf('</ul>', api));
    expect(list).toContain('See the documentation below for a complete reference');
    expect(list).toContain('<li><a href="/acme/api/widget/"><code>&#x3C;Widget /></code></a></li>');
    // No page for these: named, not linked.
    expect(list).toContain('<li><code>&#x3C;Gadget /></code></li>');
    expect(list).toContain('<li><code>useWidget()</code></li>');
    const toc = html.slice(html.indexOf('docsgen-toc'));
    expect(toc).toContain('href="#unstyled"');
    expect(toc).toContain('href="#api"');
  });

  it("gives a site component the page's route, front matter, product and translations", () => {
    const json = /<pre id="page-data">([^<]*)<\/pre>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json.replace(/&quot;/g, '"'))).toEqual({
      route: '/acme/react-widget/',
      label: 'component: widget',
      product: { id: 'acme', name: 'Acme Widgets', category: 'acme' },
      language: 'en',
      t: 'API',
      translated: 'Package size',
    });
  });

  it('is checked as it is built: no errors, the anchor into the appended section included', async () => {
    const checked = await check({ root });
    expect(errors(checked.diagnostics)).toEqual([]);
    expect(checked.diagnostics.filter((entry) => entry.code === 'unknown-component')).toEqual([]);
  });
});

describe('a component page with wrong front matter', () => {
  let root: string;

  beforeAll(() => {
    root = componentSite();
    const page = WIDGET_PAGE.replace("githubLabel: 'component: widget'", 'githubLabel: [a, b]').replace(
      'unstyled: /acme/overview/',
      'unstyled: /acme/no-such-page/',
    );
    fs.writeFileSync(path.join(root, 'content/acme/react-widget.md'), page);
  });

  it('reports the wrong key and the broken unstyled link at their front matter lines, in build and check alike', async () => {
    const outDir = temp(tempDir());
    const built = await buildSite(root, outDir);
    const checked = await check({ root });
    const places = (diagnostics: readonly Diagnostic[]) => errors(diagnostics).map(({ code, file, line }) => ({ code, file, line }));
    const expected = [
      { code: 'invalid-front-matter', file: 'content/acme/react-widget.md', line: 6 },
      { code: 'broken-link', file: 'content/acme/react-widget.md', line: 9 },
    ];
    expect(places(built.diagnostics)).toEqual(expected);
    expect(places(checked.diagnostics)).toEqual(expected);
    expect(built.exitCode).toBe(1);
    expect(checked.exitCode).toBe(1);
  }, 120_000);
});
