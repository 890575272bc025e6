import { describe, expect, it } from 'vitest';
import { bundleFailureDiagnostics } from '../../../../src/build/bundle/bundleFailure.js';

/** An esbuild failure as esbuild throws it: an Error with its errors, each with its place and notes. */
function failure(errors: Array<{ text: string; file?: string; line?: number; column?: number; notes?: string[] }>): Error {
  return Object.assign(new Error(`Build failed with ${errors.length} errors`), {
    errors: errors.map(({ text, file, line = 1, column = 0, notes = [] }) => ({
      id: '',
      pluginName: '',
      text,
      location: file === undefined ? null : { file, line, column, length: 1, lineText: '', namespace: '', suggestion: '' },
      notes: notes.map((note) => ({ text: note, location: null })),
      detail: undefined,
    })),
    warnings: [],
  });
}

describe('bundleFailureDiagnostics', () => {
  it('is one bundle-failed error per esbuild error, at its file (relative to the site), line and 1-based column, with the note that says why', () => {
    const cause = failure([
      {
        text: 'Could not resolve "fs"',
        file: '../site/node_modules/x/index.js',
        line: 3,
        column: 18,
        notes: ['You can mark the path "fs" as external', 'The package "fs" is built into node:'],
      },
      { text: 'Unexpected "}"', file: '../site/content/A.js', line: 7, column: 0 },
      { text: 'The service was stopped' },
    ]);
    expect(bundleFailureDiagnostics(cause, { root: '/work/site', workingDir: '/work/docsgen' })).toEqual([
      {
        severity: 'error',
        code: 'bundle-failed',
        message: 'The browser bundle cannot be made: Could not resolve "fs" (The package "fs" is built into node)',
        file: 'node_modules/x/index.js',
        line: 3,
        column: 19,
      },
      { severity: 'error', code: 'bundle-failed', message: 'The browser bundle cannot be made: Unexpected "}"', file: 'content/A.js', line: 7, column: 1 },
      { severity: 'error', code: 'bundle-failed', message: 'The browser bundle cannot be made: The service was stopped', file: '.', line: 0, column: 0 },
    ]);
  });

  it("leaves any other failure to its caller: a write refused by the disk is not esbuild's", () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    expect(bundleFailureDiagnostics(enospc, { root: '/site', workingDir: '/site' })).toBeUndefined();
    expect(bundleFailureDiagnostics(failure([]), { root: '/site', workingDir: '/site' })).toBeUndefined();
  });
});
