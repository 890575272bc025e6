import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import { buildSite, copyFixtureWithPackages, readOutput } from '../helpers/site.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** The provider fixture (React 18 and MUI 5), its site-wide provider given `extra` lines. */
function providerSite(extra = ''): string {
  const root = copyFixtureWithPackages('provider', 'react18-mui5');
  roots.push(root);
  if (extra) fs.appendFileSync(path.join(root, 'content/SiteProvider.tsx'), extra);
  return root;
}

const brief = (entry: { code: string; file?: string; line?: number; message: string }) => [entry.code, entry.file, entry.line, entry.message];

describe('a site with demo providers', () => {
  it('builds each demo in its product’s provider, or the site’s, and says which in the block', async () => {
    const root = providerSite();
    const out = path.join(root, 'dist');
    const result = await buildSite(root, out);
    expect(result.diagnostics).toEqual([]);
    const acme = readOutput(out, '/acme/demos/');
    expect(acme).toMatch(/data-demo="content\/acme\/demos\/Themed"[^>]*data-provider="content\/acme\/DemoProvider\.tsx" data-follows-settings=""/);
    expect(acme).toContain('data-testid="acme-provider" data-scheme="light"');
    const plain = readOutput(out, '/plain/demos/');
    expect(plain).toMatch(/data-demo="content\/plain\/demos\/Hello"[^>]*data-provider="content\/SiteProvider\.tsx"/);
    // The colour-scheme script with the config's attributes and classes, before anything paints.
    expect(plain).toMatch(/<body>\s*<script>[^]*?<\/script><script>[^]*?"data-mantine-color-scheme","data-theme"[^]*?<\/script>/);
    expect(plain).toContain('<div class="docsgen-shell">');
  });

  it('reports a provider the browser bundle cannot take the same from check as from build, at its line', async () => {
    const root = providerSite('export const broken = (;\n');
    const checked = await check({ root });
    const built = await buildSite(root, path.join(root, 'dist'));
    const expected = ['bundle-failed', 'content/SiteProvider.tsx', 11, 'The browser bundle cannot be made: Unexpected ";"'];
    expect(checked.diagnostics.map(brief)).toEqual([expected]);
    expect(built.diagnostics.filter((entry) => entry.code === 'bundle-failed').map(brief)).toEqual([expected]);
  });
});
