import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../../src/build/manifest/load.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-manifest-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

describe('loadManifest', () => {
  it('loads JSON and finds the line of each item', async () => {
    write('a/pages.json', '[\n  { "pathname": "/a" },\n  { "pathname": "/b", "plan": "gold" }\n]\n');
    const { manifest, diagnostics } = await loadManifest(root, 'a/pages.json');
    expect(manifest?.items.map((item) => [item.pathname, item.line])).toEqual([['/a', 2]]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: 'a/pages.json', line: 3, message: 'a/pages.json: [1].plan must be "pro" or "premium", got "gold"' }),
    ]);
  });

  it('reports JSON syntax errors with their line', async () => {
    write('b/pages.json', '[\n  { "pathname": "/a" },\n  { "pathname" "/b" }\n]\n');
    const { manifest, diagnostics } = await loadManifest(root, 'b/pages.json');
    expect(manifest).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ code: 'invalid-manifest', line: 3 });
  });

  it('loads a JavaScript manifest with CommonJS parts', async () => {
    write('c/api.js', "module.exports = [{ pathname: '/c/api/button' }];\n");
    write('c/pages.js', "import api from './api.js';\nexport default [{ pathname: '/c/api', children: api }];\n");
    const { manifest, diagnostics } = await loadManifest(root, 'c/pages.js');
    expect(diagnostics).toEqual([]);
    expect(manifest?.items[0]?.children?.[0]?.pathname).toBe('/c/api/button');
    expect(manifest?.inputs.map((file) => path.relative(root, file)).sort()).toEqual(['c/api.js', 'c/pages.js']);
  });

  it('loads a TypeScript manifest with tsconfig paths and an icon from @mui/icons-material', async () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { 'docs/*': ['./*'] } } }));
    write('data/pagesApi.js', "module.exports = [{ pathname: '/d/api/chip' }];\n");
    write('src/MuiPage.ts', 'export interface MuiPage { pathname: string; children?: MuiPage[]; icon?: unknown }\n');
    write(
      'data/pages.ts',
      [
        "import ReaderIcon from '@mui/icons-material/ChromeReaderModeRounded';",
        "import pagesApi from 'docs/data/pagesApi';",
        "import type { MuiPage } from 'docs/src/MuiPage';",
        "const pages: MuiPage[] = [{ pathname: '/d/api', children: pagesApi }, { pathname: 'https://mui.com/store/', icon: ReaderIcon }];",
        'export default pages;',
      ].join('\n'),
    );
    const { manifest, diagnostics } = await loadManifest(root, 'data/pages.ts');
    expect(diagnostics).toEqual([]);
    expect(manifest?.items[0]?.children?.[0]?.pathname).toBe('/d/api/chip');
    expect(manifest?.items[1]?.icon).toBeTruthy();
  });

  it('reports a manifest that throws when evaluated', async () => {
    write('e/pages.ts', "const items: string[] = [];\nif (items.length === 0) throw new Error('no pages yet');\nexport default items;\n");
    const { manifest, diagnostics } = await loadManifest(root, 'e/pages.ts');
    expect(manifest).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ code: 'invalid-manifest', file: 'e/pages.ts' });
    expect(diagnostics[0]?.message).toContain('no pages yet');
  });

  it('reports a TypeScript syntax error with its place', async () => {
    write('f/pages.ts', "export default [\n  { pathname: '/f' ,, },\n];\n");
    const { diagnostics } = await loadManifest(root, 'f/pages.ts');
    expect(diagnostics[0]).toMatchObject({ code: 'invalid-manifest', file: 'f/pages.ts', line: 2 });
  });

  it('reports a manifest that is not an array', async () => {
    write('g/pages.json', '{ "pathname": "/g" }');
    const { diagnostics } = await loadManifest(root, 'g/pages.json');
    expect(diagnostics[0]).toMatchObject({ code: 'manifest-not-array', message: 'The manifest must export an array of pages, got object' });
  });
});
