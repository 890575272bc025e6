import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, copyFixture, FIXTURES, readOutput, tempDir } from '../helpers/site.js';

const root = path.join(FIXTURES, 'basic');
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = tempDir();
  result = await buildSite(root, path.join(out, 'dist'));
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const page = (route: string) => readOutput(path.join(out, 'dist'), route);

describe('building the basic fixture site', () => {
  it('succeeds and renders every page', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.exitCode).toBe(0);
    // Seven pages of the fixture and the generated home page (it has no content/index.md).
    expect(result.pages).toBe(8);
  });

  it('writes title, description, canonical, Open Graph and product meta', () => {
    const html = page('/material-ui/getting-started/');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Overview - Material UI</title>');
    expect(html).toContain('<meta name="description" content="The fixture overview page.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/material-ui/getting-started/">');
    expect(html).toContain('<meta property="og:title" content="Overview - Material UI">');
    expect(html).toContain('<meta name="docsgen:productId" content="material-ui">');
    expect(html).toContain('<meta name="docsgen:productCategoryId" content="core">');
  });

  it('takes the description from the first paragraph when nothing else gives one', () => {
    expect(page('/material-ui/customization/dark-mode/')).toContain('<meta name="description" content="First paragraph is the description.">');
  });

  it('marks the active page and opens its parents in the side nav', () => {
    const html = page('/material-ui/getting-started/installation/');
    const nav = html.slice(html.indexOf('<nav class="docsgen-sidenav"'), html.indexOf('</nav>', html.indexOf('<nav class="docsgen-sidenav"')));
    expect(nav).toMatch(/<a class="docsgen-nav-link docsgen-nav-active" href="\/material-ui\/getting-started\/installation\/" aria-current="page">/);
    expect(nav.match(/aria-current="page"/g)).toHaveLength(1);
    expect(nav).toMatch(
      /href="\/material-ui\/getting-started\/"><span class="docsgen-nav-title">Getting started<\/span><\/a><button [^>]*aria-expanded="true"/,
    );
    // The customization group is collapsed: its children are not in this page.
    expect(nav).toMatch(/<span class="docsgen-nav-title">Customization<\/span><\/a><button [^>]*aria-expanded="false"/);
    expect(nav).not.toContain('Button group');
  });

  it('shows nav titles from the dictionary, chips and plan marks', () => {
    const nav = page('/material-ui/customization/dark-mode/');
    expect(nav).toContain('Dark mode from the dictionary');
    expect(nav).toContain('<span class="docsgen-chip docsgen-chip-new">New</span>');
    expect(nav).toContain('class="docsgen-plan docsgen-plan-pro"');
    expect(nav).toContain('<span class="docsgen-chip docsgen-chip-beta">Beta</span>');
  });

  it('renders the version menu with older versions and "View all versions"', () => {
    const html = page('/material-ui/getting-started/');
    expect(html).toContain('v6.0.0-beta.6');
    expect(html).toContain('<a href="https://v5.example.com/" rel="nofollow">v5.15.0</a>');
    expect(html).toContain('<a href="/versions/">View all versions</a>');
  });

  it('highlights code at build time', () => {
    const html = page('/material-ui/getting-started/installation/');
    expect(html).toMatch(/<code class="[^"]*language-tsx[^"]*">.*<span class="hljs-keyword">import<\/span>/s);
    expect(html).toMatch(/<span class="hljs-keyword">export<\/span>/);
  });

  it('renders callouts, codeblock tabs, and drops comments', () => {
    const html = page('/material-ui/getting-started/installation/');
    expect(html).toMatch(
      /<aside class="docsgen-callout docsgen-callout-warning" role="note">\s*<p>Pin the <strong>version<\/strong> in production.<\/p>\s*<\/aside>/,
    );
    expect(html).toContain('data-storage-key="package-manager"');
    expect(html).toMatch(/role="tab"[^>]*>npm<\/button>/);
    expect(html).not.toContain('a comment that must not ship');
  });

  it('builds a table of contents with unique heading ids', () => {
    const html = page('/material-ui/getting-started/');
    const toc = html.slice(html.indexOf('<nav class="docsgen-toc"'));
    expect(toc).toContain('<a href="#introduction">Introduction</a>');
    expect(toc).toContain('<a href="#details">Details</a>');
    expect(toc).toContain('<a href="#introduction-2">Introduction</a>');
    expect(html).toMatch(/<h2 id="introduction-2">/);
  });

  it('rewrites .md links to routes, keeping the hash', () => {
    expect(page('/material-ui/getting-started/')).toContain('href="/material-ui/getting-started/installation/#install-with-npm"');
  });

  it('links previous and next pages in manifest order, skipping inSideNav: false', () => {
    const html = page('/material-ui/getting-started/installation/');
    expect(html).toMatch(/<a class="docsgen-pager-previous" href="\/material-ui\/getting-started\/" rel="prev">.*Overview/);
    expect(html).toMatch(/<a class="docsgen-pager-next" href="\/material-ui\/customization\/dark-mode\/" rel="next">.*Dark mode from the dictionary/);
  });

  it('loads the runtime as a hashed ES module and the styles from a hashed stylesheet', () => {
    const html = page('/joy-ui/overview/');
    const script = /<script type="module" src="\/_docsgen\/(entry-[A-Z0-9]+\.js)"><\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(fs.existsSync(path.join(out, 'dist/_docsgen', script![1]!))).toBe(true);
    expect(html).toMatch(/<link rel="stylesheet" href="\/_docsgen\/docsgen\.[0-9a-f]{10}\.css">/);
    expect(html).toContain('<title>Joy UI - Joy UI</title>');
  });

  it('inlines the pre-paint colour-mode script and the critical Emotion CSS', () => {
    const html = page('/joy-ui/overview/');
    expect(html).toContain('localStorage.getItem("mui-mode") || "system"');
    expect(html.indexOf('mui-mode')).toBeLessThan(html.indexOf('<header'));
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('writes 404.html, sitemap.xml and robots.txt', () => {
    const dist = path.join(out, 'dist');
    expect(fs.readFileSync(path.join(dist, '404.html'), 'utf8')).toContain('Page not found');
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://fixture.example.com/material-ui/getting-started/installation/</loc>');
    expect(sitemap).toContain('<loc>https://fixture.example.com/</loc>');
    expect(sitemap.match(/<loc>/g)).toHaveLength(8);
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain('Sitemap: https://fixture.example.com/sitemap.xml');
  });

  it('shows the default nav on pages outside any product', () => {
    const html = page('/versions/');
    expect(html).toContain('<title>Versions - Fixture Docs</title>');
    expect(html).toMatch(/href="\/versions\/" aria-current="page"/);
    expect(html).toContain('href="https://mui.com/store/" target="_blank"');
  });
});

describe('a page titled only in its front matter', () => {
  it('shows the title as its heading, escaped', async () => {
    const copy = copyFixture('basic');
    try {
      fs.writeFileSync(path.join(copy, 'content/joy-ui/overview.md'), '---\ntitle: Joy <UI> overview\n---\n\nNo heading in the markdown.\n');
      const target = path.join(copy, 'dist');
      expect((await buildSite(copy, target)).exitCode).toBe(0);
      const html = readOutput(target, '/joy-ui/overview/');
      // The title heading, then the page's "Copy page" actions, then its markdown.
      expect(html).toMatch(
        /<article class="docsgen-markdown"><h1>Joy &lt;UI&gt; overview<\/h1><div class="docsgen-page-actions" [^>]*>[\s\S]*?<\/details><\/div><p>No heading in the markdown.<\/p>/,
      );
      expect(readOutput(target, '/material-ui/getting-started/').match(/<h1[\s>]/g)).toHaveLength(1);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
