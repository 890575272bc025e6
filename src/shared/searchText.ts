/**
 * Text rules shared by the search index (build) and the search dialog (browser).
 *
 * Pagefind splits words on white space for `lang="en"` pages, so a run of Chinese or Japanese
 * would be one long "word" that only its first characters find. Both sides therefore cut such
 * runs into words with `Intl.Segmenter` (ICU's dictionary, the same in Node and Chromium) and
 * put spaces between them; the dialog takes those spaces out again when it shows an excerpt.
 * Korean is written with spaces already and is left alone.
 */

/**
 * Where the index is written, from the site's base: one Pagefind index per part of the site's
 * pages, each in its own folder (`0/`, `1/`, …), and `parts.json` naming them.
 */
export const SEARCH_INDEX_DIR = '_docsgen/search';

/** The manifest of the parts, in `SEARCH_INDEX_DIR`: `{"parts":["0","1",…]}`. */
export const SEARCH_PARTS_FILE = 'parts.json';

/** The index's parts, as the build lists them for the browser. */
export interface SearchParts {
  /** The folders of the parts (below `SEARCH_INDEX_DIR`), in the site's order; the first holds the loader. */
  parts: string[];
}

/** The folder of a part of the index, from its place (0 first). */
export const searchPartFolder = (index: number): string => String(index);

/**
 * The part whose folder also holds Pagefind's loader (`pagefind.js`, its worker and WebAssembly):
 * the browser imports it from there at once, while it fetches `parts.json`.
 */
export const SEARCH_LOADER_PART = searchPartFolder(0);

const CJK_RUN = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;
const CJK_CHAR = '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]';

let segmenter: Intl.Segmenter | undefined;

/** `按钮组件` → `按钮 组 件`: words of Chinese and Japanese runs separated by spaces. */
export function spaceCjkWords(text: string): string {
  return text.replace(CJK_RUN, (run) => {
    if (run.length < 2) return run;
    segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
    const words: string[] = [];
    for (const { segment } of segmenter.segment(run)) words.push(segment);
    return words.join(' ');
  });
}

// A space between two CJK characters, with excerpt highlight tags on either side of it.
const SPACED_CJK = new RegExp(`(${CJK_CHAR}(?:</?mark>)*) ((?:</?mark>)*)(?=${CJK_CHAR})`, 'gu');

/** Undoes `spaceCjkWords` in text that may hold `<mark>` tags (an excerpt). */
export function joinCjkWords(text: string): string {
  return text.replace(SPACED_CJK, '$1$2');
}

export interface ExcerptPart {
  text: string;
  /** A match of the query, shown highlighted. */
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * An excerpt from the index (escaped text with `<mark>` around matches) as plain text parts, so
 * the dialog renders it as text: nothing in the index is ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const joined = joinCjkWords(excerpt);
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let match = pattern.exec(joined); match; match = pattern.exec(joined)) {
    if (match.index > last) parts.push({ text: decodeEntities(joined.slice(last, match.index)), mark: false });
    if (match[1]) parts.push({ text: decodeEntities(match[1]), mark: true });
    last = match.index + match[0].length;
  }
  if (last < joined.length) parts.push({ text: decodeEntities(joined.slice(last)), mark: false });
  return parts.filter((part) => part.text.length > 0);
}
