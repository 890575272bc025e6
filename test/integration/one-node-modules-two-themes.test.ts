import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { buildSite, copyFixtureWithPackages, readOutput, scratchFolders } from '../helpers/site.js';

// MUI's repository installs every product's packages once: @mui/material 5 and @mui/joy 5 in one
// node_modules (the api-mui5 fixture's, with React 18 and Emotion). Joy's demos get Joy's theme from
// the joy-ui product's demo provider, Material's keep docsgen's Material theme.
const folders = scratchFolders();
const site = () => folders.keep(copyFixtureWithPackages('joy-material', 'api-mui5'));

/** How many times a page's head defines a CSS variable. */
const definitions = (html: string, variable: string) => html.split('</head>', 1)[0]!.split(`${variable}:`).length - 1;

describe('one node_modules with @mui/material and @mui/joy, a provider for Joy’s product', () => {
  let root: string;
  let out: string;
  let built: BuildResult;
  beforeAll(async () => {
    root = site();
    out = path.join(root, 'dist');
    built = await buildSite(root, out);
  });

  it('builds every demo on the server, with no diagnostic', () => {
    expect(built.diagnostics).toEqual([]);
  });

  it('renders Joy’s demos with Joy’s theme: its variants and colours, its CSS variables in the page once', () => {
    const html = readOutput(out, '/joy-ui/components/');
    expect(html).toMatch(/data-demo="content\/joy-ui\/demos\/JoyButtons"[^>]*data-provider="content\/joy-ui\/DemoProvider\.tsx"/);
    for (const demo of ['JoyButtons', 'JoySheet', 'JoyForm', 'JoyTabs', 'JoyNested'])
      expect(html).not.toMatch(new RegExp(`data-demo="content/joy-ui/demos/${demo}"[^>]*data-hydrate="client"`));
    expect(html).toContain('MuiButton-variantSoft MuiButton-colorPrimary');
    expect(html).toContain('MuiSheet-variantSoft MuiSheet-colorPrimary');
    expect(html).toContain('MuiInput-variantOutlined MuiInput-colorPrimary');
    expect(html).toContain('MuiSelect-variantSoft');
    expect(html).toContain('MuiTabList-variantSoft MuiTabList-colorPrimary');
    // Joy's variables for light and dark (the attribute docsgen sets on <html> selects them, config colorScheme), once for four demos.
    const globals = [...html.matchAll(/<style data-emotion="demo-global ([^"]+)"/g)].map((match) => match[1]);
    expect(globals.length).toBeGreaterThan(0);
    expect(new Set(globals).size).toBe(globals.length);
    expect(definitions(html, '--joy-palette-primary-500')).toBe(2);
    expect(html).toMatch(/\[data-joy-color-scheme="dark"\]\{[^}]*--joy-palette-primary-softBg:/);
    // The iframe demo's document has them too, in its own head.
    const frame = /<iframe class="docsgen-demo-frame" title="JoyFramed" srcDoc="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(frame).toContain('--joy-palette-primary-500:');
    expect(frame).toContain('MuiCard-variantSoft MuiCard-colorPrimary');
    // The provider leaves the scheme on <html> to docsgen: the colour-scheme script names Joy's attribute.
    expect(html).toMatch(/<body>\s*<script>[^]*?<\/script><script>[^]*?"data-color-scheme","data-joy-color-scheme"[^]*?<\/script>/);
  });

  it('renders Material’s demos with Material’s theme, and none of Joy’s variables on its pages', () => {
    const html = readOutput(out, '/material-ui/components/');
    expect(html).toMatch(/data-demo="content\/material-ui\/demos\/MaterialButtons"/);
    expect(html).not.toContain('data-provider=');
    expect(html).toContain('MuiButton-containedPrimary');
    expect(html).toContain('data-testid="material-mode">light<');
    expect(html).toMatch(/background-color:#1976d2/);
    expect(definitions(html, '--joy-palette-primary-500')).toBe(0);
  });

  it('is what check says too: no problem', async () => {
    const checked = await check({ root });
    expect(checked.diagnostics).toEqual([]);
  });
});

describe('without the provider', () => {
  it('Joy’s demos throw under Material’s theme (but the one with a CssVarsProvider of its own): the failure the provider fixes', async () => {
    const root = site();
    const config = path.join(root, 'docsgen.config.json');
    const { default: fs } = await import('node:fs');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/,\s*"demoProvider": "[^"]*"/, ''));
    const result = await buildSite(root, path.join(root, 'dist'));
    const failed = result.diagnostics.filter((entry) => entry.code === 'demo-failed').map((entry) => entry.file);
    expect(failed.sort()).toEqual(['JoyButtons', 'JoyForm', 'JoyFramed', 'JoySheet', 'JoyTabs'].map((demo) => `content/joy-ui/demos/${demo}.tsx`));
  });
});
