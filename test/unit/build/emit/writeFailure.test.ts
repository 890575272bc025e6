import { describe, expect, it } from 'vitest';
import { writeFailureDiagnostic } from '../../../../src/build/emit/writeFailure.js';

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
