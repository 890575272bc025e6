import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputRecord } from '../../../../src/build/emit/outputRecord.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-record-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An output folder with two page files, recorded in a cache folder under `outDir`. */
function recorded(outDir = '/site/dist') {
  const cacheDir = tempDir();
  const dir = tempDir();
  for (const file of ['a/index.html', 'b/index.html']) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `<p>${file}</p>`);
  }
  OutputRecord.write(cacheDir, outDir, dir, [
    ['a/index.html', 'key-a'],
    ['b/index.html', 'key-b'],
  ]);
  return { cacheDir, dir };
}

describe('OutputRecord', () => {
  it('holds a file recorded under the same key that is still the same file', () => {
    const { cacheDir, dir } = recorded();
    const record = OutputRecord.read(cacheDir, '/site/dist');
    expect(record.holds(dir, 'a/index.html', 'key-a')).toBe(true);
    expect(record.holds(dir, 'b/index.html', 'key-b')).toBe(true);
  });

  it('does not hold a file under another key, a file it does not know, or a file that is gone', () => {
    const { cacheDir, dir } = recorded();
    const record = OutputRecord.read(cacheDir, '/site/dist');
    expect(record.holds(dir, 'a/index.html', 'key-b')).toBe(false);
    expect(record.holds(dir, 'c/index.html', 'key-a')).toBe(false);
    fs.rmSync(path.join(dir, 'b/index.html'));
    expect(record.holds(dir, 'b/index.html', 'key-b')).toBe(false);
  });

  it('does not hold a file written again since, even with the same bytes', () => {
    const { cacheDir, dir } = recorded();
    const file = path.join(dir, 'a/index.html');
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    fs.writeFileSync(file, bytes);
    fs.utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(OutputRecord.read(cacheDir, '/site/dist').holds(dir, 'a/index.html', 'key-a')).toBe(false);
  });

  it('is empty for another output folder, and when missing or unreadable', () => {
    const { cacheDir, dir } = recorded();
    expect(OutputRecord.read(cacheDir, '/site/other').holds(dir, 'a/index.html', 'key-a')).toBe(false);
    expect(OutputRecord.read(tempDir(), '/site/dist').holds(dir, 'a/index.html', 'key-a')).toBe(false);
    fs.writeFileSync(path.join(cacheDir, 'output.json'), '{not json');
    expect(OutputRecord.read(cacheDir, '/site/dist').holds(dir, 'a/index.html', 'key-a')).toBe(false);
  });
});
