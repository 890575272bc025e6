import { escapeHtml } from '../util/html.js';
import { spaceCjkWords } from '../../shared/searchText.js';
import { ANCHOR_CLASS, MARKDOWN_CLASS, PAGE_ACTIONS_CLASS, PRODUCT_NAME_CLASS } from '../../shared/dom.js';
import { DEMO_CLASS } from '../../shared/demoBlock.js';

/** What the search index knows of one page. */
export interface SearchPage {
  /** The page's URL, base included, e.g. `/material-ui/react-button/`. */
  url: string;
  title: string;
  /** The group its results show under: the product's name (the site's title outside products). */
  group: string;
  /** The markdown body's HTML: headings with ids, text, code. */
  bodyHtml: string;
}

/**
 * Parts of a page that are not its text: heading anchors, a demo's live preview, toolbar and
 * repeated sources (the visible one is indexed), the ad slot. Header, side nav, table of contents
 * and pager are outside the body, which is all that is indexed.
 */
export const EXCLUDED_FROM_INDEX = [
  `.${ANCHOR_CLASS}`,
  '.docsgen-ad',
  `.${DEMO_CLASS.preview}`,
  `.${DEMO_CLASS.toolbar}`,
  `.${DEMO_CLASS.excerpt}`,
  `.${DEMO_CLASS.source}[hidden]`,
  `.${PAGE_ACTIONS_CLASS}`,
  'style',
  'script',
  'iframe',
  'svg',
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeText = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

const BODY_START = `<article class="${MARKDOWN_CLASS}">`;

/** The header's product name in a page's HTML. */
const PRODUCT_NAME = new RegExp(`<span class="${PRODUCT_NAME_CLASS}">([^<]*)</span>`);

/**
 * Reads a finished page of a docsgen site (`<title>`, the header's product name, the markdown
 * body), so the index can be made from an output folder alone. Undefined for a document that
 * is not a docsgen page.
 */
export function searchPageFromDocument(html: string, url: string): SearchPage | undefined {
  const start = html.indexOf(BODY_START);
  const mainEnd = html.indexOf('</main>', start);
  const end = html.lastIndexOf('</article>', mainEnd === -1 ? undefined : mainEnd);
  if (start === -1 || end < start) return undefined;
  const documentTitle = decodeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const group = decodeText(PRODUCT_NAME.exec(html)?.[1] ?? '');
  // Pages are titled `<page title> - <product name>`.
  const suffix = ` - ${group}`;
  const title = group && documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return { url, title: title || url, group, bodyHtml: html.slice(start + BODY_START.length, end) };
}

/** The smallest document `searchPageFromDocument` reads back as `page` (for pages the dev server has not rendered). */
export function searchDocumentHtml(page: Omit<SearchPage, 'url'>): string {
  return (
    `<title>${escapeHtml(page.group ? `${page.title} - ${page.group}` : page.title)}</title>` +
    (page.group ? `<span class="${PRODUCT_NAME_CLASS}">${escapeHtml(page.group)}</span>` : '') +
    `${BODY_START}${page.bodyHtml}</article></main>`
  );
}

/** Highlighted code, its highlighting spans taken out: the same text, far fewer tags for Pagefind to parse. */
const HIGHLIGHTED_CODE = /(<code class="hljs[^"]*">)([\s\S]*?)(<\/code>)/g;
const plainCode = (html: string) =>
  html.replace(HIGHLIGHTED_CODE, (_, open: string, code: string, close: string) => open + code.replace(/<\/?span[^>]*>/g, '') + close);

const textOf = (html: string) => decodeText(html.replace(/<[^>]*>/g, '')).trim();

/**
 * The document Pagefind indexes for a page: the title (shown as the result's title, unsegmented,
 * from an attribute) and, unless the body starts with the same heading, as a heading to search;
 * the product as metadata (results are grouped by it; a Pagefind filter would make the index's
 * bytes differ from run to run); then the body, its Chinese and Japanese text cut into words and
 * its code without highlighting (which changes no word Pagefind sees: the index's bytes are the
 * same, made in 5 % less time).
 */
export function indexDocument(page: SearchPage): string {
  const attributes =
    `data-pagefind-meta="title[data-title], product[data-product]" data-title="${escapeHtml(page.title)}" ` + `data-product="${escapeHtml(page.group)}"`;
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.bodyHtml);
  const titled = h1 !== null && textOf(h1[1]!) === page.title.trim();
  const head = titled ? `<div ${attributes}></div>` : `<h1 ${attributes}>${escapeHtml(spaceCjkWords(page.title))}</h1>`;
  const body = plainCode(page.bodyHtml).replace(/>([^<]+)</g, (_, text: string) => `>${spaceCjkWords(text)}<`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${head}\n${body}</body></html>`;
}
