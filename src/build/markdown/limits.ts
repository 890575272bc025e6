import { error, type Diagnostic } from '../diagnostics.js';

/**
 * How deep blocks (lists, block quotes) and HTML elements may nest in a page. The markdown and
 * HTML tree walkers recurse: about a thousand levels overflow the stack (and a 10,000-deep list
 * takes minutes to parse). Real pages nest fewer than ten; markdown-it (`docsgen check`) stops at
 * the same 100.
 */
export const MAX_NESTING = 100;

/** Elements that never have content, or whose end tag is often left out: they open no level. */
const NON_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup', 'thead', 'tbody', 'tfoot', 'colgroup', 'rt', 'rp',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:\s[^<>]*?)?(\/?)>/g;
/** Runs of emphasis marks: `***…x…***` nests a `<strong>`/`<em>` per pair of marks. */
const EMPHASIS_RUN = new RegExp(`[*_]{${2 * MAX_NESTING + 1},}`);
const FENCE = /^(`{3,}|~{3,})/;
/** Code spans on one line: tags written there are text, not elements. */
const CODE_SPAN = /`[^`]*`/g;

/** Container markers (`>`, `-`, `*`, `+`, `1.`, `1)`) at the start of a line, and its leading indent. */
function containerDepth(line: string): { depth: number; rest: string } {
  let i = 0;
  let depth = 0;
  let indent = -1;
  for (;;) {
    let spaces = 0;
    while (line[i] === ' ' || line[i] === '\t') {
      spaces += line[i] === '\t' ? 4 : 1;
      i++;
    }
    if (indent === -1) indent = spaces;
    const char = line[i];
    const after = (at: number) => at >= line.length || line[at] === ' ' || line[at] === '\t';
    if (char === '>') {
      depth++;
      i++;
      continue;
    }
    if ((char === '-' || char === '*' || char === '+') && after(i + 1)) {
      depth++;
      i++;
      continue;
    }
    let digits = 0;
    while (digits < 10 && line.charCodeAt(i + digits) >= 48 && line.charCodeAt(i + digits) <= 57) digits++;
    if (digits > 0 && digits < 10 && (line[i + digits] === '.' || line[i + digits] === ')') && after(i + digits + 1)) {
      depth++;
      i += digits + 1;
      continue;
    }
    break;
  }
  // Nesting by indentation (`- a` / `  - b` / `    - c`): at least one level per two spaces.
  if (depth > 0) depth += Math.floor(indent / 2);
  return { depth, rest: line.slice(i) };
}

/**
 * The first line of a page's body that nests deeper than `MAX_NESTING`, in one linear pass over
 * the text: block containers line by line (outside code fences), HTML elements across lines,
 * and runs of emphasis marks. An estimate on the safe side: it may count a level too many for
 * unusual indentation, never too few for the constructs that recurse.
 */
export function deepNestingLine(body: string): number | undefined {
  let lineNumber = 0;
  let htmlDepth = 0;
  let fence: string | undefined;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const line = body.slice(start, end);
    lineNumber++;
    start = end + 1;

    const { depth, rest } = containerDepth(line);
    const fenceMark = FENCE.exec(rest.trimStart())?.[1];
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (depth > MAX_NESTING || EMPHASIS_RUN.test(line)) return lineNumber;
    if (line.includes('<')) {
      for (const match of line.replace(CODE_SPAN, '').matchAll(TAG)) {
        const name = match[2]!.toLowerCase();
        if (match[1] === '/') {
          if (!NON_NESTING.has(name)) htmlDepth = Math.max(0, htmlDepth - 1);
        } else if (match[3] !== '/' && !NON_NESTING.has(name)) {
          htmlDepth++;
          if (htmlDepth + depth > MAX_NESTING) return lineNumber;
        }
      }
    }
  }
  return undefined;
}

/** The diagnostic for a page nested too deeply (`lineOffset`: the lines its front matter took). */
export function deepNestingDiagnostic(body: string, file: string, lineOffset: number): Diagnostic | undefined {
  const line = deepNestingLine(body);
  if (line === undefined) return undefined;
  return error('nesting-too-deep', `Nesting deeper than ${MAX_NESTING} levels (lists, block quotes, HTML elements or emphasis): the page is not rendered`, {
    file,
    line: line + lineOffset,
    column: 1,
  });
}

/** A problem of the markdown libraries (a stack overflow, a bug) as a diagnostic, never a crash. */
export function renderFailure(cause: unknown, file: string): Diagnostic {
  const reason = cause instanceof RangeError && /call stack/i.test(cause.message)
    ? 'it nests too deeply'
    : cause instanceof Error ? cause.message : String(cause);
  return error('markdown-failed', `Cannot render this page: ${reason}`, { file, line: 1, column: 1 });
}
