import { lineAtOffset } from './files.js';

export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

/**
 * `JSON.parse`, and when it fails the line and column of the bad token with one plain reason
 * (V8's messages carry a position for some errors only, and quote the source for others).
 */
export function parseJson(source: string): JsonParse {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    const found = jsonSyntaxError(text) ?? { offset: 0, expected: String(cause) };
    const { line, column } = lineAndColumn(text, found.offset);
    const char = text[found.offset];
    const what = char === undefined ? 'end of file' : JSON.stringify(char);
    return { ok: false, message: `Unexpected ${what}: expected ${found.expected}`, line, column };
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  return { line: lineAtOffset(source, offset), column: offset - (source.lastIndexOf('\n', offset - 1) + 1) + 1 };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** Index just after the string that starts at `at`, or the offset of what is wrong in it. */
function scanString(text: string, at: number): { end: number } | { offset: number; expected: string } {
  let i = at + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 34) return { end: i + 1 };
    if (code < 32) return { offset: i, expected: 'the closing " of the string (escape line breaks and tabs)' };
    if (code === 92) {
      ESCAPE.lastIndex = i;
      if (!ESCAPE.test(text)) return { offset: i, expected: 'an escape like \\n, \\" or \\u0041' };
      i = ESCAPE.lastIndex;
      continue;
    }
    i++;
  }
  return { offset: text.length, expected: 'the closing " of the string' };
}

/**
 * The offset of the first token that makes `text` invalid JSON, walking the grammar with a stack
 * of its own (so deeply nested input cannot overflow the call stack); undefined when it is valid.
 */
export function jsonSyntaxError(text: string): { offset: number; expected: string } | undefined {
  const stack: Array<'{' | '['> = [];
  type Mode = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'afterValue';
  let mode: Mode = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
    const char = text[i];
    if (mode === 'afterValue') {
      const top = stack.at(-1);
      if (top === undefined) return i >= text.length ? undefined : { offset: i, expected: 'the end of the file' };
      const close = top === '{' ? '}' : ']';
      if (char === ',') {
        i++;
        mode = top === '{' ? 'key' : 'value';
      } else if (char === close) {
        stack.pop();
        i++;
      } else {
        return { offset: i, expected: `',' or '${close}'` };
      }
      continue;
    }
    if (mode === 'key' || mode === 'keyOrEnd') {
      if (mode === 'keyOrEnd' && char === '}') {
        stack.pop();
        i++;
        mode = 'afterValue';
        continue;
      }
      if (char !== '"') return { offset: i, expected: 'a "quoted" key' };
      const key = scanString(text, i);
      if ('offset' in key) return key;
      i = key.end;
      while (i < text.length && /\s/.test(text[i]!)) i++;
      if (text[i] !== ':') return { offset: i, expected: "':' after the key" };
      i++;
      mode = 'value';
      continue;
    }
    // A value.
    if (mode === 'valueOrEnd' && char === ']') {
      stack.pop();
      i++;
      mode = 'afterValue';
      continue;
    }
    if (char === '{' || char === '[') {
      stack.push(char);
      i++;
      mode = char === '{' ? 'keyOrEnd' : 'valueOrEnd';
      continue;
    }
    if (char === '"') {
      const string = scanString(text, i);
      if ('offset' in string) return string;
      i = string.end;
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      i += 4;
    } else if (text.startsWith('false', i)) {
      i += 5;
    } else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return { offset: i, expected: 'a value (a "string", number, object, array, true, false or null)' };
      i = NUMBER.lastIndex;
    }
    mode = 'afterValue';
  }
}

/** How deep data read from the site (config, dictionary) may nest: `JSON.stringify` (cache keys, pages) recurses. */
export const MAX_DATA_DEPTH = 64;

/**
 * The path (`pages.a.b`) of the first value nested deeper than `limit` in plain data, or
 * undefined; walked with a stack of its own, so any depth is safe to ask about.
 */
export function tooDeepPath(value: unknown, limit = MAX_DATA_DEPTH): string | undefined {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value, depth: 0, path: '' }];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object' || seen.has(next.value)) continue;
    if (next.depth >= limit) return next.path.length > 120 ? `${next.path.slice(0, 120)}…` : next.path;
    seen.add(next.value);
    for (const [key, child] of Object.entries(next.value)) {
      const childPath = Array.isArray(next.value) ? `${next.path}[${key}]` : next.path === '' ? key : `${next.path}.${key}`;
      pending.push({ value: child, depth: next.depth + 1, path: childPath.length > 200 ? childPath.slice(0, 200) : childPath });
    }
  }
  return undefined;
}

/** Line and column in JSON text where arrays and objects first open more than `limit` deep, if they do. */
export function jsonDepthPlace(text: string, limit = MAX_DATA_DEPTH): { line: number; column: number } | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > limit) return lineAndColumn(text, i);
    } else if (char === '}' || char === ']') depth--;
  }
  return undefined;
}
