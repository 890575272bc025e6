import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite, copyFixture, snapshotDir } from '../helpers/site.js';

const errno = (code: string, file: string, syscall = 'open') =>
  Object.assign(new Error(`${code}: failed, ${syscall} '${file}'`), { code, path: file, syscall });

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
