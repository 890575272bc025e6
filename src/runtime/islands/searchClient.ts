import type { PagefindResultData } from './searchResults.js';
import { SEARCH_INDEX_DIR, spaceCjkWords } from './searchText.js';

/** The part of Pagefind's browser API the dialog uses. */
interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

export interface SiteSearch {
  /** The best pages for a query, with their data (each fetches a small fragment of the index). */
  search(query: string): Promise<PagefindResultData[]>;
}

/** Pages shown for a query. */
export const MAX_PAGES = 10;
const EXCERPT_WORDS = 24;

let loading: Promise<SiteSearch> | undefined;

/**
 * Loads the site's index client (written by the build next to the index) on first call: the
 * index is fetched only once the dialog opens, and then chunk by chunk as queries need it.
 */
export function loadSiteSearch(base: string): Promise<SiteSearch> {
  loading ??= (async () => {
    const url = `${base}${SEARCH_INDEX_DIR}/pagefind.js`;
    const pagefind = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return {
      async search(query: string) {
        const found = await pagefind.search(spaceCjkWords(query.trim()));
        return found ? Promise.all(found.results.slice(0, MAX_PAGES).map((result) => result.data())) : [];
      },
    };
  })();
  // A failed load (offline, no index) is tried again the next time the dialog opens.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
