import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as markdownPackages from '../../src/build/vendor/markdownPackages.js';
import * as sanitizePackages from '../../src/build/vendor/sanitizePackages.js';
import { REPO_ROOT } from '../helpers/site.js';

// lib/ is made by the package build before the tests (test/globalSetup.ts).
describe.each([
  ['markdownPackages', markdownPackages],
  ['sanitizePackages', sanitizePackages],
])('the %s module, as the package build makes it', (name, fromSource) => {
  const bundled = path.join(REPO_ROOT, `lib/build/vendor/${name}.js`);

  it('is one file that imports nothing but Node built-ins', () => {
    const code = fs.readFileSync(bundled, 'utf8');
    const specifiers = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((specifier) => !specifier!.startsWith('node:'))).toEqual([]);
  });

  it('exports what the source module does', async () => {
    const fromLib = (await import(bundled)) as Record<string, unknown>;
    expect(Object.keys(fromLib).sort()).toEqual(Object.keys(fromSource).sort());
    for (const key of Object.keys(fromSource)) expect(typeof fromLib[key], key).toBe(typeof (fromSource as Record<string, unknown>)[key]);
  });
});
