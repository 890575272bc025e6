export type Severity = 'error' | 'warning';

/** One problem found in the input, with its place. Stages collect these; they never throw or print. */
export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `duplicate-pathname`. */
  code: string;
  message: string;
  /** Path relative to the site root, with forward slashes. */
  file: string;
  /** 1-based; 0 when the problem concerns the whole file. */
  line: number;
  /** 1-based; 0 when unknown. */
  column: number;
}

export interface Place {
  file: string;
  line?: number;
  column?: number;
}

export function diagnostic(severity: Severity, code: string, message: string, place: Place): Diagnostic {
  return { severity, code, message, file: place.file, line: place.line ?? 0, column: place.column ?? 0 };
}

export const error = (code: string, message: string, place: Place): Diagnostic => diagnostic('error', code, message, place);

export const warning = (code: string, message: string, place: Place): Diagnostic => diagnostic('warning', code, message, place);

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * Sort by file, line, column, then code, so output is stable whatever order stages ran in; and
 * drop repeats (two stages that meet the same problem report it once). Every command's output
 * goes through here.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.file, d.line, d.column, d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code) || a.message.localeCompare(b.message),
  );
}

/** `file:line:column  severity  code  message`: how the CLI and the dev server print a diagnostic. */
export function formatDiagnosticText(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${d.severity}  ${d.code}  ${d.message}`;
}

/**
 * What a step gives back: its value and what it found on the way — or, when it could not make a
 * value, only what it found (an error among them says why). Every step that can fail returns
 * this shape; none takes a list to push into, returns a bare message, or a value-or-diagnostic.
 */
export type Result<T> = { ok: true; value: T; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

export const succeed = <T>(value: T, diagnostics: Diagnostic[] = []): Result<T> => ({ ok: true, value, diagnostics });

export const fail = (...diagnostics: Diagnostic[]): { ok: false; diagnostics: Diagnostic[] } => ({ ok: false, diagnostics });
