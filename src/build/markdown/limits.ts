import { error, type Diagnostic } from '../util/diagnostics.js';

/**
 * How deep blocks (lists, block quotes) and HTML elements may nest in a page. The markdown and
 * HTML tree walkers recurse: about a thousand levels overflow the stack (and a 10,000-deep list
 * takes minutes to parse). Real pages nest fewer than ten; markdown-it (`docsgen check`) stops at
 * the same 100.
 */
export const MAX_NESTING = 100;

/** Elements that never have content, or whose end tag is often left out: they open no level. */
const NON_NESTING = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'rt',
  'rp',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:\s[^<>]*?)?(\/?)>/g;
/** Runs of emphasis marks: `***…x…***` nests a `<strong>`/`<em>` per pair of marks. */
const EMPHASIS_RUN = new RegExp(`[*_]{${2 * MAX_NESTING + 1},}`);
const FENCE = /^(`{3,}|~{3,})/;
/** Code spans on one line: tags written there are text, not elements. */
const CODE_SPAN = /`[^`]*`/g;

/** Container markers (`>`, `-`, `*`, `+`, `1.`, `1)`) at the start of a line, and its leading indent. */
function containerDepth(line: string): { depth: number; rest: string; listItem: boolean; items: number } {
  let i = 0;
  let depth = 0;
  let listItem = false;
  let items = 0;
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
      listItem = true;
      items++;
      i++;
      continue;
    }
    let digits = 0;
    while (digits < 10 && line.charCodeAt(i + digits) >= 48 && line.charCodeAt(i + digits) <= 57) digits++;
    if (digits > 0 && digits < 10 && (line[i + digits] === '.' || line[i + digits] === ')') && after(i + digits + 1)) {
      depth++;
      listItem = true;
      items++;
      i += digits + 1;
      continue;
    }
    break;
  }
  // Nesting by indentation (`- a` / `  - b` / `    - c`): at least one level per two spaces.
  if (depth > 0) depth += Math.floor(indent / 2);
  return { depth, rest: line.slice(i), listItem, items };
}

/**
 * The longest paragraph a page may hold. micromark's text resolver is quadratic in the length of
 * one paragraph (a 256 KB paragraph took 6 s, 2 MB would take minutes); real ones are far under 4 KB.
 */
export const MAX_PARAGRAPH_BYTES = 32 * 1024;

/**
 * How much a page may hold, counted as well as its bytes: the work and memory of rendering a
 * page grow with its nodes. Within the 2 MB limit, 64,000 short sections, 78,000 list items or
 * 190,000 short paragraphs each exhausted a 1 GB heap after minutes; 10,000 list items take
 * ~320 MB and 12 s on a busy machine. A real page stays under: the 800 KB changelog of
 * \@mui/base has 1,486 headings, 7,555 list items, 713 links and ~26,000 nodes as counted here.
 */
export const MAX_HEADINGS = 5_000;
/** List items weigh most: ~15 KB each while rendered, against ~5 KB for a short paragraph. */
export const MAX_LIST_ITEMS = 10_000;
export const MAX_LINKS = 10_000;
/** Nodes are estimated on the safe side: three for a block that opens (a paragraph, an item, a row, a heading), one for each further line of it and each level it nests in, and one for each mark that may open an inline node (`[`, `<`, `|`, half the `*`, `_`, `` ` `` and `~`). */
export const MAX_NODES = 150_000;
const BLOCK_NODES = 3;

export type LimitProblem = { kind: 'nesting' | 'paragraph' | 'headings' | 'list-items' | 'links' | 'nodes'; line: number };

const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
/** What may be a link: inline and reference links and images, HTML anchors, and bare URLs (GFM links them) other than an inline link's own. */
const LINK = /\]\(|\]\[|<a[\s>]|(?<!\]\()\b(?:https?|ftp):\/\//gi;

/** The nodes a line may open besides its block (see `MAX_NODES`). */
function inlineMarks(line: string): number {
  let full = 0;
  let half = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    // [ < |
    if (code === 91 || code === 60 || code === 124) full++;
    // * _ ` ~
    else if (code === 42 || code === 95 || code === 96 || code === 126) half++;
  }
  return full + (half >> 1);
}

const countMatches = (line: string, pattern: RegExp): number => {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(line)) count++;
  return count;
};

/**
 * The first line of a page's body that passes a limit, in one linear pass over the text:
 * nesting deeper than `MAX_NESTING` — block containers line by line (outside code fences), HTML
 * elements across lines, runs of emphasis marks — or a paragraph longer than
 * `MAX_PARAGRAPH_BYTES`, or more headings, list items, links or nodes than `MAX_HEADINGS`,
 * `MAX_LIST_ITEMS`, `MAX_LINKS` and `MAX_NODES` (at the line that passes the count). The nesting is an estimate on the safe side: it
 * may count a level too many for unusual indentation, never too few for the constructs that recurse.
 */
export function limitProblem(body: string): LimitProblem | undefined {
  let lineNumber = 0;
  let htmlDepth = 0;
  let fence: string | undefined;
  let paragraphBytes = 0;
  let paragraphLine = 0;
  let headings = 0;
  let listItems = 0;
  let links = 0;
  let nodes = 0;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const line = body.slice(start, end);
    lineNumber++;
    start = end + 1;

    const { depth, rest, listItem, items } = containerDepth(line);
    const fenceMark = FENCE.exec(rest.trimStart())?.[1];
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      paragraphBytes = 0;
      // A code block is one node, however long.
      if (++nodes > MAX_NODES) return { kind: 'nodes', line: lineNumber };
      continue;
    }
    if (depth > MAX_NESTING || EMPHASIS_RUN.test(line)) return { kind: 'nesting', line: lineNumber };
    // Paragraph text runs from line to line until a blank line or another block starts.
    const text = rest.trimStart();
    listItems += items;
    if (listItems > MAX_LIST_ITEMS) return { kind: 'list-items', line: lineNumber };
    if (ATX_HEADING.test(text) || (paragraphBytes > 0 && SETEXT_UNDERLINE.test(text))) {
      if (++headings > MAX_HEADINGS) return { kind: 'headings', line: lineNumber };
    }
    if (line.length > 0) {
      links += countMatches(line, LINK);
      if (links > MAX_LINKS) return { kind: 'links', line: lineNumber };
      // A block opened here (a paragraph, an item, a row, a heading) is an element with text in it, and more in the HTML.
      nodes += depth + (paragraphBytes === 0 ? BLOCK_NODES : 1) + inlineMarks(line);
      if (nodes > MAX_NODES) return { kind: 'nodes', line: lineNumber };
    }
    const indentedCode = paragraphBytes === 0 && depth === 0 && /^( {4}|\t)/.test(line);
    if (text === '' || listItem || indentedCode || /^[#|<]/.test(text)) paragraphBytes = 0;
    else {
      if (paragraphBytes === 0) paragraphLine = lineNumber;
      paragraphBytes += line.length + 1;
      if (paragraphBytes > MAX_PARAGRAPH_BYTES) return { kind: 'paragraph', line: paragraphLine };
    }
    if (line.includes('<')) {
      for (const match of line.replace(CODE_SPAN, '').matchAll(TAG)) {
        const name = match[2]!.toLowerCase();
        if (match[1] === '/') {
          if (!NON_NESTING.has(name)) htmlDepth = Math.max(0, htmlDepth - 1);
        } else if (match[3] !== '/' && !NON_NESTING.has(name)) {
          htmlDepth++;
          if (htmlDepth + depth > MAX_NESTING) return { kind: 'nesting', line: lineNumber };
        }
      }
    }
  }
  return undefined;
}

/** The diagnostic for a page past a limit of `limitProblem` (`lineOffset`: the lines its front matter took). */
export function limitDiagnostic(body: string, file: string, lineOffset: number): Diagnostic | undefined {
  const problem = limitProblem(body);
  if (problem === undefined) return undefined;
  const place = { file, line: problem.line + lineOffset, column: 1 };
  switch (problem.kind) {
    case 'nesting':
      return error(
        'nesting-too-deep',
        `Nesting deeper than ${MAX_NESTING} levels (lists, block quotes, HTML elements or emphasis): the page is not rendered`,
        place,
      );
    case 'paragraph':
      return error(
        'paragraph-too-long',
        `Paragraph longer than ${MAX_PARAGRAPH_BYTES / 1024} KB without a blank line: split it (the page is not rendered)`,
        place,
      );
    case 'headings':
      return error(
        'too-many-headings',
        `More than ${count(MAX_HEADINGS)} headings (sections) on one page, the last here: split it into several pages (it is not rendered)`,
        place,
      );
    case 'list-items':
      return error(
        'too-many-list-items',
        `More than ${count(MAX_LIST_ITEMS)} list items on one page, the last here: split it into several pages (it is not rendered)`,
        place,
      );
    case 'links':
      return error('too-many-links', `More than ${count(MAX_LINKS)} links on one page, the last here: split it into several pages (it is not rendered)`, place);
    case 'nodes':
      return error(
        'too-many-nodes',
        `More than ${count(MAX_NODES)} elements (blocks, links, emphasis, code, table cells, HTML) on one page, the last here: split it into several pages (it is not rendered)`,
        place,
      );
  }
}

const count = (limit: number): string => limit.toLocaleString('en-US');

/** A problem of the markdown libraries (a stack overflow, a bug) as a diagnostic, never a crash. */
export function renderFailure(cause: unknown, file: string): Diagnostic {
  const reason =
    cause instanceof RangeError && /call stack/i.test(cause.message) ? 'it nests too deeply' : cause instanceof Error ? cause.message : String(cause);
  return error('markdown-failed', `Cannot render this page: ${reason}`, { file, line: 1, column: 1 });
}
