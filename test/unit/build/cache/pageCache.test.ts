import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from '../../../../src/build/cache/pageCache.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const entry = { html: '<p>hi</p>', diagnostics: [], links: { file: 'content/a.md', route: '/a/', links: [], ids: ['x'] } };

describe('PageCache', () => {
  it('gives back what was written under a key, and nothing for another key', () => {
    const cache = new PageCache(tempDir());
    cache.write('ab12', entry);
    expect(cache.read('ab12')).toEqual(entry);
    expect(cache.read('ab13')).toBeUndefined();
  });

  it('writes entries again after a prune removed their folder', () => {
    const cache = new PageCache(tempDir());
    cache.write('ab12', entry);
    cache.write('ab13', entry);
    cache.prune(new Set());
    expect(cache.read('ab12')).toBeUndefined();
    cache.write('ab14', entry);
    expect(cache.read('ab14')).toEqual(entry);
  });

  it('treats a torn or unreadable entry as missing, and never throws when it cannot write', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    cache.write('cd34', entry);
    fs.writeFileSync(path.join(dir, 'pages/cd/cd34.json'), '{"html": "<p');
    expect(cache.read('cd34')).toBeUndefined();
    const blocked = path.join(dir, 'file');
    fs.writeFileSync(blocked, '');
    expect(() => new PageCache(blocked).write('ef56', entry)).not.toThrow();
    expect(new PageCache(blocked).read('ef56')).toBeUndefined();
  });
});
