import { searchEnabled } from '../config/searchEnabled.js';
import { SEARCH_PART_PAGES } from '../search/searchParts.js';
import { writeSearchIndex, type SearchIndexResult } from '../search/writeSearchIndex.js';
import { WrittenPages } from '../search/writtenPages.js';
import type { OutputContext } from './outputContext.js';
import type { PagePlan } from './renderPages.js';

/** The search index being made while the pages render: told of each page written, it resolves once the index is written. */
export interface SearchWhileRendering {
  written: WrittenPages;
  result: Promise<SearchIndexResult>;
}

/**
 * Starts the site's search index before its pages render, each part indexed by Pagefind as its
 * pages are written (parts whose pages are all cached come from the cache at once). None for a
 * shard (`docsgen merge` indexes the whole site), a site without search, or a build that has
 * failed already (it writes no index). The index is written into the output as parts finish;
 * a build that fails later is not kept, and its index with it.
 */
export function startSearchIndex(context: OutputContext, plan: PagePlan, failedBefore: boolean): SearchWhileRendering | undefined {
  const { site, writer, cache, previous } = context;
  if (context.shard || failedBefore || !searchEnabled(site.config)) return undefined;
  const written = new WrittenPages(plan.pages.length);
  const result = writeSearchIndex(
    writer,
    plan.pages.map((page) => page.route),
    site.config.base,
    {
      partPages: context.searchPartPages ?? SEARCH_PART_PAGES,
      threads: context.concurrency,
      written,
      ...(cache ? { cache: { store: cache.store, pageKeys: plan.keys, record: previous?.record } } : {}),
    },
  );
  result.catch(() => undefined);
  return { written, result };
}
