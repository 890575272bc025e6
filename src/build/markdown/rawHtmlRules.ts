import { htmlBlockNames, htmlRawNames } from 'micromark-util-html-tag-name';

/**
 * An opening tag as micromark reads one (the build's parser): as CommonMark's, except that a `/`
 * ends an unquoted attribute value and must then close the tag (`<img src=a/b.png>` is text to
 * micromark, a tag to markdown-it, the outline's parser).
 */
const MICROMARK_OPENING_TAG = /^<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`][^\s"'=<>`/]*|'[^']*'|"[^"]*"))?)*\s*\/?>$/;

const TAG_START = /^<[A-Za-z]/;

/** Whether the build reads a piece of inline raw HTML that markdown-it read as one (a tag, a comment…) as HTML too. */
export function buildReadsInlineHtml(html: string): boolean {
  return !TAG_START.test(html) || MICROMARK_OPENING_TAG.test(html);
}

const BLOCK_NAMES = new Set([...htmlBlockNames, ...htmlRawNames]);
const FIRST_TAG = /^ {0,3}(<\/?([A-Za-z][A-Za-z0-9-]*)[^\n]*?)[ \t]*(?:\n|$)/;

/**
 * Whether the build reads an HTML block markdown-it found as an HTML block too. A block that
 * starts with a tag of no block element (CommonMark's 7th kind: a whole tag alone on its line)
 * is one to micromark only when micromark reads that tag; else it is a paragraph, its tags inline.
 */
export function buildReadsHtmlBlock(html: string): boolean {
  const first = FIRST_TAG.exec(html);
  if (!first || BLOCK_NAMES.has(first[2]!.toLowerCase())) return true;
  return buildReadsInlineHtml(first[1]!);
}
