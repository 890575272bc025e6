import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputWriter } from '../../../../src/build/emit/outputWriter.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-writer-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const inode = (file: string) => fs.statSync(file).ino;

describe('OutputWriter', () => {
  it('writes files below its folder and counts them', () => {
    const dir = tempDir();
    const writer = new OutputWriter(dir);
    writer.write('a/b/index.html', '<p>é</p>');
    writer.write('data.bin', new Uint8Array([1, 2, 3]));
    expect(fs.readFileSync(path.join(dir, 'a/b/index.html'), 'utf8')).toBe('<p>é</p>');
    expect(writer.files).toBe(2);
    expect(writer.bytes).toBe(Buffer.byteLength('<p>é</p>') + 3);
  });

  it('makes the folders of many files ahead, side by side, then writes into them', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'there'));
    const writer = new OutputWriter(dir);
    const files = ['a/b/c/index.html', 'a/b/d/index.html', 'a/index.html', 'there/x/index.html', 'top.html'];
    await writer.makeFolders(files);
    const folders = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(folders.sort()).toEqual(['a', 'a/b', 'a/b/c', 'a/b/d', 'there', 'there/x']);
    for (const file of files) writer.write(file, file);
    expect(fs.readFileSync(path.join(dir, 'a/b/d/index.html'), 'utf8')).toBe('a/b/d/index.html');
    // Again, and for a file already there: nothing to make, no error.
    await writer.makeFolders(['a/b/c/index.html', 'a/b/e/f/index.html']);
    expect(fs.statSync(path.join(dir, 'a/b/e/f')).isDirectory()).toBe(true);
  });

  it('makes the folders of a likely output ahead, and removes those no file went into', async () => {
    const dir = tempDir();
    const writer = new OutputWriter(dir);
    writer.makeFoldersAhead(['kept/index.html', 'gone/deep/index.html', 'gone/deep.md', 'shared/a/index.html', 'shared/b/index.html', 'top.html']);
    await writer.makeFolders(['kept/index.html', 'new/index.html', 'shared/a/index.html']);
    expect(fs.statSync(path.join(dir, 'gone/deep')).isDirectory()).toBe(true);
    for (const file of ['kept/index.html', 'new/index.html', 'shared/a/index.html']) writer.write(file, file);
    // Another thread's file (not written by this writer) keeps its folder too.
    fs.writeFileSync(path.join(dir, 'shared/b/index.html'), 'by a worker');
    await writer.removeUnusedFolders();
    const folders = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(folders.sort()).toEqual(['kept', 'new', 'shared', 'shared/a', 'shared/b']);
    // A file may now take the name of a folder removed.
    writer.write('gone', 'a file');
    expect(fs.readFileSync(path.join(dir, 'gone'), 'utf8')).toBe('a file');
  });

  it('links a file whose bytes the previous output has, and writes the others', () => {
    const previous = tempDir();
    fs.mkdirSync(path.join(previous, 'same'), { recursive: true });
    fs.writeFileSync(path.join(previous, 'same/index.html'), 'unchanged');
    fs.writeFileSync(path.join(previous, 'changed.html'), 'old text');
    const dir = tempDir();
    const writer = new OutputWriter(dir, { previous });
    writer.write('same/index.html', 'unchanged');
    writer.write('changed.html', 'new text');
    writer.write('added.bin', new Uint8Array([7]));
    expect(inode(path.join(dir, 'same/index.html'))).toBe(inode(path.join(previous, 'same/index.html')));
    expect(inode(path.join(dir, 'changed.html'))).not.toBe(inode(path.join(previous, 'changed.html')));
    expect(fs.readFileSync(path.join(dir, 'changed.html'), 'utf8')).toBe('new text');
    expect(fs.readFileSync(path.join(previous, 'changed.html'), 'utf8')).toBe('old text');
    expect(writer.bytes).toBe(9 + 8 + 1);
  });

  it('never changes the previous output: a linked file written again is replaced', () => {
    const previous = tempDir();
    fs.writeFileSync(path.join(previous, 'page.html'), 'first');
    const dir = tempDir();
    const writer = new OutputWriter(dir, { previous });
    writer.write('page.html', 'first');
    writer.write('page.html', 'second');
    expect(fs.readFileSync(path.join(dir, 'page.html'), 'utf8')).toBe('second');
    expect(fs.readFileSync(path.join(previous, 'page.html'), 'utf8')).toBe('first');
  });

  it('never changes the previous output through another writer: a file linked by one and written by another is replaced', () => {
    const previous = tempDir();
    fs.writeFileSync(path.join(previous, 'asset.css'), 'same');
    const before = fs.statSync(path.join(previous, 'asset.css'));
    const dir = tempDir();
    // The main thread's writer and a worker thread's, in one build.
    new OutputWriter(dir, { previous }).write('asset.css', 'same');
    expect(inode(path.join(dir, 'asset.css'))).toBe(before.ino);
    new OutputWriter(dir, { previous }).write('asset.css', 'same');
    new OutputWriter(dir).write('asset.css', 'other');
    expect(fs.readFileSync(path.join(dir, 'asset.css'), 'utf8')).toBe('other');
    const after = fs.statSync(path.join(previous, 'asset.css'));
    expect(fs.readFileSync(path.join(previous, 'asset.css'), 'utf8')).toBe('same');
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.size).toBe(before.size);
    // Nothing of the replacing is left beside it.
    expect(fs.readdirSync(dir)).toEqual(['asset.css']);
  });

  it('writes everything when the previous output does not exist', () => {
    const dir = tempDir();
    const writer = new OutputWriter(dir, { previous: path.join(dir, 'missing') });
    expect(writer.previous).toBeUndefined();
    writer.write('x.html', 'x');
    expect(fs.readFileSync(path.join(dir, 'x.html'), 'utf8')).toBe('x');
  });
});
