import { closestMatches, isRealMatch, type MatchedData } from './searchMatch.js';
import { queryWords, SEARCH_WORDS_FILE, type SearchWords } from '../../shared/searchVocabulary.js';
import { correctedQuery, exactTitlesFirst, mergeVocabularies } from './searchRanking.js';
import type { PagefindResultData } from './searchResults.js';
import { SEARCH_INDEX_DIR, SEARCH_LOADER_PART, SEARCH_PARTS_FILE, spaceCjkWords, type SearchParts } from '../../shared/searchText.js';

/** The part of Pagefind's browser API the dialog uses. */
interface PagefindApi {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: { excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindResult {
  data(): Promise<PagefindResultData & MatchedData>;
}

export interface SiteSearch {
  /** The best pages for a query, with their data (each fetches a small fragment of the index). */
  search(query: string): Promise<PagefindResultData[]>;
}

/** Pages shown for a query. */
export const MAX_PAGES = 10;
const EXCERPT_WORDS = 24;
/** Results looked at, at most, for pages that truly match (an index in parts; see searchMatch.ts). */
const MAX_CHECKED = 3 * MAX_PAGES;

let loading: Promise<SiteSearch> | undefined;

/** The build's list of the index's parts. Asked for fresh, as Pagefind asks for its entry file. */
async function fetchParts(dir: string): Promise<string[]> {
  const response = await fetch(`${dir}/${SEARCH_PARTS_FILE}?ts=${Date.now()}`);
  if (!response.ok) throw new Error(`${SEARCH_PARTS_FILE}: HTTP ${response.status}`);
  const { parts } = (await response.json()) as SearchParts;
  if (!Array.isArray(parts) || parts[0] !== SEARCH_LOADER_PART) throw new Error(`${SEARCH_PARTS_FILE} lists no loader part`);
  return parts;
}

/**
 * The best pages of a search over several parts, leaving out those a part found only by falling
 * back to a shorter word (see searchMatch.ts) when other pages match better: the answer one index
 * of the whole site would give.
 */
async function truePages(results: readonly PagefindResult[], words: readonly string[]): Promise<(PagefindResultData & MatchedData)[]> {
  const checked: (PagefindResultData & MatchedData)[] = [];
  let matching = 0;
  for (let start = 0; start < Math.min(results.length, MAX_CHECKED) && matching < MAX_PAGES; start += MAX_PAGES) {
    const batch = await Promise.all(results.slice(start, start + MAX_PAGES).map((result) => result.data()));
    checked.push(...batch);
    matching += batch.filter((data) => isRealMatch(data, words)).length;
  }
  return closestMatches(checked, words).slice(0, MAX_PAGES);
}

/** The parts' vocabularies (for typos), as one; a part without one (an index made before them) adds nothing. */
async function fetchVocabulary(dir: string, parts: readonly string[]): Promise<Map<string, number>> {
  const fetchPart = async (part: string) => {
    // Asked for fresh (its name does not change with its content), as the parts' entry files are.
    const response = await fetch(`${dir}/${part}/${SEARCH_WORDS_FILE}?ts=${Date.now()}`);
    return response.ok ? ((await response.json()) as SearchWords) : undefined;
  };
  return mergeVocabularies(await Promise.all(parts.map((part) => fetchPart(part).catch(() => undefined))));
}

const isQuoted = (text: string) => /^\s*".+"\s*$/.test(text);

/**
 * Loads the site's index client on first call: the index is fetched only once the dialog opens,
 * and then chunk by chunk as queries need it. The index is in parts (`parts.json` lists them):
 * the first part's folder holds Pagefind's loader, imported while the list is fetched; the other
 * parts are merged into it, so a query ranks the pages of every part together.
 */
export function loadSiteSearch(base: string): Promise<SiteSearch> {
  loading ??= (async () => {
    const dir = `${base}${SEARCH_INDEX_DIR}`;
    const loader = `${dir}/${SEARCH_LOADER_PART}/pagefind.js`;
    const [pagefind, parts] = await Promise.all([import(/* @vite-ignore */ loader) as Promise<PagefindApi>, fetchParts(dir)]);
    // On the page's thread: a search in the index's WebAssembly takes a few milliseconds, and
    // Pagefind's worker would be another 12 KB gzip of JavaScript fetched when the dialog opens.
    await pagefind.options({ excerptLength: EXCERPT_WORDS, noWorker: true });
    await pagefind.init();
    await Promise.all(parts.slice(1).map((part) => pagefind.mergeIndex(`${dir}/${part}/`, { excerptLength: EXCERPT_WORDS })));
    // Fetched the first time a query finds nothing as typed.
    let vocabulary: Promise<Map<string, number>> | undefined;
    const pagesFor = async (text: string): Promise<(PagefindResultData & MatchedData)[]> => {
      const found = await pagefind.search(text);
      if (!found) return [];
      // A quoted query is an exact search, which has no fallback.
      if (parts.length === 1 || isQuoted(text)) return Promise.all(found.results.slice(0, MAX_PAGES).map((result) => result.data()));
      return truePages(found.results, queryWords(text));
    };
    return {
      async search(query: string) {
        const text = spaceCjkWords(query.trim());
        const pages = await pagesFor(text);
        const words = queryWords(text);
        if (isQuoted(text) || pages.some((page) => isRealMatch(page, words))) return exactTitlesFirst(pages, text);
        vocabulary ??= fetchVocabulary(dir, parts);
        const corrected = correctedQuery(text, await vocabulary);
        const correctedPages = corrected === undefined ? [] : await pagesFor(corrected);
        return correctedPages.length > 0 ? exactTitlesFirst(correctedPages, corrected!) : pages;
      },
    };
  })();
  // A failed load (offline, no index) is tried again the next time the dialog opens.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
