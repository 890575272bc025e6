import type { Nodes, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { EXIT, walk } from '../walk.js';

/** Elements that never have content, so their start tag opens nothing. */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * Elements whose parsing depends on more than tag nesting (raw text, foreign content, document
 * structure, implied closing): when raw HTML uses one, the whole tree is re-parsed.
 */
const UNSAFE = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
  'svg',
  'math',
  'template',
  'html',
  'head',
  'body',
  'frameset',
  'select',
  'option',
  'optgroup',
  'table',
  'caption',
  'colgroup',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'form',
]);

const UNSAFE_SCAN = Symbol('unsafe');

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

function isAsciiAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Index just after the `>` that ends the tag whose name ends at `index`, following the HTML
 * tokenizer's attribute rules (quotes only matter right after `=`); undefined when it never ends.
 */
function tagEnd(value: string, index: number): number | undefined {
  let i = index;
  const length = value.length;
  while (i < length) {
    const code = value.charCodeAt(i);
    if (code === 62 /* > */) return i + 1;
    if (code === 61 /* = */) {
      i++;
      while (i < length && isSpace(value.charCodeAt(i))) i++;
      const quote = value.charCodeAt(i);
      if (quote === 34 || quote === 39) {
        const close = value.indexOf(quote === 34 ? '"' : "'", i + 1);
        if (close === -1) return undefined;
        i = close + 1;
        continue;
      }
      // Unquoted value: up to whitespace or `>`.
      while (i < length && !isSpace(value.charCodeAt(i)) && value.charCodeAt(i) !== 62) i++;
      continue;
    }
    i++;
  }
  return undefined;
}

/**
 * Follows the elements that raw HTML opens and closes. Returns false when the HTML does something
 * this simple model cannot follow (mis-nesting, raw text elements, tables…).
 */
function scanHtml(value: string, stack: string[]): boolean {
  let i = value.indexOf('<');
  while (i !== -1 && i < value.length) {
    const next = value.charCodeAt(i + 1);
    if (value.startsWith('<!--', i)) {
      const close = value.indexOf('-->', i + 4);
      if (close === -1) return false;
      i = value.indexOf('<', close + 3);
      continue;
    }
    if (next === 33 /* ! */ || next === 63 /* ? */) return false;
    const isEnd = next === 47; /* / */
    const nameStart = isEnd ? i + 2 : i + 1;
    if (!isAsciiAlpha(value.charCodeAt(nameStart))) {
      i = value.indexOf('<', i + 1);
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < value.length) {
      const code = value.charCodeAt(nameEnd);
      if (isSpace(code) || code === 47 || code === 62) break;
      nameEnd++;
    }
    const name = value.slice(nameStart, nameEnd).toLowerCase();
    if (UNSAFE.has(name)) return false;
    const end = tagEnd(value, nameEnd);
    if (end === undefined) return false;
    if (isEnd) {
      // Only exact nesting is followed: anything else may leave formatting elements to reconstruct.
      if (stack.length === 0 || stack[stack.length - 1] !== name) return false;
      stack.pop();
    } else if (!VOID.has(name)) {
      stack.push(name);
    }
    i = value.indexOf('<', end);
  }
  return true;
}

/** Whether `node` holds raw HTML (scanned into `stack`), or UNSAFE_SCAN when some cannot be scanned alone. */
function scanNode(node: Nodes, stack: string[]): boolean | typeof UNSAFE_SCAN {
  let found: boolean | typeof UNSAFE_SCAN = false;
  walk<Raw>(node, 'raw', (raw) => {
    found = scanHtml(raw.value, stack) ? true : UNSAFE_SCAN;
    return found === UNSAFE_SCAN ? EXIT : undefined;
  });
  return found;
}

/**
 * The runs of root children `[start, end)` that raw HTML needs re-parsed: each one holds raw
 * nodes and leaves no element open, so parsing it alone gives what parsing the whole tree would.
 * `[]` when there is no raw HTML, `undefined` when the whole tree must be re-parsed.
 */
export function rawHtmlSegments(tree: Root): Array<[number, number]> | undefined {
  const segments: Array<[number, number]> = [];
  const stack: string[] = [];
  let start = -1;
  const children = tree.children;
  for (let index = 0; index < children.length; index++) {
    const result = scanNode(children[index]!, stack);
    if (result === UNSAFE_SCAN) return undefined;
    if (result && start === -1) start = index;
    if (start !== -1 && stack.length === 0) {
      segments.push([start, index + 1]);
      start = -1;
    }
  }
  if (start !== -1) segments.push([start, children.length]);
  return segments;
}
