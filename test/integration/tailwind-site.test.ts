import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, copyFixtureWithPackages, readOutput } from '../helpers/site.js';

// A site whose demo imports a stylesheet with `@import "tailwindcss"` (test/fixtures/sites/tailwind),
// with the Tailwind 4 of test/fixtures/packages/tailwind4 installed. Built into its own `dist/`,
// twice: the second build must not take class names from the first one's output.
let root: string;
let out: string;
const results: BuildResult[] = [];

beforeAll(async () => {
  root = copyFixtureWithPackages('tailwind', 'tailwind4');
  out = path.join(root, 'dist');
  results.push(await buildSite(root, out));
  results.push(await buildSite(root, out));
});
afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** The stylesheets a page links in its head, but docsgen's own. */
const demoStylesheets = (route: string) => {
  const head = readOutput(out, route).split('</head>')[0]!;
  return [...head.matchAll(/<link rel="stylesheet" href="\/_docsgen\/([^"]+\.css)">/g)]
    .map((match) => match[1]!)
    .filter((name) => !name.startsWith('docsgen.'));
};

describe('a site styling a demo with Tailwind 4', () => {
  it('builds without a diagnostic, twice', () => {
    for (const result of results) {
      expect(result.diagnostics).toEqual([]);
      expect(result.exitCode).toBe(0);
    }
  });

  it("links the demo's Tailwind stylesheet in the page's head: the classes the demo uses and none other, even with the last output in the site", () => {
    const linked = demoStylesheets('/acme/buttons/');
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatch(/^tailwind-\w+\.css$/);
    const css = fs.readFileSync(path.join(out, '_docsgen', linked[0]!), 'utf8');
    for (const rule of ['.bg-sky-500', '.px-4', '.py-2', '.rounded-lg', '.text-white', '.flex', '.gap-2', '.hover\\:bg-sky-700:hover'])
      expect(css).toContain(rule);
    // Utilities whose names are words of docsgen's own bundles and pages (the previous output): never scanned.
    for (const rule of ['.hidden{', '.block{', '.fixed{', '.grid{', '.absolute{', '.underline{', 'bg-pink-900']) expect(css).not.toContain(rule);
    expect(css).not.toContain('@import');
    expect(demoStylesheets('/acme/plain/')).toEqual([]);
  });

  it('renders the classes on the elements in the server HTML', () => {
    const html = readOutput(out, '/acme/buttons/');
    expect(html).toContain(
      '<div class="flex gap-2"><button type="button" class="rounded-lg bg-sky-500 px-4 py-2 text-white hover:bg-sky-700">Save</button></div>',
    );
  });
});
