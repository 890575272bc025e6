import path from 'node:path';
import type * as esbuild from 'esbuild';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { relativeFile } from '../util/files.js';
import { hostInputFile } from '../demos/demoHost.js';

/** esbuild's note that only says how to leave an import out of the bundle: no help to a docs author. */
const MARK_AS_EXTERNAL = /^You can mark the path/;

/** Whether `cause` is esbuild's failure to bundle (its errors, each with its place), not a fault of the file system or of docsgen. */
export const isBundleFailure = (cause: unknown): cause is esbuild.BuildFailure =>
  cause instanceof Error && Array.isArray((cause as Partial<esbuild.BuildFailure>).errors) && (cause as esbuild.BuildFailure).errors.length > 0;

/**
 * esbuild's failure to bundle the browser runtime as one `bundle-failed` error per esbuild error, at
 * its place (esbuild's are relative to `workingDir`; shown relative to the site's `root`), with the
 * note that says why when there is one. Undefined when `cause` is no such failure (a write that
 * failed is the caller's: see writeFailureDiagnostic).
 */
export function bundleFailureDiagnostics(cause: unknown, places: { root: string; workingDir: string }): Diagnostic[] | undefined {
  if (!isBundleFailure(cause)) return undefined;
  return cause.errors.map(({ text, location, notes }) => {
    const why = notes.find((note) => !MARK_AS_EXTERNAL.test(note.text))?.text.replace(/:$/, '');
    const message = `The browser bundle cannot be made: ${text}${why ? ` (${why})` : ''}`;
    if (!location) return error('bundle-failed', message, { file: '.' });
    // A module compiled in a demo world (a demo provider) is named by its namespace: its file is the place.
    const file = relativeFile(places.root, hostInputFile(location.file) ?? path.resolve(places.workingDir, location.file));
    return error('bundle-failed', message, { file, line: location.line, column: location.column + 1 });
  });
}
