import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AtomicDir, emptyTrash, repairOutput } from '../../../../src/build/emit/atomicDir.js';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../../../../src/build/emit/outputFolder.js';

/** A pid no process has: folders named with it belong to a dead build. */
const DEAD_PID = 2 ** 22 + 4_321;

let parent: string;
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

function outputFolder(files: Record<string, string> = {}): string {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-atomic-'));
  const out = path.join(parent, 'dist');
  if (Object.keys(files).length > 0) fs.mkdirSync(out);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(out, name), text);
  return out;
}
const names = () => fs.readdirSync(parent).sort();
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('AtomicDir', () => {
  it('writes into a temporary sibling and leaves the previous output as it was until commit', async () => {
    const out = outputFolder({ 'index.html': 'old' });
    const dir = new AtomicDir(out);
    expect(dir.tempDir).toBe(`${out}.docsgen-tmp-${process.pid}`);
    fs.writeFileSync(path.join(dir.tempDir, 'index.html'), 'new');
    expect(read(path.join(out, 'index.html'))).toBe('old');
    await dir.commit();
    expect(read(path.join(out, 'index.html'))).toBe('new');
    expect(read(path.join(out, OUTPUT_MARKER))).toBe(OUTPUT_MARKER_TEXT);
    expect(names()).toEqual(['dist']);
  });

  it('makes the output when there was none, and commits once', async () => {
    const out = outputFolder();
    const dir = new AtomicDir(out);
    fs.writeFileSync(path.join(dir.tempDir, 'a.txt'), 'a');
    await dir.commit();
    await dir.commit();
    dir.discard();
    expect(fs.readdirSync(out).sort()).toEqual([OUTPUT_MARKER, 'a.txt']);
  });

  it('discard throws the new output away and keeps the previous one', () => {
    const out = outputFolder({ 'index.html': 'old' });
    const dir = new AtomicDir(out);
    fs.writeFileSync(path.join(dir.tempDir, 'index.html'), 'new');
    dir.discard();
    expect(read(path.join(out, 'index.html'))).toBe('old');
    expect(names()).toEqual(['dist']);
  });

  it('links the marker to the previous output’s, as every unchanged file is', async () => {
    const out = outputFolder();
    const first = new AtomicDir(out);
    await first.commit();
    const inode = fs.statSync(path.join(out, OUTPUT_MARKER)).ino;
    const second = new AtomicDir(out);
    await second.commit();
    expect(fs.statSync(path.join(out, OUTPUT_MARKER)).ino).toBe(inode);
  });
});

describe('the trash', () => {
  it('takes the replaced output, for the next build to empty while it starts', async () => {
    const out = outputFolder({ 'index.html': 'old' });
    const trash = path.join(parent, 'cache/trash');
    const dir = new AtomicDir(out, trash);
    fs.writeFileSync(path.join(dir.tempDir, 'index.html'), 'new');
    await dir.commit();
    expect(read(path.join(out, 'index.html'))).toBe('new');
    expect(names()).toEqual(['cache', 'dist']);
    const [replaced] = fs.readdirSync(trash);
    expect(read(path.join(trash, replaced!, 'index.html'))).toBe('old');
    await emptyTrash(trash);
    expect(fs.readdirSync(trash)).toEqual([]);
    // Nothing to empty: nothing happens.
    await emptyTrash(path.join(parent, 'nowhere'));
  });

  it('is skipped when the replaced output cannot be moved there: removed at once', async () => {
    const out = outputFolder({ 'index.html': 'old' });
    // A file where the trash folder would be: it cannot be made.
    fs.writeFileSync(path.join(parent, 'trash'), '');
    const dir = new AtomicDir(out, path.join(parent, 'trash'));
    await dir.commit();
    expect(names()).toEqual(['dist', 'trash']);
  });
});

describe('repairOutput', () => {
  it('puts back the output a dead build set aside between its two renames, and removes its half-written one', () => {
    const out = outputFolder({ 'index.html': 'previous' });
    fs.renameSync(out, `${out}.docsgen-old-${DEAD_PID}`);
    fs.mkdirSync(`${out}.docsgen-tmp-${DEAD_PID}`);
    expect(repairOutput(out)).toBe(true);
    expect(read(path.join(out, 'index.html'))).toBe('previous');
    expect(names()).toEqual(['dist']);
  });

  it('keeps the current output and removes a dead build’s leftovers beside it', () => {
    const out = outputFolder({ 'index.html': 'current' });
    fs.mkdirSync(`${out}.docsgen-old-${DEAD_PID}`);
    fs.mkdirSync(`${out}.docsgen-tmp-${DEAD_PID}`);
    expect(repairOutput(out)).toBe(false);
    expect(read(path.join(out, 'index.html'))).toBe('current');
    expect(names()).toEqual(['dist']);
  });

  it('leaves alone the folders of a build that is still running, and folders of other outputs', () => {
    const out = outputFolder({ 'index.html': 'current' });
    // The parent process is alive: a build of its own could be writing this.
    const running = `${out}.docsgen-tmp-${process.ppid}`;
    fs.mkdirSync(running);
    fs.mkdirSync(path.join(parent, `site.docsgen-tmp-${DEAD_PID}`));
    repairOutput(out);
    expect(names()).toEqual(['dist', 'dist.docsgen-tmp-' + process.ppid, `site.docsgen-tmp-${DEAD_PID}`].sort());
  });
});
