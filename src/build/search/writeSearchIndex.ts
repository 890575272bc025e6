import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { PageCache } from '../cache/pageCache.js';
import { searchPartKey } from '../cache/cacheKeys.js';
import { warning, type Diagnostic } from '../diagnostics.js';
import { outputFileForRoute, withBase } from '../site/routes.js';
import { SEARCH_INDEX_DIR, SEARCH_PARTS_FILE, searchPartFolder, type SearchParts } from '../../runtime/islands/searchText.js';
import { EXCLUDED_FROM_INDEX, indexDocument, searchPageFromDocument } from './searchDocument.js';
import { SEARCH_PART_PAGES, splitIntoParts } from './searchParts.js';

/** A finished page: its URL (base included) and its HTML document. */
export interface FinishedPage {
  url: string;
  html: string;
}

/** Where the index goes: an output folder (the build's `OutputWriter`, which counts the bytes). */
export interface IndexOutput {
  readonly dir: string;
  write(relativePath: string, content: string | Uint8Array): void;
}

/** What became of one part of the index (kept with the part in the cache). */
export interface SearchPartResult {
  pages: number;
  files: number;
  bytes: number;
  diagnostics: Diagnostic[];
  /** Its folder holds a complete index (`parts.json` lists it). */
  complete: boolean;
}

export interface SearchIndexResult {
  pages: number;
  files: number;
  /** Bytes of the index: the files written and those copied from the cache. */
  bytes: number;
  /** Of them, the bytes copied from the cache (not through `write`). */
  copiedBytes: number;
  diagnostics: Diagnostic[];
  /** The parts `parts.json` lists (none when there is no usable index). */
  parts: string[];
  /** The parts Pagefind indexed (the others came from the cache). */
  indexedParts: number;
}

/** One part of the index to make. */
export interface SearchPart {
  /** Its place in the site's order, from 0: the folder `_docsgen/search/<index>/`. */
  index: number;
  /** Its pages in order, read only if the part is indexed. */
  pages(): Iterable<FinishedPage> | AsyncIterable<FinishedPage>;
  /** Copies the part as an earlier build made it into its folder, if there is one, and gives its result. */
  restore?(): SearchPartResult | undefined;
  /** Called once Pagefind wrote the part (to keep it for the next build). */
  written?(result: SearchPartResult): void;
}

// Pagefind's own search interfaces: the dialog is docsgen's, only the search API is shipped.
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;
// The loader (same bytes in every part): shipped once, in the first part's folder.
const LOADER_FILE = /^(pagefind\.js|pagefind-worker\.js|wasm\.[^/]+\.pagefind)$/;
const ENTRY_FILE = 'pagefind-entry.json';

const PAGES_IN_FLIGHT = 32;

// Indexes made at once in one process share Pagefind's service; the last one done closes it.
let openIndexes = 0;

const emptyResult = (): SearchPartResult => ({ pages: 0, files: 0, bytes: 0, diagnostics: [], complete: false });

/**
 * Makes the search index in parts: each part is copied from the cache when it can be, or else
 * indexed by Pagefind — one part after another in one Pagefind service, so its memory is that of
 * one part, whatever the size of the site — and written (chunked: a query fetches only what it
 * needs) to `_docsgen/search/<index>/`, the loader with the first part only. Then `parts.json`
 * lists the complete parts for the browser to merge. Pages are added in the order given, so the
 * same pages in the same order give the same bytes. Problems are warnings: a site without an
 * index still works, its search dialog says search is not available.
 */
export async function buildSearchIndex(
  parts: readonly SearchPart[],
  write: (relativePath: string, content: string | Uint8Array) => void,
): Promise<SearchIndexResult> {
  const results = new Map<number, SearchPartResult>();
  let copiedBytes = 0;
  const toIndex: SearchPart[] = [];
  for (const part of parts) {
    const restored = part.restore?.();
    if (restored) {
      results.set(part.index, restored);
      copiedBytes += restored.bytes;
    } else toIndex.push(part);
  }

  if (toIndex.length > 0) {
    openIndexes++;
    try {
      for (const part of toIndex) {
        const { result, started } = await indexPart(part, write);
        results.set(part.index, result);
        if (result.complete) part.written?.(result);
        // Pagefind did not start: the other parts would only repeat its warning.
        if (!started) break;
      }
    } finally {
      if (--openIndexes === 0) await pagefind.close().catch(() => undefined);
    }
  }

  const total: SearchIndexResult = { pages: 0, files: 0, bytes: 0, copiedBytes, diagnostics: [], parts: [], indexedParts: toIndex.length };
  for (const part of parts) {
    const result = results.get(part.index) ?? emptyResult();
    total.pages += result.pages;
    total.files += result.files;
    total.bytes += result.bytes;
    total.diagnostics.push(...result.diagnostics);
    if (result.complete) total.parts.push(searchPartFolder(part.index));
  }
  // Without the first part there is no loader: no manifest, and the dialog says search is unavailable.
  if (parts.length > 0 && total.parts[0] === searchPartFolder(parts[0]!.index)) {
    const manifest = JSON.stringify({ parts: total.parts } satisfies SearchParts);
    write(`${SEARCH_INDEX_DIR}/${SEARCH_PARTS_FILE}`, manifest);
    total.files++;
    total.bytes += Buffer.byteLength(manifest);
  } else total.parts = [];
  return total;
}

/** Indexes one part in the running Pagefind service and writes its files. */
async function indexPart(part: SearchPart, write: (relativePath: string, content: Uint8Array) => void): Promise<{ result: SearchPartResult; started: boolean }> {
  const result = emptyResult();
  const problem = (message: string) => result.diagnostics.push(warning('search-index', `Search index: ${message}`, { file: '.' }));
  let index: pagefind.PagefindIndex | undefined;
  // Several pages in flight at once: Pagefind takes them in the order sent (the same bytes as
  // one at a time), and the round trips to its process overlap (-25 % on 1000 pages).
  let inFlight: Promise<void>[] = [];
  try {
    const created = await pagefind.createIndex({ excludeSelectors: EXCLUDED_FROM_INDEX });
    index = created.index;
    if (!index) {
      problem(created.errors.join('; ') || 'the indexer did not start');
      return { result, started: false };
    }
    for await (const finished of part.pages()) {
      const page = searchPageFromDocument(finished.html, finished.url);
      if (!page) continue;
      inFlight.push(
        index.addHTMLFile({ url: page.url, content: indexDocument(page) }).then((added) => {
          if (added.errors.length > 0) problem(`${page.url}: ${added.errors.join('; ')}`);
          else result.pages++;
        }),
      );
      if (inFlight.length >= PAGES_IN_FLIGHT) {
        await Promise.all(inFlight);
        inFlight = [];
      }
    }
    await Promise.all(inFlight);
    const { files, errors: fileErrors } = await index.getFiles();
    for (const error of fileErrors) problem(error);
    const folder = `${SEARCH_INDEX_DIR}/${searchPartFolder(part.index)}`;
    for (const file of files) {
      if (UNUSED_FILE.test(file.path) || (part.index !== 0 && LOADER_FILE.test(file.path))) continue;
      write(`${folder}/${file.path}`, file.content);
      result.files++;
      result.bytes += file.content.byteLength;
      if (file.path === ENTRY_FILE) result.complete = fileErrors.length === 0;
    }
  } catch (cause) {
    problem(cause instanceof Error ? cause.message : String(cause));
    result.complete = false;
    await Promise.allSettled(inFlight);
  } finally {
    // The part's pages leave Pagefind's memory before the next part's come in.
    await index?.deleteIndex().catch(() => undefined);
  }
  return { result, started: true };
}

/** The pages of an output folder, read one at a time. */
export function* pagesInFolder(dir: string, routes: readonly string[], base: string): Generator<FinishedPage> {
  for (const route of routes) {
    yield { url: withBase(base, route), html: fs.readFileSync(path.join(dir, outputFileForRoute(route)), 'utf8') };
  }
}

export interface WriteSearchIndexOptions {
  /** Pages per part at most (default `SEARCH_PART_PAGES`; tests use tiny parts). */
  partPages?: number;
  /**
   * Keep each part in the cache under a key of its place and its pages' keys (every page's key,
   * in the order of `routes`): a build after one page changed indexes that page's part alone.
   */
  cache?: { store: PageCache; pageKeys: readonly string[] };
}

/** The cache's entries of the index's parts: `search/<index>`. */
const CACHE_ENTRY = 'search';

/**
 * The site-wide search step: indexes the pages of a finished output folder (a build's, or a
 * merged one) in parts and writes the index into it. Reads nothing but the pages' HTML (and the
 * cache).
 */
export async function writeSearchIndex(out: IndexOutput, routes: readonly string[], base: string, options: WriteSearchIndexOptions = {}): Promise<SearchIndexResult> {
  const { cache } = options;
  const keyed = cache && cache.pageKeys.length === routes.length ? cache : undefined;
  const parts = splitIntoParts(routes.length, options.partPages ?? SEARCH_PART_PAGES).map(({ index, start, end }): SearchPart => {
    const folder = path.join(out.dir, SEARCH_INDEX_DIR, searchPartFolder(index));
    const entry = `${CACHE_ENTRY}/${searchPartFolder(index)}`;
    const key = keyed ? searchPartKey(index, keyed.pageKeys.slice(start, end)) : undefined;
    return {
      index,
      pages: () => pagesInFolder(out.dir, routes.slice(start, end), base),
      ...(keyed && key
        ? {
            restore: () => keyed.store.restoreFolder<SearchPartResult>(entry, key, folder),
            written: (result: SearchPartResult) => keyed.store.saveFolder(entry, key, folder, result),
          }
        : {}),
    };
  });
  const result = await buildSearchIndex(parts, (relativePath, content) => out.write(relativePath, content));
  if (keyed) pruneParts(keyed.store, parts.length);
  return result;
}

/** Removes the cache's parts of a larger site (and anything else left in its `search` folder). */
function pruneParts(store: PageCache, count: number): void {
  const dir = path.join(store.dir, CACHE_ENTRY);
  try {
    const used = new Set(Array.from({ length: count }, (_, index) => searchPartFolder(index)));
    for (const name of fs.readdirSync(dir)) if (!used.has(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  } catch {
    // Nothing to prune.
  }
}
