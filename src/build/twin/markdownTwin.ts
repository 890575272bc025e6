import type { TwinEdit } from '../markdown/twinEdits.js';

/** A demo's code as the twin shows it. */
export interface TwinDemoCode {
  fileName: string;
  language: string;
  code: string;
}

/** What the twin needs beyond the page's source. */
export interface TwinContext {
  /** The page's title, put first when the body has no `# ` heading of its own. */
  title: string | undefined;
  /** The demo's code in the reader's default variant, undefined when it has none. */
  demoCode(name: string): TwinDemoCode | undefined;
  /** A site link (or an image's source) as written → as the twin writes it (see twinLinkResolver). */
  link(href: string, image: boolean): string;
}

interface EditNode extends TwinEdit {
  inner: EditNode[];
}

/** The edits as a tree: a callout's edits are inside it (edits never overlap otherwise). */
function nest(edits: readonly TwinEdit[]): EditNode[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const top: EditNode[] = [];
  const open: EditNode[] = [];
  for (const edit of sorted) {
    const node: EditNode = { ...edit, inner: [] };
    while (open.length > 0 && open.at(-1)!.end <= edit.start) open.pop();
    const parent = open.at(-1);
    if (parent && edit.end > parent.end) continue; // overlaps without nesting: left as written
    (parent ? parent.inner : top).push(node);
    open.push(node);
  }
  return top;
}

/** A fence longer than any backtick run in `code`. */
const fenceFor = (code: string) => '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((match) => match[0].length + 1)));

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A line that starts a block of its own (a list, a fence, a heading, a table…) cannot follow the callout's label. */
const STARTS_BLOCK = /^(\s*([-*+]|\d+[.)])\s|\s*(```|~~~|#|>|\||<))/;

function blockquote(name: string, content: string): string {
  const label = `**${capitalized(name)}**`;
  const lines = content.split('\n');
  const first = lines[0] ?? '';
  const head = first.trim() === '' || STARTS_BLOCK.test(first) ? [label, '', ...lines] : [`${label}: ${first}`, ...lines.slice(1)];
  return head.map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join('\n');
}

function demoBlock(name: string, context: TwinContext): string {
  const demo = context.demoCode(name);
  if (!demo) return `*The demo ${name} is not available.*`;
  const code = demo.code.replace(/\s+$/, '');
  const fence = fenceFor(code);
  return `${fence}${demo.language} title="${demo.fileName}"\n${code}\n${fence}`;
}

function replaced(node: EditNode, source: string, context: TwinContext): string {
  const { change } = node;
  switch (change.kind) {
    case 'demo':
      return demoBlock(change.name, context);
    case 'component':
      return `*An interactive part of this page (the component ${change.name}) is not shown here: see the page.*`;
    case 'callout':
      return blockquote(change.name, splice(source, change.contentStart, change.contentEnd, node.inner, context));
    case 'url': {
      const url = context.link(change.href, change.image);
      return change.angle || /[\s()]/.test(url) ? `<${url}>` : url;
    }
    case 'text':
      return change.text;
  }
}

/** Blank lines left where HTML was taken out, one at most in a row outside fenced code (whose lines are kept as written). */
function singleBlankLines(text: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    if (fence === undefined && line.trim() === '' && kept.length > 0 && kept.at(-1)!.trim() === '') continue;
    kept.push(line);
  }
  return kept.join('\n');
}

function splice(source: string, from: number, to: number, edits: readonly EditNode[], context: TwinContext): string {
  let text = '';
  let at = from;
  for (const edit of edits) {
    if (edit.start < at || edit.end > to) continue;
    text += source.slice(at, edit.start) + replaced(edit, source, context);
    at = edit.end;
  }
  return text + source.slice(at, to);
}

/**
 * A page's Markdown twin: its markdown (front matter already gone) with the edits made — demos as
 * their code, components as a note, callouts as blockquotes, site links absolute, HTML noise out —
 * and its title first when the body has none. The same input always gives the same text.
 */
export function markdownTwin(body: string, edits: readonly TwinEdit[], hasH1: boolean, context: TwinContext): string {
  const text = singleBlankLines(splice(body, 0, body.length, nest(edits), context)).trim();
  const titled = !hasH1 && context.title ? `# ${context.title}\n\n${text}` : text;
  return `${titled}\n`;
}
