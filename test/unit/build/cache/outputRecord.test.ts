import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputRecord } from '../../../../src/build/cache/outputRecord.js';

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

describe('OutputRecord.upToDate', () => {
  const build = {
    key: 'inputs-1',
    diagnostics: [{ severity: 'warning' as const, code: 'broken-link', message: 'gone', file: 'a.md', line: 3, column: 1 }],
    bytes: 42,
  };
  /** An output of two pages and a site-wide file, recorded whole, and its marker written after (as at commit). */
  function recordedWhole() {
    const { cacheDir, dir } = recorded();
    fs.writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset/>');
    OutputRecord.write(
      cacheDir,
      '/site/dist',
      dir,
      [
        ['a/index.html', 'key-a'],
        ['b/index.html', 'key-b'],
      ],
      undefined,
      build,
    );
    fs.writeFileSync(path.join(dir, '.docsgen-output'), 'marker');
    return { cacheDir, dir };
  }

  it('gives what the build said when the inputs are the same and every file is as it left it', () => {
    const { cacheDir, dir } = recordedWhole();
    expect(OutputRecord.read(cacheDir, '/site/dist').upToDate(dir, 'inputs-1')).toEqual(build);
  });

  it('is undefined for other inputs, and without a whole build recorded', () => {
    const { cacheDir, dir } = recordedWhole();
    expect(OutputRecord.read(cacheDir, '/site/dist').upToDate(dir, 'inputs-2')).toBeUndefined();
    const partial = recorded();
    expect(OutputRecord.read(partial.cacheDir, '/site/dist').upToDate(partial.dir, 'inputs-1')).toBeUndefined();
  });

  it('is undefined once a file is changed, added or taken away, a page or any other', () => {
    const changes: ((dir: string) => void)[] = [
      (dir) => fs.appendFileSync(path.join(dir, 'sitemap.xml'), ' '),
      (dir) => fs.writeFileSync(path.join(dir, 'a/extra.html'), 'added'),
      (dir) => fs.rmSync(path.join(dir, 'b/index.html')),
      (dir) => {
        // Same bytes, written again: another file.
        const file = path.join(dir, 'a/index.html');
        const bytes = fs.readFileSync(file);
        fs.rmSync(file);
        fs.writeFileSync(file, bytes);
        fs.utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));
      },
      (dir) => fs.symlinkSync(path.join(dir, 'sitemap.xml'), path.join(dir, 'link.xml')),
    ];
    for (const change of changes) {
      const { cacheDir, dir } = recordedWhole();
      change(dir);
      expect(OutputRecord.read(cacheDir, '/site/dist').upToDate(dir, 'inputs-1')).toBeUndefined();
    }
  });
});
