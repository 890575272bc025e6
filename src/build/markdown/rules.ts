/**
 * The markdown rules docsgen enforces, as pure functions shared by the unified pipeline (build)
 * and the fast outline scan (check), so that both report the same problems in the same words.
 */

export const CALLOUT_KINDS: ReadonlySet<string> = new Set(['info', 'success', 'warning', 'error']);

export const unknownCalloutMessage = (kind: string) => `Unknown callout "${kind}": use info, success, warning or error`;

export const MISSING_TITLE_MESSAGE = 'Missing title: add a "# " heading or a title in the front matter';

export type Directive =
  { kind: 'demo'; name: string; options: Record<string, unknown> } | { kind: 'component'; name: string } | { kind: 'invalid'; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a paragraph's whole text is a `{{…}}` directive. */
export const looksLikeDirective = (text: string) => text.startsWith('{{') && text.endsWith('}}');

/** Interprets `{{"demo": "X.js", …options}}` or `{{"component": "Name"}}`. */
export function parseDirective(text: string): Directive {
  let value: unknown;
  try {
    // MUI writes `{{"demo": "X.js"}}`: the inner braces are a JSON object.
    value = JSON.parse(text.slice(1, -1));
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { kind: 'invalid', message: `Invalid JSON in ${text}: ${reason}` };
  }
  if (isPlainObject(value) && typeof value.demo === 'string') {
    const { demo, ...options } = value;
    return { kind: 'demo', name: demo, options };
  }
  if (isPlainObject(value) && typeof value.component === 'string') return { kind: 'component', name: value.component };
  return { kind: 'invalid', message: `Unknown directive ${text}: expected {{"demo": "File.js"}} or {{"component": "Name"}}` };
}
