import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/build/config/load.js';
import { demoProviderOf, demoProviders } from '../../../../src/build/config/demoProviders.js';
import { configSchema } from '../../../../src/build/config/schema.js';
import { colorSchemeTargets } from '../../../../src/build/render/colorSchemeScript.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A site folder with a JSON config (its text as written, one key a line) and the files given. */
function site(config: Record<string, unknown>, files: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-provider-'));
  roots.push(root);
  fs.writeFileSync(path.join(root, 'docsgen.config.json'), JSON.stringify(config, null, 2));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const product = (extra: Record<string, unknown> = {}) => ({ id: 'acme', name: 'Acme', manifest: 'content/acme/pages.json', ...extra });
const PROVIDER = 'export default function P({ children }) { return children; }\n';

describe('config demoProvider', () => {
  it('takes a module for the site and one per product; each product’s pages get its own, else the site’s', async () => {
    const root = site(
      { demoProvider: 'content/Provider.tsx', products: [product({ demoProvider: 'content/acme/Provider.jsx' }), { ...product(), id: 'other' }] },
      { 'content/Provider.tsx': PROVIDER, 'content/acme/Provider.jsx': PROVIDER },
    );
    const { config, diagnostics } = await loadConfig(root);
    expect(diagnostics).toEqual([]);
    expect(demoProviderOf(config!, 'acme')).toBe('content/acme/Provider.jsx');
    expect(demoProviderOf(config!, 'other')).toBe('content/Provider.tsx');
    expect(demoProviderOf(config!, null)).toBe('content/Provider.tsx');
    expect(demoProviders(config!)).toEqual(['content/Provider.tsx', 'content/acme/Provider.jsx']);
  });

  it('reports a provider that does not exist at its line in the config', async () => {
    const root = site({ products: [product({ demoProvider: 'content/acme/Missing.tsx' })] });
    const { config, diagnostics } = await loadConfig(root);
    expect(config).toBeUndefined();
    const text = fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8');
    const line = text.split('\n').findIndex((entry) => entry.includes('Missing.tsx')) + 1;
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'demo-provider-missing',
        message: 'Config "demoProvider": content/acme/Missing.tsx does not exist (a path relative to the site root)',
        file: 'docsgen.config.json',
        line,
      }),
    ]);
  });

  it('refuses a path outside the site, a folder and a file that is no module', async () => {
    const outside = await loadConfig(site({ demoProvider: '../Provider.tsx', products: [product()] }));
    expect(outside.diagnostics.map((entry) => [entry.code, entry.message])).toEqual([
      ['config-invalid', 'Invalid config at demoProvider: must be a path inside the site folder, relative to it'],
    ]);
    const folder = await loadConfig(site({ demoProvider: 'content/p.tsx', products: [product()] }, { 'content/p.tsx/index.tsx': PROVIDER }));
    expect(folder.diagnostics.map((entry) => entry.message)).toEqual(['Config "demoProvider": content/p.tsx is a folder, not a module']);
    const css = await loadConfig(site({ demoProvider: 'content/theme.css', products: [product()] }));
    expect(css.diagnostics.map((entry) => entry.message)).toEqual([
      'Invalid config at demoProvider: must be a .tsx, .ts, .jsx or .js module whose default export is a component',
    ]);
  });

  it('refuses a symbolic link that leads out of the site', async () => {
    const elsewhere = site({ products: [product()] }, { 'Provider.tsx': PROVIDER });
    const root = site({ demoProvider: 'content/Provider.tsx', products: [product()] });
    fs.mkdirSync(path.join(root, 'content'));
    fs.symlinkSync(path.join(elsewhere, 'Provider.tsx'), path.join(root, 'content/Provider.tsx'));
    const { diagnostics } = await loadConfig(root);
    expect(diagnostics.map((entry) => entry.code)).toEqual(['outside-site']);
    expect(diagnostics[0]?.line).toBeGreaterThan(0);
  });
});

describe('config colorScheme', () => {
  const parse = (colorScheme: unknown) => configSchema.safeParse({ products: [product()], colorScheme });

  it('defaults to docsgen’s attribute and the classes light and dark', () => {
    const config = configSchema.parse({ products: [product()] });
    expect(colorSchemeTargets(config.colorScheme)).toEqual({ attributes: ['data-color-scheme'], dark: 'dark', light: 'light' });
  });

  it('takes one attribute or several, and classes of its own or none', () => {
    const one = parse({ attribute: 'data-mantine-color-scheme' });
    expect(one.success && colorSchemeTargets(one.data.colorScheme).attributes).toEqual(['data-color-scheme', 'data-mantine-color-scheme']);
    const several = parse({ attribute: ['data-theme', 'data-color-scheme'], darkClass: 'theme-dark', lightClass: false });
    expect(several.success && colorSchemeTargets(several.data.colorScheme)).toEqual({
      attributes: ['data-color-scheme', 'data-theme'],
      dark: 'theme-dark',
      light: false,
    });
  });

  it('refuses names that are no attribute or class', () => {
    const bad = parse({ attribute: ['data theme'], darkClass: '.dark' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'colorScheme.attribute.0: expected an attribute name like data-theme',
      'colorScheme.darkClass: expected a class name like dark',
    ]);
  });
});
