import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { writeFailureDiagnostic } from '../../../../src/build/emit/writeFailure.js';
import { buildSite, copyFixture, snapshotDir } from '../../../helpers/site.js';

const errno = (code: string, file: string, syscall = 'open') =>
  Object.assign(new Error(`${code}: failed, ${syscall} '${file}'`), { code, path: file, syscall });

describe('writeFailureDiagnostic', () => {
  const places = { root: '/site', outDir: '/site/dist', tempDir: '/site/dist.docsgen-tmp-42' };

  it('names the path under the output folder, not the temporary one, and the error in words', () => {
    expect(writeFailureDiagnostic(errno('ENOSPC', '/site/dist.docsgen-tmp-42/a/index.html'), places)).toMatchObject({
      code: 'output-write-failed',
      file: 'dist/a/index.html',
      message: 'Cannot write the output: ENOSPC (no space left on the disk) at dist/a/index.html',
    });
    expect(writeFailureDiagnostic(errno('EBUSY', '/site/dist', 'rename'), places)?.message).toBe(
      'Cannot write the output: EBUSY (the file or folder is in use) at dist',
    );
  });

  it('reads the error from the text a render worker passed on', () => {
    const fromWorker = new Error(`A render worker failed: Error: EPERM: operation not permitted, open '/site/dist.docsgen-tmp-42/b/index.html'\n    at x`);
    expect(writeFailureDiagnostic(fromWorker, places)).toMatchObject({
      file: 'dist/b/index.html',
      message: expect.stringContaining('EPERM (operation not permitted)'),
    });
  });

  it('leaves other errors alone', () => {
    expect(writeFailureDiagnostic(new TypeError('x is not a function'), places)).toBeUndefined();
    expect(writeFailureDiagnostic('EACCES', places)).toBeUndefined();
  });
});

describe('a build that cannot write its output', () => {
  const root = copyFixture('basic');
  const outDir = path.join(root, 'dist');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  for (const code of ['ENOSPC', 'EBUSY', 'EPERM', 'EACCES']) {
    it(`fails with ${code} naming the file, exit 1, and keeps the previous output byte for byte`, async () => {
      if (!fs.existsSync(outDir)) expect((await buildSite(root, outDir, { concurrency: 1 })).exitCode).toBe(0);
      const before = snapshotDir(outDir);
      const write = fs.writeFileSync;
      vi.spyOn(fs, 'writeFileSync').mockImplementation((file, ...rest) => {
        if (String(file).endsWith(path.join('joy-ui', 'overview', 'index.html'))) throw errno(code, String(file));
        return write(file, ...rest);
      });
      // A page whose bytes changed, so that it is written (an unchanged one is linked to the previous output).
      fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), `\nChanged for ${code}.\n`);
      const result = await buildSite(root, outDir, { concurrency: 1 });
      expect(result.exitCode).toBe(1);
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({
          code: 'output-write-failed',
          file: 'dist/joy-ui/overview/index.html',
          message: expect.stringContaining(`Cannot write the output: ${code} (`),
        }),
      );
      const after = snapshotDir(outDir);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [file, bytes] of before) expect(bytes.equals(after.get(file)!), file).toBe(true);
      expect(fs.readdirSync(root).filter((name) => name.includes('.docsgen-'))).toEqual([]);
    });
  }
});
