import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentDigest } from '../../../../src/build/util/digest.js';
import { PageCache } from '../../../../src/build/cache/pageCache.js';
import { INDEX_FORMAT } from '../../../../src/build/cache/pagePacks.js';
import { seal, unseal } from '../../../../src/build/util/sealedFile.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const entry = (text = 'hi') => ({
  html: `<p>${text}</p>`,
  twin: `${text}\n`,
  summary: { title: text },
  diagnostics: [],
  links: { file: 'content/a.md', route: '/a/', links: [], ids: ['x'] },
});
const packs = (dir: string) => fs.readdirSync(path.join(dir, 'pages')).filter((name) => name.endsWith('.pack'));

/** Files this process has open (Linux), for the tests of the packs kept open between entries. */
const openFiles = () => fs.readdirSync('/proc/self/fd').length;

describe('PageCache pages', () => {
  it.runIf(fs.existsSync('/proc/self/fd'))('keeps a pack open from one entry to the next, and closes it on commit or when asked', () => {
    const dir = tempDir();
    const before = openFiles();
    const writer = new PageCache(dir);
    for (let page = 0; page < 20; page++) writer.write(`k${page}`, entry(String(page)));
    expect(openFiles()).toBe(before + 1);
    writer.closeFiles();
    expect(openFiles()).toBe(before);
    writer.write('k20', entry('20'));
    writer.commit();
    expect(openFiles()).toBe(before);
    const reader = new PageCache(dir);
    for (let page = 0; page <= 20; page++) expect(reader.read(`k${page}`)).toEqual(entry(String(page)));
    expect(openFiles()).toBe(before + 1);
    reader.commit(new Set(['k1']));
    expect(openFiles()).toBe(before);
    expect(new PageCache(dir).read('k1')).toEqual(entry('1'));
  });

  it('gives back what was written under a key, and nothing for another key', () => {
    const cache = new PageCache(tempDir());
    cache.write('ab12', entry());
    expect(cache.read('ab12')).toEqual(entry());
    expect(cache.read('ab13')).toBeUndefined();
  });

  it('packs a build’s pages into one file a thread, found by the next build once committed', () => {
    const dir = tempDir();
    const main = new PageCache(dir);
    const worker = new PageCache(dir);
    main.write('k1', entry('one'));
    // A worker thread's page: the main thread learns where it went from the worker's answer.
    const place = worker.write('k2', entry('two'));
    expect(place).toBeDefined();
    main.remember('k2', place!);
    expect(new PageCache(dir).read('k1')).toBeUndefined();
    main.commit();
    const next = new PageCache(dir);
    expect(next.read('k1')).toEqual(entry('one'));
    expect(next.read('k2')).toEqual(entry('two'));
    expect(packs(dir)).toHaveLength(2);
    expect(fs.readdirSync(path.join(dir, 'pages')).sort()).toEqual([...packs(dir), 'index.json'].sort());
  });

  it('keeps the entries of earlier builds when a build adds its own', () => {
    const dir = tempDir();
    const first = new PageCache(dir);
    first.write('k1', entry('one'));
    first.commit();
    const second = new PageCache(dir);
    second.write('k2', entry('two'));
    second.commit();
    const third = new PageCache(dir);
    expect(third.read('k1')).toEqual(entry('one'));
    expect(third.read('k2')).toEqual(entry('two'));
  });

  it('given the keys a site uses, forgets the others, deletes packs nothing uses and what older formats left', () => {
    const dir = tempDir();
    const old = new PageCache(dir);
    old.write('gone', entry('gone'));
    old.commit();
    const [oldPack] = packs(dir);
    fs.mkdirSync(path.join(dir, 'pages/ab'));
    fs.writeFileSync(path.join(dir, 'pages/ab/ab12.json'), '{}');
    const build = new PageCache(dir);
    build.write('kept', entry('kept'));
    build.commit(new Set(['kept']));
    expect(fs.existsSync(path.join(dir, 'pages', oldPack!))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'pages/ab'))).toBe(false);
    const next = new PageCache(dir);
    expect(next.read('gone')).toBeUndefined();
    expect(next.read('kept')).toEqual(entry('kept'));
  });

  it('copies the live pages of a mostly dead pack into a new one', () => {
    const dir = tempDir();
    const cold = new PageCache(dir);
    for (const key of ['k1', 'k2', 'k3', 'k4']) cold.write(key, entry(key));
    cold.commit(new Set(['k1', 'k2', 'k3', 'k4']));
    const [coldPack] = packs(dir);
    const coldSize = fs.statSync(path.join(dir, 'pages', coldPack!)).size;
    // The site lost three of its pages: a quarter of the pack is live.
    new PageCache(dir).commit(new Set(['k2']));
    expect(packs(dir)).toHaveLength(1);
    expect(packs(dir)[0]).not.toBe(coldPack);
    expect(fs.statSync(path.join(dir, 'pages', packs(dir)[0]!)).size).toBeLessThan(coldSize / 3);
    const next = new PageCache(dir);
    expect(next.read('k2')).toEqual(entry('k2'));
    expect(next.read('k1')).toBeUndefined();
  });

  it('merges the small packs of many edits into one', () => {
    const dir = tempDir();
    const keys = new Set<string>();
    for (let edit = 0; edit < 8; edit++) {
      const build = new PageCache(dir);
      build.write(`k${edit}`, entry(String(edit)));
      keys.add(`k${edit}`);
      build.commit(keys);
    }
    expect(packs(dir).length).toBeLessThanOrEqual(2);
    const next = new PageCache(dir);
    for (const key of keys) expect(next.read(key)).toEqual(entry(key.slice(1)));
  });

  it('treats a torn pack, a span that does not hold its key and a damaged index as missing', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    cache.write('k1', entry('one'));
    cache.write('k2', entry('two'));
    cache.commit();
    const pack = path.join(dir, 'pages', packs(dir)[0]!);
    const bytes = fs.readFileSync(pack);
    // The second entry torn: the first is whole.
    fs.writeFileSync(pack, bytes.subarray(0, bytes.byteLength - 10));
    expect(new PageCache(dir).read('k1')).toEqual(entry('one'));
    expect(new PageCache(dir).read('k2')).toBeUndefined();
    // An index pointing one key at another's bytes (sealed again, as a faulty build would write it).
    const sealed = unseal(INDEX_FORMAT, fs.readFileSync(path.join(dir, 'pages/index.json')));
    const index = JSON.parse(sealed.status === 'whole' ? sealed.body.toString() : '') as Record<string, unknown>;
    const edited = JSON.stringify({ ...index, k2: index['k1'], k3: ['../../x', 0, 5], k4: 7 });
    fs.writeFileSync(path.join(dir, 'pages/index.json'), seal(INDEX_FORMAT, Buffer.from(edited)));
    expect(new PageCache(dir).read('k2')).toBeUndefined();
    expect(new PageCache(dir).read('k3')).toBeUndefined();
    expect(new PageCache(dir).read('k4')).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'pages/index.json'), '{"k1": ["');
    expect(new PageCache(dir).read('k1')).toBeUndefined();
  });

  it('reads a page whose bytes changed in its pack (same length) as missing, and warns once naming the pack', () => {
    const root = tempDir();
    const dir = path.join(root, '.docsgen/cache');
    const cache = new PageCache(dir, root);
    cache.write('k1', entry('one'));
    cache.write('k2', entry('two'));
    cache.write('k3', entry('three'));
    cache.commit();
    const name = packs(dir)[0]!;
    const pack = path.join(dir, 'pages', name);
    fs.writeFileSync(pack, fs.readFileSync(pack, 'utf8').replace('<p>one</p>', '<p>ONE</p>').replace('<p>two</p>', '<p>TWO</p>'));
    const reader = new PageCache(dir, root);
    expect(reader.read('k1')).toBeUndefined();
    expect(reader.read('k2')).toBeUndefined();
    expect(reader.read('k3')).toEqual(entry('three'));
    expect(reader.diagnostics()).toEqual([
      {
        severity: 'warning',
        code: 'cache-corrupt',
        message: `Cache file .docsgen/cache/pages/${name} is damaged (the entry's bytes do not match its digest): its entry was discarded and the page is rendered again`,
        file: `.docsgen/cache/pages/${name}`,
        line: 0,
        column: 0,
      },
    ]);
    // A missing entry, or one of a pack another build removed, is no damage.
    expect(reader.read('k9')).toBeUndefined();
    fs.rmSync(pack);
    expect(new PageCache(dir, root).read('k3')).toBeUndefined();
    expect(new PageCache(dir, root).diagnostics()).toEqual([]);
  });

  it('warns when the index is not JSON, and that a torn entry is cut short', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    cache.write('k1', entry('one'));
    cache.commit();
    const pack = path.join(dir, 'pages', packs(dir)[0]!);
    fs.writeFileSync(pack, fs.readFileSync(pack).subarray(0, 5));
    const torn = new PageCache(dir);
    expect(torn.read('k1')).toBeUndefined();
    expect(torn.diagnostics().map((d) => d.message)).toEqual([expect.stringContaining('(the entry is cut short)')]);
    fs.writeFileSync(path.join(dir, 'pages/index.json'), '{"k1": ["');
    const unreadable = new PageCache(dir);
    expect(unreadable.read('k1')).toBeUndefined();
    expect(unreadable.diagnostics().map((d) => d.file)).toEqual([path.join(dir, 'pages/index.json')]);
  });

  it('never throws when it cannot write', () => {
    const blocked = path.join(tempDir(), 'file');
    fs.writeFileSync(blocked, '');
    const cache = new PageCache(blocked);
    expect(cache.write('ef56', entry())).toBeUndefined();
    expect(() => cache.commit(new Set(['ef56']))).not.toThrow();
    expect(new PageCache(blocked).read('ef56')).toBeUndefined();
  });
});

describe('PageCache folders', () => {
  const folderWithFiles = () => {
    const folder = tempDir();
    fs.mkdirSync(path.join(folder, 'nested/deeper'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'top.txt'), 'top');
    fs.writeFileSync(path.join(folder, 'nested/deeper/data.bin'), Buffer.from([0, 10, 255, 10]));
    fs.writeFileSync(path.join(folder, 'nested/empty'), '');
    return folder;
  };

  it("takes a folder the previous output holds (as `kept` says) from it, the bundle's files unread", () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    const previous = folderWithFiles();
    cache.saveFolder('search/0', 'key-a', previous, { pages: 3 });
    // The bundle's files damaged: unread, so unnoticed, when every file is kept from the previous output.
    const bundle = path.join(dir, 'search/0.bundle');
    const bytes = fs.readFileSync(bundle);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    fs.writeFileSync(bundle, bytes);
    const restored = tempDir();
    expect(cache.restoreFolder('search/0', 'key-a', restored, previous, undefined, () => true)).toMatchObject({ meta: { pages: 3 } });
    expect(fs.statSync(path.join(restored, 'top.txt')).ino).toBe(fs.statSync(path.join(previous, 'top.txt')).ino);
    expect(cache.diagnostics()).toEqual([]);
    // One file not kept: the bundle is read, and found damaged.
    expect(cache.restoreFolder('search/0', 'key-a', tempDir(), previous, undefined, (file) => file !== 'top.txt')).toBeUndefined();
    expect(cache.diagnostics()).toEqual([expect.objectContaining({ code: 'cache-corrupt' })]);
  });

  it('keeps a folder as one file and gives it back under its key only', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    cache.saveFolder('search/0', 'key-a', folderWithFiles(), { pages: 3 });
    expect(fs.readdirSync(path.join(dir, 'search'))).toEqual(['0.bundle']);
    const restored = tempDir();
    const found = cache.restoreFolder('search/0', 'key-a', restored);
    expect(found?.meta).toEqual({ pages: 3 });
    expect(found?.files.toSorted()).toEqual(['nested/deeper/data.bin', 'nested/empty', 'top.txt']);
    expect(fs.readFileSync(path.join(restored, 'top.txt'), 'utf8')).toBe('top');
    expect([...fs.readFileSync(path.join(restored, 'nested/deeper/data.bin'))]).toEqual([0, 10, 255, 10]);
    expect(fs.readFileSync(path.join(restored, 'nested/empty'), 'utf8')).toBe('');
    expect(cache.restoreFolder('search/0', 'key-b', tempDir())).toBeUndefined();
    expect(cache.restoreFolder('search/1', 'key-a', tempDir())).toBeUndefined();
    expect(cache.restoreFolder('search/0', 'key-a', tempDir(), undefined, (meta: { pages: number }) => meta.pages === 4)).toBeUndefined();
    // Another key, another entry or a meta refused is not damage.
    expect(cache.diagnostics()).toEqual([]);
  });

  it('reads an entry’s meta from its header alone, under its key only', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    cache.saveFolder('shared', 'key-a', folderWithFiles(), { sharedKey: 'abc', long: 'x'.repeat(200_000) });
    expect(cache.folderMeta('shared', 'key-a')).toEqual({ sharedKey: 'abc', long: 'x'.repeat(200_000) });
    expect(cache.folderMeta('shared', 'key-b')).toBeUndefined();
    expect(cache.folderMeta('other', 'key-a')).toBeUndefined();
  });

  it('writes nothing from a bundle changed at the same length, and warns once naming it', () => {
    const root = tempDir();
    const dir = path.join(root, '.docsgen/cache');
    const cache = new PageCache(dir, root);
    cache.saveFolder('search/0', 'key', folderWithFiles(), { pages: 3 });
    const file = path.join(dir, 'search/0.bundle');
    fs.writeFileSync(file, fs.readFileSync(file, 'latin1').replace('top', 'TOP'), 'latin1');
    const target = tempDir();
    expect(cache.restoreFolder('search/0', 'key', target)).toBeUndefined();
    expect(cache.restoreFolder('search/0', 'key', target)).toBeUndefined();
    expect(fs.readdirSync(target)).toEqual([]);
    expect(cache.diagnostics()).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'cache-corrupt',
        file: '.docsgen/cache/search/0.bundle',
        message: expect.stringContaining('its bytes do not match its digest'),
      }),
    ]);
  });

  it('writes nothing from a damaged bundle', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    cache.saveFolder('shared', 'key', folderWithFiles(), { bytes: 7 });
    const file = path.join(dir, 'shared.bundle');
    fs.writeFileSync(file, fs.readFileSync(file).subarray(0, -1));
    const target = tempDir();
    expect(cache.restoreFolder('shared', 'key', target)).toBeUndefined();
    expect(fs.readdirSync(target)).toEqual([]);
    // Whole (its digest holds), but naming a file outside its folder.
    const body = `${JSON.stringify({ key: 'key', meta: {}, files: [['../escape', 1]] })}\nx`;
    fs.writeFileSync(file, `docsgen-bundle/2 ${contentDigest(body)}\n${body}`);
    const next = new PageCache(dir);
    expect(next.restoreFolder('shared', 'key', target)).toBeUndefined();
    expect(fs.readdirSync(target)).toEqual([]);
    expect(cache.diagnostics().map((d) => d.message)).toEqual([expect.stringContaining('(its bytes do not match its digest)')]);
    expect(next.diagnostics().map((d) => d.message)).toEqual([expect.stringContaining('(its files do not match its header)')]);
  });

  it('takes a bundle of an older format (no digest) for missing, and says nothing', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    fs.mkdirSync(path.join(dir, 'search'));
    fs.writeFileSync(path.join(dir, 'search/0.bundle'), `${JSON.stringify({ key: 'key', meta: { pages: 1 }, files: [['a.txt', 1]] })}\nx`);
    expect(cache.folderMeta('search/0', 'key')).toBeUndefined();
    expect(cache.restoreFolder('search/0', 'key', tempDir())).toBeUndefined();
    expect(cache.diagnostics()).toEqual([]);
  });

  it('prunes a group to the entries named, and anything else left in it', () => {
    const dir = tempDir();
    const cache = new PageCache(dir);
    for (const name of ['0', '1', '2']) cache.saveFolder(`search/${name}`, 'key', folderWithFiles(), {});
    fs.mkdirSync(path.join(dir, 'search/0/files'), { recursive: true });
    cache.pruneFolders('search', new Set(['0', '1']));
    expect(fs.readdirSync(path.join(dir, 'search')).sort()).toEqual(['0.bundle', '1.bundle']);
  });
});
