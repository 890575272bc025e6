import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, copyFixture, readOutput } from '../helpers/site.js';

/** The basic fixture with config redirects, a `_redirects` file and links through both. */
function siteWithRedirects(redirectsFile: string, configRedirects: unknown[]): string {
  const root = copyFixture('basic');
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, redirects: configRedirects }, null, 2));
  fs.writeFileSync(path.join(root, '_redirects'), redirectsFile);
  const page = path.join(root, 'content/material-ui/getting-started/installation.md');
  fs.appendFileSync(
    page,
    '\n\nSee [the old setup](/material-ui/old-setup/), [its npm part](/material-ui/old-setup/#install-with-npm) and [dark](/old-dark/).\n',
  );
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('a site with redirects', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = siteWithRedirects('# moved\n\n/old-dark /material-ui/customization/dark-mode/ 302\n', [
      { from: '/material-ui/old-setup/', to: '/material-ui/getting-started/installation/' },
    ]);
    roots.push(root);
    out = path.join(root, 'dist');
    result = await buildSite(root, out);
  });

  it('builds: links to redirected routes are followed, not reported broken', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('writes a redirect page at each redirected route', () => {
    const html = readOutput(out, '/material-ui/old-setup/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/material-ui/getting-started/installation/">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/material-ui/getting-started/installation/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(readOutput(out, '/old-dark/')).toContain('<a href="/material-ui/customization/dark-mode/">');
  });

  it('lists redirect pages neither in the sitemap nor in the search index', () => {
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/material-ui/getting-started/installation/');
    expect(sitemap).not.toContain('old-setup');
    expect(sitemap).not.toContain('old-dark');
    const searchFiles = fs
      .readdirSync(path.join(out, '_docsgen'), { recursive: true })
      .map(String)
      .filter((file) => file.includes('search'));
    expect(searchFiles.length).toBeGreaterThan(0);
    for (const file of searchFiles) {
      const full = path.join(out, '_docsgen', file);
      if (fs.statSync(full).isFile()) expect(fs.readFileSync(full, 'utf8')).not.toMatch(/old-setup|old-dark/);
    }
  });
});

describe('bad redirects', () => {
  it('reports a redirect onto a missing route, a loop, a from that is a page and a bad line, and writes nothing', async () => {
    const root = siteWithRedirects('/loop-a /loop-b\n/loop-b /loop-a\n/material-ui/getting-started/ /versions/\nnot a rule at all\n', [
      { from: '/material-ui/old-setup/', to: '/material-ui/nowhere/' },
    ]);
    roots.push(root);
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(1);
    const configLines = fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8').split('\n');
    const fromLine = configLines.findIndex((line) => line.includes('"from": "/material-ui/old-setup/"')) + 1;
    expect(fromLine).toBeGreaterThan(0);
    const found = result.diagnostics.filter((d) => d.code.startsWith('redirect-')).map((d) => `${d.file}:${d.line} ${d.code}`);
    expect(found).toEqual([
      '_redirects:1 redirect-loop',
      '_redirects:3 redirect-shadows-page',
      '_redirects:4 redirect-invalid',
      `docsgen.config.json:${fromLine} redirect-missing-target`,
    ]);
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('makes a bad config value a config error naming the key', async () => {
    const root = siteWithRedirects('', [{ from: 'old', to: '/x/' }]);
    roots.push(root);
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'config-invalid Invalid config at redirects[0].from: must be a route of the site like /old/page/ (starts with /, no ?query or #anchor)',
    ]);
  });
});

describe("a Netlify _redirects file in public/, in Netlify's whole syntax", () => {
  it('is read without a false error: its plain redirects are followed, the rest left to the host, and the file is published as it is', async () => {
    const root = siteWithRedirects('', []);
    roots.push(root);
    const netlify = [
      '# Netlify reads this file; docsgen follows its plain redirects',
      '/old-dark            /material-ui/customization/dark-mode/   301!',
      '/material-ui/old-setup/*   /material-ui/getting-started/:splat   301',
      '/components/:slug/   /material-ui/react-:slug/   302',
      '/store  id=:id       /blog/:id   301',
      '/r/*   https://redirects.example.com/:splat   200',
      '/      /fr/   302   Country=fr   Language=fr',
      '',
      '/*     /404.html   404',
    ].join('\n');
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/_redirects'), netlify);
    // The page's link to /material-ui/old-setup/ is a redirect of the config elsewhere; here, only /old-dark is.
    fs.writeFileSync(
      path.join(root, 'docsgen.config.json'),
      fs
        .readFileSync(path.join(root, 'docsgen.config.json'), 'utf8')
        .replace('"redirects": []', '"redirects": [{ "from": "/material-ui/old-setup/", "to": "/material-ui/getting-started/installation/" }]'),
    );
    const out = path.join(root, 'dist');
    const result = await buildSite(root, out);
    expect(result.diagnostics.filter((d) => d.code.startsWith('redirect-') || d.severity === 'error')).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(readOutput(out, '/old-dark/')).toContain('<a href="/material-ui/customization/dark-mode/">');
    expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(netlify);
  });

  it('reports a real mistake in it at its file and line', async () => {
    const root = siteWithRedirects('', []);
    roots.push(root);
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/_redirects'), '# moved\n/r/* https://example.com/:splat 200\n/typo /somewhere/ 30l\n');
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics.filter((d) => d.code.startsWith('redirect-')).map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([
      'public/_redirects:3 redirect-invalid',
    ]);
  });
});
