import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { buildSite, readBundles, readOutput, scratchFolders, writeInto } from '../helpers/site.js';

// Demos that import CSS: a stylesheet of the site, one beside the demo, a CSS module.
const scratch = scratchFolders();
const cssSite = () => scratch.fixture('css');

/** The stylesheets a page links, in order, less the site's own. */
const demoStylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!).filter((href) => !/\/docsgen\.[0-9a-f]+\.css$/.test(href));
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('CSS imported by demos, built under --base', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = cssSite();
    out = path.join(root, 'dist');
    result = await buildSite(root, out, { base: '/docs/' });
  });
  const css = (href: string) => fs.readFileSync(path.join(out, href.replace(/^\/docs\//, '')), 'utf8');

  it('builds without problems', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it("links a page's demo stylesheets in its head, under --base, in the order the demo imports them", () => {
    const html = readOutput(out, '/acme/first/');
    const links = demoStylesheets(head(html));
    expect(links).toHaveLength(3);
    for (const href of links) expect(href).toMatch(/^\/docs\/_docsgen\/[\w-]+-[0-9A-Z]{10}\.css$/);
    expect(css(links[0]!)).toContain('.acme-base{font-family:monospace');
    expect(css(links[1]!)).toContain('.acme-styled{color:');
    expect(css(links[2]!)).toMatch(/\.Styled-module_badge_\w+\{/);
    // Nothing of the demos' CSS in the body: all of it loads before the first paint.
    expect(demoStylesheets(html.slice(html.indexOf('</head>')))).toEqual([]);
  });

  it('shares one asset between pages and demos that import the same stylesheet, linked once per page', () => {
    const first = demoStylesheets(head(readOutput(out, '/acme/first/')));
    const second = demoStylesheets(head(readOutput(out, '/acme/second/')));
    // Styled (base, Styled, module) then Other (base again: already linked, then Other).
    expect(second.slice(0, 3)).toEqual(first);
    expect(second).toHaveLength(4);
    expect(css(second[3]!)).toContain('.acme-other{');
    // A file the stylesheet references is copied beside it, named by its bytes.
    const image = /url\("?\.\/(dot-\w+\.svg)"?\)/.exec(css(second[3]!))?.[1];
    expect(image).toBeDefined();
    expect(fs.readFileSync(path.join(out, '_docsgen', image!), 'utf8')).toContain('<circle');
    const written = fs.readdirSync(path.join(out, '_docsgen')).filter((file) => file.startsWith('base-'));
    expect(written).toEqual([path.basename(first[0]!)]);
  });

  it("links a content component's stylesheets on the pages that show it, sharing the demos' assets", () => {
    const links = demoStylesheets(head(readOutput(out, '/acme/component/')));
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(demoStylesheets(head(readOutput(out, '/acme/first/')))[0]);
    expect(css(links[1]!)).toContain('.acme-callout{border-left:');
  });

  it('links nothing on a page without those demos', () => {
    expect(demoStylesheets(readOutput(out, '/acme/plain/'))).toEqual([]);
  });

  it("links an iframe demo's stylesheets inside its frame's document", () => {
    const html = readOutput(out, '/acme/framed/');
    expect(demoStylesheets(head(html))).toEqual([]);
    const frame = /srcDoc="([^"]*)"/i.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>') ?? '';
    expect(demoStylesheets(frame)).toEqual(demoStylesheets(head(readOutput(out, '/acme/first/'))));
  });

  it("carries the demo's local stylesheets, as written, for its sandbox project; not a package's", () => {
    const attribute = /data-style-files="([^"]*)"/.exec(readOutput(out, '/acme/first/'))?.[1] ?? '{}';
    const styleFiles = JSON.parse(attribute.replaceAll('&quot;', '"')) as { dir: string; files: Record<string, string> };
    expect(styleFiles.dir).toBe('content/acme/demos');
    expect(Object.keys(styleFiles.files).sort()).toEqual(['content/acme/demos/Styled.css', 'content/acme/demos/Styled.module.css', 'styles/base.css']);
    expect(styleFiles.files['content/acme/demos/Styled.module.css']).toBe(fs.readFileSync(path.join(root, 'content/acme/demos/Styled.module.css'), 'utf8'));
  });

  it('gives a CSS module the same class names on the server, in the browser bundle and in its stylesheet', () => {
    const html = readOutput(out, '/acme/first/');
    const name = /class="(Styled-module_badge_\w+)"/.exec(html)?.[1];
    expect(name).toBeDefined();
    expect(readBundles(out)).toContain(`"${name}"`);
    expect(css(demoStylesheets(head(html))[2]!)).toContain(`.${name}{`);
  });
});

describe('CSS problems, from build and check alike', () => {
  const page = (name: string) => `# Broken\n\n{{"demo": "demos/${name}.js"}}\n`;
  const withPage = (root: string, name: string) => {
    writeInto(root, `content/acme/broken.md`, page(name));
    const pages = JSON.parse(fs.readFileSync(path.join(root, 'content/acme/pages.json'), 'utf8')) as unknown[];
    writeInto(root, 'content/acme/pages.json', JSON.stringify([...pages, { pathname: '/acme/broken', title: 'Broken' }]));
  };
  const strip = ({ severity, code, message, file, line, column }: BuildResult['diagnostics'][number]) => ({ severity, code, message, file, line, column });

  it('reports a missing stylesheet with the same diagnostic, at the import, from both', async () => {
    const root = cssSite();
    writeInto(root, 'content/acme/demos/Missing.js', "import './Missing.css';\n\nexport default function Missing() {\n  return <p>missing</p>;\n}\n");
    withPage(root, 'Missing');
    const built = await buildSite(root, path.join(root, 'dist'));
    const checked = await check({ root });
    const fromBuild = built.diagnostics.filter((item) => item.severity === 'error').map(strip);
    expect(fromBuild).toEqual([expect.objectContaining({ code: 'demo-failed', file: 'content/acme/demos/Missing.js', line: 1, column: 8 })]);
    expect(fromBuild[0]!.message).toContain('./Missing.css');
    expect(checked.diagnostics.filter((item) => item.severity === 'error').map(strip)).toEqual(fromBuild);
  });

  it("reports a stylesheet with a syntax error at its line, from both; and a CSS module's", async () => {
    const root = cssSite();
    writeInto(root, 'content/acme/demos/Styled.css', '.acme-styled {\n  color: red;\n}\n}\n');
    writeInto(root, 'content/acme/demos/Bad.module.css', '.ok { color: red; }\n.bad { colo@r: red; }\n');
    writeInto(
      root,
      'content/acme/demos/Bad.js',
      "import classes from './Bad.module.css';\n\nexport default function Bad() {\n  return <p className={classes.ok}>bad</p>;\n}\n",
    );
    withPage(root, 'Bad');
    const built = await buildSite(root, path.join(root, 'dist'));
    const checked = await check({ root });
    const fromBuild = built.diagnostics.filter((item) => item.severity === 'error').map(strip);
    expect(fromBuild).toContainEqual(expect.objectContaining({ code: 'css-invalid', file: 'content/acme/demos/Styled.css', line: 4 }));
    expect(fromBuild).toContainEqual(expect.objectContaining({ file: 'content/acme/demos/Bad.module.css', line: 2, column: 12 }));
    expect(checked.diagnostics.filter((item) => item.severity === 'error').map(strip)).toEqual(fromBuild);
  });
});

describe('the page cache and CSS edits', () => {
  it('renders the pages of a demo again when its stylesheet changes, linking the new one; a stylesheet outside the content folder too', async () => {
    const root = cssSite();
    const out = path.join(root, 'dist');
    const first = await buildSite(root, out, { cache: true });
    expect(first.exitCode).toBe(0);
    const before = demoStylesheets(readOutput(out, '/acme/first/'));
    const again = await buildSite(root, out, { cache: true });
    expect(again.cachedPages).toBe(again.pages);

    writeInto(root, 'content/acme/demos/Styled.css', '.acme-styled { color: rgb(1, 2, 3); }\n');
    await buildSite(root, out, { cache: true });
    const edited = demoStylesheets(readOutput(out, '/acme/first/'));
    expect(edited[1]).not.toBe(before[1]);
    expect(fs.readFileSync(path.join(out, edited[1]!), 'utf8')).toContain('.acme-styled{color:#010203}');
    expect(fs.existsSync(path.join(out, before[1]!))).toBe(false);
    expect(edited[0]).toBe(before[0]);

    writeInto(root, 'styles/base.css', '.acme-base { font-family: serif; }\n');
    const outside = await buildSite(root, out, { cache: true });
    expect(outside.cachedPages).toBeLessThan(outside.pages);
    const base = demoStylesheets(readOutput(out, '/acme/second/'))[0]!;
    expect(base).not.toBe(before[0]);
    expect(fs.readFileSync(path.join(out, base), 'utf8')).toContain('font-family:serif');
  });
});
