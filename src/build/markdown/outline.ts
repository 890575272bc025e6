import type { PluginWithParams } from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { MarkdownIt, markdownItContainer as container } from '../vendor/markdownIt.js';
import { error, warning, type Diagnostic } from '../util/diagnostics.js';
import { escapeHeadingText, headingCodeHtml, headingId } from './heading-id.js';
import { htmlReferences } from './htmlReferences.js';
import { buildReadsHtmlBlock, buildReadsInlineHtml } from './rawHtmlRules.js';
import { limitDiagnostic, renderFailure } from './limits.js';
import { CAPITALISED_TAG, capitalisedTagMessage, capitalisedTags, tagLineColumn } from './capitalisedTags.js';
import { isScriptUrl, pageLink, UNSAFE_LINK, unsafeLinkMessage } from './links.js';
import { replaceShortcodes } from './plugins/remark-emoji.js';
import { CALLOUT_KINDS, looksLikeDirective, MISSING_TITLE_MESSAGE, parseDirective, unknownCalloutMessage } from './rules.js';
import type { MarkdownInput, MarkdownResult } from './types.js';

/** What `docsgen check` needs from a page: what the build collects, without HTML or description. */
export type PageOutline = Omit<MarkdownResult, 'html' | 'description' | 'assets'> & {
  /** Images and links as written, for check to find the files they name. */
  fileRefs: FileRef[];
  /** The text of the page's first `# ` heading as readers see it, if it has one. */
  h1?: string;
};

export interface FileRef {
  href: string;
  kind: 'image' | 'link';
  line: number;
  column: number;
}

/**
 * The fast structural parser behind `docsgen check`: markdown-it tokenises a page about thirty
 * times faster than the unified pipeline renders it, which is what lets check cover 10,000 pages
 * in seconds. It applies the same rules (rules.ts, heading-id.ts) to the same constructs; a test
 * holds the two to the same ids, links and errors on real content.
 */
// markdown-it-container's types are written against markdown-it's CommonJS typings.
const containerPlugin = container as unknown as PluginWithParams;
export const outlineParser = new MarkdownIt({ html: true, linkify: false }).use(containerPlugin, 'callout', {
  validate: (params: string) => /^[\w-]+/.test(params.trim()),
});
// Every URL is a link, as for the build's parser: markdown-it's default leaves a `javascript:` one
// as text, and check must see it to warn of it (links.ts, `isScriptUrl`).
outlineParser.validateLink = () => true;

const WHITESPACE = /\s+/g;

const collapse = (text: string) => text.replace(WHITESPACE, ' ').trim();

/**
 * Plain text of an inline token: text (its emoji shortcodes replaced), code and image alt; raw HTML
 * left out (as the build does, so that heading ids agree).
 */
function inlineText(token: Token): string {
  let out = '';
  for (const child of token.children ?? []) {
    if (child.type === 'text') out += replaceShortcodes(child.content);
    else if (child.type === 'code_inline') out += child.content;
    else if (child.type === 'image') out += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') out += ' ';
  }
  return out;
}

/** A heading's inline token as the build's `mdastHeadingHtml` writes it, for its id. */
function inlineHeadingHtml(token: Token): string {
  let out = '';
  for (const child of token.children ?? []) {
    if (child.type === 'text') out += escapeHeadingText(replaceShortcodes(child.content));
    else if (child.type === 'code_inline') out += headingCodeHtml(child.content);
    else if (child.type === 'softbreak') out += '\n';
  }
  return out;
}

export function scanOutline(input: MarkdownInput): PageOutline {
  const pastLimit = limitDiagnostic(input.body, input.file, input.lineOffset);
  if (pastLimit) return notScanned(input, pastLimit);
  try {
    return scanTokens(input, outlineParser.parse(input.body, {}));
  } catch (cause) {
    return notScanned(input, renderFailure(cause, input.file));
  }
}

/** The outline of a page that could not be read: its one problem, nothing else (no follow-on errors). */
function notScanned(input: MarkdownInput, problem: Diagnostic): PageOutline {
  const title = input.frontMatter.title;
  return {
    title: typeof title === 'string' && title.trim() !== '' ? title.trim() : '',
    headings: [],
    ids: [],
    links: [],
    demos: [],
    components: [],
    fileRefs: [],
    diagnostics: [problem],
  };
}

/**
 * Over 80 lines: one pass over markdown-it's tokens, carrying what is open (a heading, a link, a table cell) from
 * token to token: split into functions, that state would travel between them.
 */
function scanTokens(input: MarkdownInput, tokens: Token[]): PageOutline {
  const outline: PageOutline = { title: undefined, headings: [], ids: [], links: [], demos: [], components: [], fileRefs: [], diagnostics: [] };
  const seen = new Map<string, number>();
  const otherIds: string[] = [];
  let firstH1: string | undefined;
  const fileLine = (bodyLine: number) => bodyLine + 1 + input.lineOffset;

  const addLink = (href: string, line: number, column: number) => {
    const link = pageLink(href, input.resolveMarkdownLink);
    if (!link) return;
    outline.fileRefs.push({ href, kind: 'link', line, column });
    if (link.checked) outline.links.push({ href: link.target, line, column });
  };

  const warnScriptUrl = (url: string, line: number, column: number) => {
    if (isScriptUrl(url)) outline.diagnostics.push(warning(UNSAFE_LINK, unsafeLinkMessage(url), { file: input.file, line, column }));
  };

  let sourceLines: string[] | undefined;
  /**
   * The column in the file of `snippet`, met at `computed` in markdown-it's text of the block,
   * which leaves out what comes before a block on its lines (indentation in a list, `>` of a
   * quote): the first place at or after it where the line holds the snippet.
   */
  const fileColumn = (line: number, computed: number, snippet: string): number => {
    sourceLines ??= input.body.split('\n');
    const at = sourceLines[line - 1 - input.lineOffset]?.indexOf(snippet, computed - 1) ?? -1;
    return at === -1 ? computed : at + 1;
  };
  /** The links, images and ids of raw HTML whose first character is at `line` and `column`, each at its element's place. */
  const scanHtml = (html: string, line: number, column: number) => {
    for (const tag of capitalisedTags(html)) {
      outline.diagnostics.push(warning(CAPITALISED_TAG, capitalisedTagMessage(tag.name), { file: input.file, ...tagLineColumn(tag, line, column) }));
    }
    for (const reference of htmlReferences(html)) {
      if (reference.kind === 'id') {
        otherIds.push(reference.value);
        continue;
      }
      const lineEnd = html.indexOf('\n', reference.offset);
      const snippet = html.slice(reference.offset, Math.min(lineEnd === -1 ? html.length : lineEnd, reference.offset + 64));
      const at = line + reference.line - 1;
      const where = fileColumn(at, reference.line === 1 ? column + reference.column - 1 : reference.column, snippet);
      if (reference.kind === 'href') addLink(reference.value, at, where);
      else if (reference.kind === 'script-url') warnScriptUrl(reference.value, at, where);
      else outline.fileRefs.push({ href: reference.value, kind: 'image', line: at, column: where });
    }
  };

  /** The links, images and raw HTML of an inline token whose text starts at `line`. */
  const scanInline = (token: Token, line: number) => {
    let searchFrom = 0;
    const where = positionsIn(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') {
        // markdown-it gives inline tokens no offsets: find the link's `[` in the source.
        const at = token.content.indexOf('](', searchFrom);
        const offset = at === -1 ? 0 : openingBracket(token.content, at);
        if (at !== -1) searchFrom = at + 2;
        const { lines, column } = where(offset);
        addLink(child.attrGet('href') ?? '', line + lines, column);
        warnScriptUrl(child.attrGet('href') ?? '', line + lines, column);
      } else if (child.type === 'image') {
        const at = token.content.indexOf('![', searchFrom);
        const { lines, column } = where(at === -1 ? 0 : at);
        // Past the image's `](`, so the next link's search does not take it.
        if (at !== -1) searchFrom = Math.max(searchFrom, token.content.indexOf('](', at) + 2);
        outline.fileRefs.push({ href: child.attrGet('src') ?? '', kind: 'image', line: line + lines, column });
        warnScriptUrl(child.attrGet('src') ?? '', line + lines, column);
      } else if (child.type === 'html_inline') {
        const at = token.content.indexOf(child.content, searchFrom);
        const place = at === -1 ? { lines: 0, column: 1 } : where(at);
        // A tag micromark does not read is text in the build's page: nothing in it counts.
        if (buildReadsInlineHtml(child.content)) scanHtml(child.content, line + place.lines, place.column);
      }
    }
  };

  // Tokens inside lists and tables may carry no line map: they take the closest one before them.
  let line = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.map) line = fileLine(token.map[0]);
    switch (token.type) {
      case 'heading_open': {
        const inline = tokens[index + 1]!;
        const text = collapse(inlineText(inline));
        if (token.tag === 'h1') firstH1 ??= text;
        else if (token.tag === 'h2' || token.tag === 'h3') {
          const id = headingId(inlineHeadingHtml(inline), seen);
          outline.headings.push({ depth: token.tag === 'h2' ? 2 : 3, id, text });
        }
        break;
      }
      case 'container_callout_open': {
        const kind = /^[\w-]+/.exec(token.info.trim())?.[0] ?? '';
        if (!CALLOUT_KINDS.has(kind)) outline.diagnostics.push(error('unknown-callout', unknownCalloutMessage(kind), { file: input.file, line, column: 1 }));
        break;
      }
      case 'paragraph_open': {
        const inline = tokens[index + 1]!;
        const text = inline.content.trim();
        if (!looksLikeDirective(text)) break;
        const directive = parseDirective(text);
        if (directive.kind === 'demo') outline.demos.push({ name: directive.name, options: directive.options, line });
        else if (directive.kind === 'component') outline.components.push({ name: directive.name, line });
        else outline.diagnostics.push(error('invalid-directive', directive.message, { file: input.file, line, column: 1 }));
        break;
      }
      case 'html_block':
        // A block the build reads as a paragraph (its first tag is text to micromark) is scanned as one.
        if (buildReadsHtmlBlock(token.content)) scanHtml(token.content, line, 1);
        else for (const inline of outlineParser.parseInline(token.content.replace(/\n$/, ''), {})) scanInline(inline, line);
        break;
      case 'inline':
        scanInline(token, line);
        break;
    }
  }

  const frontMatterTitle = input.frontMatter.title;
  outline.title = typeof frontMatterTitle === 'string' && frontMatterTitle.trim() !== '' ? frontMatterTitle.trim() : firstH1 || undefined;
  if (outline.title === undefined) outline.diagnostics.push(error('missing-title', MISSING_TITLE_MESSAGE, { file: input.file, line: 1 }));
  if (firstH1) outline.h1 = firstH1;
  outline.ids = [...new Set([...outline.headings.map((heading) => heading.id), ...otherIds])];
  return outline;
}

/**
 * Lines before an offset of `text` and the offset's column, for offsets asked in increasing order
 * (as links are met): counted on from the previous one, so a paragraph costs one pass, not one
 * per link. An offset before the previous one is counted from the start.
 */
function positionsIn(text: string): (offset: number) => { lines: number; column: number } {
  let scanned = 0;
  let lines = 0;
  let lineStart = 0;
  return (offset) => {
    if (offset < scanned) {
      scanned = 0;
      lines = 0;
      lineStart = 0;
    }
    for (let at = text.indexOf('\n', scanned); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
      lines++;
      lineStart = at + 1;
    }
    scanned = offset;
    return { lines, column: offset - lineStart + 1 };
  };
}

/** The `[` that opens the link text closed at `closeAt` (the `]` of `](`). */
function openingBracket(source: string, closeAt: number): number {
  let depth = 0;
  for (let i = closeAt; i >= 0; i--) {
    const char = source[i];
    if (char === ']' && source[i - 1] !== '\\') depth++;
    else if (char === '[' && source[i - 1] !== '\\' && --depth === 0) return i;
  }
  return 0;
}
