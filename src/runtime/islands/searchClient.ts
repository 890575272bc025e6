import { closestMatches, isRealMatch, queryWords, type MatchedData } from './searchMatch.js';
import type { PagefindResultData } from './searchResults.js';
import { SEARCH_INDEX_DIR, SEARCH_LOADER_PART, SEARCH_PARTS_FILE, spaceCjkWords, type SearchParts } from './searchText.js';

/** The part of Pagefind's browser API the dialog uses. */
interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
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
async function truePages(results: readonly PagefindResult[], words: readonly string[]): Promise<PagefindResultData[]> {
  const checked: (PagefindResultData & MatchedData)[] = [];
  let matching = 0;
  for (let start = 0; start < Math.min(results.length, MAX_CHECKED) && matching < MAX_PAGES; start += MAX_PAGES) {
    const batch = await Promise.all(results.slice(start, start + MAX_PAGES).map((result) => result.data()));
    checked.push(...batch);
    matching += batch.filter((data) => isRealMatch(data, words)).length;
  }
  return closestMatches(checked, words).slice(0, MAX_PAGES);
}

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
    const [pagefind, parts] = await Promise.all([
      import(/* @vite-ignore */ loader) as Promise<PagefindApi>,
      fetchParts(dir),
    ]);
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    await Promise.all(parts.slice(1).map((part) => pagefind.mergeIndex(`${dir}/${part}/`, { excerptLength: EXCERPT_WORDS })));
    return {
      async search(query: string) {
        const text = spaceCjkWords(query.trim());
        const found = await pagefind.search(text);
        if (!found) return [];
        // A quoted query is an exact search, which has no fallback.
        if (parts.length === 1 || /^\s*".+"\s*$/.test(text)) return Promise.all(found.results.slice(0, MAX_PAGES).map((result) => result.data()));
        return truePages(found.results, queryWords(text));
      },
    };
  })();
  // A failed load (offline, no index) is tried again the next time the dialog opens.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
