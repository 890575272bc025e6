import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesKey, pageKey, pagesKey, sharedFilesKey, siteInputs, siteKey } from '../../../../src/build/cache/cacheKeys.js';
import { loadConfig } from '../../../../src/build/config/load.js';
import { loadSite, type SiteModel } from '../../../../src/build/site/loadSite.js';
import { copyFixture } from '../../../helpers/site.js';

let root: string;
const load = async (): Promise<SiteModel> => {
  const { config } = await loadConfig(root);
  return loadSite(root, config!);
};

beforeAll(() => {
  root = copyFixture('demos');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('cache keys', () => {
  it('are the same for the same site, and change with what a page depends on', async () => {
    const site = await load();
    const key = siteKey(site, 'v1');
    expect(siteKey(await load(), 'v1')).toBe(key);
    expect(siteKey(site, 'v2')).not.toBe(key);

    // A demo (a file of the content folder that is not a page) changes every page's key.
    const demo = path.join(root, 'content/material-ui/demos/Counter.tsx');
    const original = fs.readFileSync(demo, 'utf8');
    fs.writeFileSync(demo, `${original}\n// edited\n`);
    expect(siteKey(await load(), 'v1')).not.toBe(key);
    fs.writeFileSync(demo, original);

    // So does the config.
    expect(siteKey({ ...site, config: { ...site.config, title: 'Other' } }, 'v1')).not.toBe(key);
    // A page's key changes with its source and with what else is known of it.
    const page = site.pages[0]!;
    expect(pageKey(key, page)).toBe(pageKey(key, { ...page }));
    expect(pageKey(key, { ...page, body: `${page.body} ` })).not.toBe(pageKey(key, page));
    expect(pageKey(key, page, '2025-01-01')).not.toBe(pageKey(key, page));
    expect(pageKey(key, { ...page, sourceFile: 'src/Crate.tsx' })).not.toBe(pageKey(key, page));
    expect(pageKey(key, { ...page, sourceFile: 'src/Crate.tsx' })).not.toBe(pageKey(key, { ...page, sourceFile: 'src/Box.tsx' }));
  });

  it('the shared assets key changes with any name or byte of them, not with their order; pages are keyed by it', () => {
    const files: [string, Uint8Array][] = [
      ['_docsgen/entry-AAAA.js', Buffer.from('run()')],
      ['_docsgen/docsgen.1.css', Buffer.from('a{}')],
    ];
    const key = sharedFilesKey(files);
    expect(sharedFilesKey([...files].reverse())).toBe(key);
    expect(sharedFilesKey([files[0]!, ['_docsgen/docsgen.1.css', Buffer.from('b{}')]])).not.toBe(key);
    expect(sharedFilesKey([['_docsgen/entry-BBBB.js', Buffer.from('run()')], files[1]!])).not.toBe(key);
    // A runtime chunk more or less (a demo taken off a page).
    expect(sharedFilesKey(files.slice(1))).not.toBe(key);
    // Names and bytes are not run together: moving a byte from one to the other is another key.
    expect(sharedFilesKey([['ab', Buffer.from('c')]])).not.toBe(sharedFilesKey([['a', Buffer.from('bc')]]));
    expect(pagesKey('site', key)).toBe(pagesKey('site', key));
    expect(pagesKey('site', key)).not.toBe(pagesKey('site', sharedFilesKey(files.slice(1))));
  });

  it('take of a bundle’s sources only the site files no other key covers, keyed by their contents', () => {
    const site = { root: '/site', contentDir: '/site/content' };
    const inputs = [
      '/site/content/demos/Counter.tsx',
      '/site/shared/label.ts',
      '/site/node_modules/react/index.js',
      '/docsgen/lib/runtime/client/entry.js',
      '/docsgen/node_modules/@mui/material/Button.js',
      '/elsewhere/packages/ui/src/Badge.tsx',
      '/site/a.ts',
    ];
    expect(siteInputs(site, '/docsgen', inputs)).toEqual(['../elsewhere/packages/ui/src/Badge.tsx', 'a.ts', 'shared/label.ts']);

    const file = path.join(root, 'shared.ts');
    fs.writeFileSync(file, 'one');
    const key = filesKey(root, ['shared.ts']);
    expect(filesKey(root, ['shared.ts'])).toBe(key);
    fs.writeFileSync(file, 'two');
    expect(filesKey(root, ['shared.ts'])).not.toBe(key);
    fs.rmSync(file);
    expect(filesKey(root, ['shared.ts'])).not.toBe(key);
  });
});
