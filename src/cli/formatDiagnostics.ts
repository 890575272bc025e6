import { formatDiagnosticText, type Diagnostic } from '../build/util/diagnostics.js';

export type DiagnosticFormat = 'text' | 'json' | 'github';

/** A GitHub Actions workflow command, shown as an annotation on the pull request. */
export function formatGithub(d: Diagnostic): string {
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = [`file=${escapeProperty(d.file)}`];
  if (d.line > 0) properties.push(`line=${d.line}`);
  if (d.column > 0) properties.push(`col=${d.column}`);
  properties.push(`title=${escapeProperty(d.code)}`);
  return `::${d.severity} ${properties.join(',')}::${escapeData(d.message)}`;
}

export function formatDiagnostics(diagnostics: readonly Diagnostic[], format: DiagnosticFormat): string {
  if (format === 'json') return diagnostics.map((d) => JSON.stringify(d)).join('\n');
  return diagnostics.map(format === 'github' ? formatGithub : formatDiagnosticText).join('\n');
}

export function summarizeCounts(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
