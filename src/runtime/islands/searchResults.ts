import { excerptParts, joinCjkWords, type ExcerptPart } from '../../shared/searchText.js';

/** The parts of Pagefind's result data the dialog uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  anchor?: { id?: string };
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; product?: string };
  sub_results: PagefindSubResult[];
}

/** One row of the result list: a page, or a section of the page above it. */
export interface SearchHit {
  id: string;
  url: string;
  title: ExcerptPart[];
  excerpt: ExcerptPart[];
  section: boolean;
}

export interface SearchGroup {
  name: string;
  hits: SearchHit[];
}

/** Sections shown under a page: the headings where most of the query's words were found. */
const SECTIONS_PER_PAGE = 2;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Marks where the query's words occur in a title (Pagefind highlights excerpts only). */
export function highlightTerms(text: string, query: string): ExcerptPart[] {
  const terms = query
    .split(/\s+/)
    .map((term) => term.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((term) => term.length > 0)
    .sort((a, b) => b.length - a.length);
  if (terms.length === 0) return text ? [{ text, mark: false }] : [];
  const pattern = new RegExp(terms.map(escapeRegExp).join('|'), 'giu');
  const parts: ExcerptPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/**
 * An excerpt without the heading it starts with (Pagefind's text of a section begins with its
 * heading, and a page's with its title): the row shows that heading already.
 */
export function withoutLeadingTitle(parts: ExcerptPart[], title: string): ExcerptPart[] {
  const plain = parts.map((part) => part.text).join('');
  const prefix = title.trim();
  let cut = 0;
  while (prefix && plain.startsWith(prefix, cut)) {
    let next = cut + prefix.length;
    if (plain[next] === '.' || plain[next] === ':') next++;
    if (next < plain.length && plain[next] !== ' ') break;
    while (plain[next] === ' ') next++;
    cut = next;
  }
  if (cut === 0 || cut >= plain.length) return parts;
  const kept: ExcerptPart[] = [];
  let offset = 0;
  for (const part of parts) {
    const end = offset + part.text.length;
    if (end > cut) kept.push(offset >= cut ? part : { ...part, text: part.text.slice(cut - offset) });
    offset = end;
  }
  return kept;
}

/**
 * Pagefind's results (best first) as rows grouped by product, groups in the order of their best
 * result: each page, then its best matching sections (links to the headings' anchors).
 */
export function groupResults(results: readonly PagefindResultData[], query: string): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  results.forEach((result, index) => {
    const name = result.meta.product ?? '';
    let group = groups.get(name);
    if (!group) {
      group = { name, hits: [] };
      groups.set(name, group);
    }
    const sections = result.sub_results
      .filter((sub) => sub.url.includes('#') && sub.locations.length > 0)
      .sort((a, b) => b.locations.length - a.locations.length)
      .slice(0, SECTIONS_PER_PAGE);
    const pageTitle = result.meta.title ?? result.url;
    const pageSub = result.sub_results.find((sub) => !sub.url.includes('#'));
    // The intro's excerpt when the query is found there; none when the sections below show it.
    const pageExcerpt = pageSub?.locations.length ? pageSub.excerpt : sections.length > 0 ? '' : result.excerpt;
    group.hits.push({
      id: `search-hit-${index}`,
      url: result.url,
      title: highlightTerms(pageTitle, query),
      excerpt: withoutLeadingTitle(excerptParts(pageExcerpt), pageTitle),
      section: false,
    });
    sections.forEach((sub, subIndex) => {
      const title = joinCjkWords(sub.title);
      group.hits.push({
        id: `search-hit-${index}-${subIndex}`,
        url: sub.url,
        title: highlightTerms(title, query),
        excerpt: withoutLeadingTitle(excerptParts(sub.excerpt), title),
        section: true,
      });
    });
  });
  return [...groups.values()];
}

/** The rows in display order (what ArrowUp / ArrowDown walk through). */
export function flatHits(groups: readonly SearchGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
