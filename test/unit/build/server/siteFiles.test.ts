import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../../src/build/config/schema.js';
import { defaultSiteFiles, isSiteFile, siteFilesOf } from '../../../../src/build/server/siteFiles.js';

const root = path.resolve('/site');
const at = (file: string) => path.join(root, file);
const config = configSchema.parse({
  contentDir: 'docs',
  outDir: 'build',
  products: [{ id: 'core', name: 'Core', manifest: 'nav/core.ts', logo: 'art/logo.svg' }],
  components: { Hero: 'components/Hero.tsx' },
  api: [{ product: 'core', entry: 'types/index.d.ts' }],
  favicon: 'brand/icon.png',
});
const files = siteFilesOf(root, config, [at('docsgen.config.ts'), at('theme/tokens.ts'), at('src/DemoShared.tsx')]);
const takes = (file: string, unsure = false) => isSiteFile(files, at(file), unsure);

describe('isSiteFile', () => {
  it.each([
    'docsgen.config.ts',
    'theme/tokens.ts',
    'nav/core.ts',
    'art/logo.svg',
    'brand/icon.png',
    'components/Hero.tsx',
    'types/index.d.ts',
    'types/button/Button.d.ts',
    'components/heroStyles.ts',
    'src/DemoShared.tsx',
    '_redirects',
    'package-lock.json',
    '.prettierrc',
    'docs/core/new-page.md',
    'docs/core/demos/NewDemo.tsx',
    'docs/images/shot.png',
    'docs/translations/en.json',
    'public/favicon.ico',
  ])('takes %s: the site is made from it or could be', (file) => {
    expect(takes(file)).toBe(true);
  });

  it.each([
    'serve.log',
    'docs/core/debug.log',
    'notes.txt',
    'todo.md',
    'build/index.html',
    'build/_docsgen/entry.js',
    '.docsgen/serve/entry.js',
    '.git/index',
    'node_modules/react/index.js',
    '.DS_Store',
    'docs/core/.page.md.swp',
    'docs/core/page.md~',
    'docs/core/#page.md#',
    '4913',
    'src/Unused.tsx',
    'public/.hidden',
    'types/README.txt',
  ])('ignores %s', (file) => {
    expect(takes(file)).toBe(false);
  });

  it('takes any module source while the site does not build (what it misses is not known), never a log', () => {
    expect(takes('src/Missing.tsx', true)).toBe(true);
    expect(takes('data/colors.json', true)).toBe(true);
    expect(takes('serve.log', true)).toBe(false);
    expect(takes('notes.txt', true)).toBe(false);
    expect(takes('build/entry.js', true)).toBe(false);
  });

  it('knows the config files, content/ and public/ before a config was read', () => {
    const before = defaultSiteFiles(root);
    expect(isSiteFile(before, at('docsgen.config.json'), false)).toBe(true);
    expect(isSiteFile(before, at('content/index.md'), false)).toBe(true);
    expect(isSiteFile(before, at('dist/index.html'), true)).toBe(false);
    expect(isSiteFile(before, path.resolve('/elsewhere/page.md'), true)).toBe(false);
  });
});
