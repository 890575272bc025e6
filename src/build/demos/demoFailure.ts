import { ModuleLoadError } from '../modules/moduleLoadError.js';
import { diagnostic, type Diagnostic, type Severity } from '../util/diagnostics.js';
import { relativeFile } from '../util/files.js';
import { describeUnresolved } from './unresolvedImports.js';

/** Where in the demo's own source a failure is: its file relative to the root, 1-based line and column. */
export interface DemoPlace {
  file: string;
  line: number;
  column: number;
}

/**
 * Why a demo cannot be shown. `unloadable`: the module cannot be built for a missing file or
 * package (or one it cannot use), reported like a missing demo; `threw`: it does not compile,
 * throws while loading or runs out of time, always an error, at `place` when known;
 * `server-render`: it loads but throws while the server renders it (it reads `window`, say), reported
 * like a missing demo too, and shown rendered in the browser only.
 */
export interface DemoFailure {
  ok: false;
  kind: 'unloadable' | 'threw' | 'server-render';
  reason: string;
  place?: DemoPlace;
}

/** Why a module could not be loaded, as a failure of the demo `file`. */
export function failureOf(cause: unknown, root: string, file: string): DemoFailure {
  const reason = cause instanceof Error ? cause.message : String(cause);
  if (!(cause instanceof ModuleLoadError)) return { ok: false, kind: 'unloadable', reason };
  const [first] = cause.unresolved;
  // Packages or files it imports are missing (or cannot be used): reported like a missing demo, at the first import.
  if (first) {
    const place = first.file ? { file: relativeFile(root, first.file), line: first.line, column: first.column } : undefined;
    return { ok: false, kind: 'unloadable', reason: describeUnresolved(cause.unresolved, root), ...(place ? { place } : {}) };
  }
  const place = cause.placeIn(root, file);
  return { ok: false, kind: 'threw', reason, ...(place ? { place } : {}) };
}

/** A `{{"demo"}}` on a page (its file relative to the root, and route) and the directive's line. */
export interface DemoUse {
  page: { file: string; route: string };
  name: string;
  line: number;
}

/**
 * The diagnostic of a demo that cannot be shown, the same from `build` and `check`: one that cannot
 * be built for its imports, or that throws only while the server renders it, is reported like a
 * missing demo (config `onMissingDemos`), anything else is an error; at the place in the demo's
 * source when known, else at the directive.
 */
export function demoFailureDiagnostic(use: DemoUse, failure: Omit<DemoFailure, 'ok'>, onMissingDemos: Severity): Diagnostic {
  const severity = failure.kind === 'threw' ? 'error' : onMissingDemos;
  const { place } = failure;
  const what = failure.kind === 'server-render' ? 'cannot be rendered on the server (the page renders it in the browser only)' : 'cannot be rendered';
  const message = `Demo ${use.name} on ${use.page.route}${place ? ` (${use.page.file}:${use.line})` : ''} ${what}: ${failure.reason}`;
  return diagnostic(severity, 'demo-failed', message, place ?? { file: use.page.file, line: use.line, column: 1 });
}
