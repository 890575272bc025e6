import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import type { ComponentApi } from '../../src/build/api/types.js';
import type { PageData } from '../../src/shared/types.js';
import { startDevServer } from '../../src/build/server/devServer.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

/**
 * The api-package fixture (an installed package and a source entry outside any package.json) in
 * a git repository of its own with fixed commit dates, with feedback and editUrl configured: its
 * generated pages (API pages, the home page) get the footer markdown pages get.
 */
let root: string;
let out: string;
let result: BuildResult;

function git(args: string[], date?: string): void {
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    stdio: 'pipe',
  });
}

beforeAll(async () => {
  root = copyFixture('api-package');
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { api: Record<string, unknown>[] };
  const api = [...config.api, { product: 'acme', entry: 'src/index.ts', route: '/acme/crates-api/', importPath: '@acme/crates', wording: 'mui' }];
  const withFooter = {
    ...config,
    api,
    siteUrl: 'https://docs.example.com',
    feedback: { endpoint: 'http://127.0.0.1:9/feedback' },
    editUrl: 'https://github.com/org/repo/edit/main/docs/',
  };
  fs.writeFileSync(configFile, JSON.stringify(withFooter, null, 2));
  git(['init', '-q']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'first'], '2024-01-02T03:04:05Z');
  fs.appendFileSync(path.join(root, 'src/Crate.tsx'), '\n// A later change.\n');
  git(['commit', '-q', '-am', 'second'], '2024-03-05T23:30:30Z');
  fs.writeFileSync(configFile, `${JSON.stringify({ ...withFooter, title: 'Acme Docs' }, null, 4)}\n`);
  git(['commit', '-q', '-am', 'third'], '2024-04-06T07:08:09Z');
  out = tempDir();
  result = await buildSite(root, out);
}, 120_000);
afterAll(() => {
  for (const dir of [root, out]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const page = (route: string) => readOutput(out, route);
const footer = (html: string) => /<footer class="docsgen-page-footer">(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="docsgen-data">(.*?)<\/script>/s.exec(html)![1]!) as PageData;
const readApi = (route: string) => JSON.parse(fs.readFileSync(path.join(out, route.slice(1), 'api.json'), 'utf8')) as ComponentApi;

describe('generated pages with feedback, editUrl and git history', () => {
  it('builds without diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('gives an API page of the site\'s own source the whole footer: the prompt, "Edit this page" to the component\'s file, its last commit', () => {
    const html = page('/acme/source-api/crate/');
    const foot = footer(html);
    expect(foot).toContain('<div class="docsgen-feedback" data-feedback role="group" aria-labelledby="docsgen-feedback-question">');
    expect(foot.match(/data-island="feedback" data-feedback-rating="(yes|no)" aria-pressed="false"/g)).toHaveLength(2);
    expect(foot).toContain('<a class="docsgen-edit-link" href="https://github.com/org/repo/edit/main/docs/src/Crate.tsx">Edit this page</a>');
    expect(foot).toContain('<p class="docsgen-last-updated">Last updated <time datetime="2024-03-05T23:30:30.000Z">Mar 5, 2024</time></p>');
    expect(foot).toMatch(/<a class="docsgen-back-to-top" href="#main-content">Back to top<\/a><\/div>$/);
    expect(pageData(html).feedback).toEqual({ endpoint: 'http://127.0.0.1:9/feedback', version: 'v3.1.0', postComment: 'Post a comment' });
  });

  it("gives an installed package's API page the prompt, but no edit link nor date (node_modules is not the site's to edit)", () => {
    const foot = footer(page('/acme/api/widget/'));
    expect(foot).toContain('Was this page helpful?');
    expect(foot).not.toContain('docsgen-edit-link');
    expect(foot).not.toContain('docsgen-last-updated');
    // The page's own source file stays out of api.json.
    expect(readApi('/acme/api/widget/')).not.toHaveProperty('sourceFile');
  });

  it('gives the generated home page the footer of its source, the config', () => {
    const foot = footer(page('/'));
    expect(foot).toContain('Was this page helpful?');
    expect(foot).toContain('<a class="docsgen-edit-link" href="https://github.com/org/repo/edit/main/docs/docsgen.config.json">Edit this page</a>');
    expect(foot).toContain('<time datetime="2024-04-06T07:08:09.000Z">Apr 6, 2024</time>');
  });

  it('words API pages for any library by default, and as MUI where the entry asks for it', () => {
    const neutral = page('/acme/source-api/crate/');
    expect(neutral).toContain('<p class="description">API reference for the Crate component: its props and import.</p>');
    expect(neutral).not.toContain('exported module');
    expect(page('/acme/api/widget/')).toContain('<p class="description">API reference for the Widget component: its props, CSS classes and import.</p>');
    expect(page('/acme/crates-api/crate/')).toContain(
      '<p class="description">API reference docs for the React Crate component. Learn about the props, CSS, and other APIs of this exported module.</p>',
    );
  });

  it('imports an entry outside any package.json as the product, or from the configured importPath: never a relative path', () => {
    expect(readApi('/acme/source-api/crate/').imports).toEqual(["import { Crate } from 'acme';"]);
    expect(readApi('/acme/crates-api/crate/').imports).toEqual(["import { Crate } from '@acme/crates';"]);
    expect(page('/acme/crates-api/crate/')).toContain('@acme/crates');
  });

  it("dates the generated pages in the sitemap as markdown pages are (a package's, undated, without lastmod)", () => {
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<url><loc>https://docs.example.com/acme/source-api/crate/</loc><lastmod>2024-03-05T23:30:30Z</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://docs.example.com/acme/api/widget/</loc></url>');
  });

  it('serves the same footers under docsgen serve, which renders pages when asked', async () => {
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: false, log: () => undefined });
    try {
      const response = await fetch(new URL('/acme/source-api/crate/', server.url));
      expect(response.status).toBe(200);
      const foot = footer(await response.text());
      expect(foot).toContain('Was this page helpful?');
      expect(foot).toContain('href="https://github.com/org/repo/edit/main/docs/src/Crate.tsx"');
      expect(foot).toContain('<time datetime="2024-03-05T23:30:30.000Z">Mar 5, 2024</time>');
    } finally {
      await server.close();
    }
  });
});
