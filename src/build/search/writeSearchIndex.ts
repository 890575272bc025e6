import path from 'node:path';
import type { FolderFile } from '../cache/folderBundle.js';
import type { PageCache } from '../cache/pageCache.js';
import { searchPartKey } from '../cache/cacheKeys.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { OutputRecord } from '../cache/outputRecord.js';
import { SEARCH_INDEX_DIR, SEARCH_PARTS_FILE, searchPartFolder, type SearchParts } from '../../shared/searchText.js';
import {
  closePagefind,
  emptyPartResult,
  indexPart,
  pagesInFolder,
  type FinishedPage,
  type IndexedPart,
  type PartFiles,
  type SearchPartResult,
} from './indexPart.js';
import { outputTurns, PAGES_WRITTEN_AT_ONCE } from './outputTurns.js';
import { SEARCH_PART_PAGES, splitIntoParts, type PartRange } from './searchParts.js';

/** Where the index goes: an output folder (the build's `OutputWriter`, which counts the bytes). */
export interface IndexOutput {
  readonly dir: string;
  /** The output this one replaces: parts restored from the cache link their unchanged files to it. */
  readonly previous?: string | undefined;
  write(relativePath: string, content: string | Uint8Array): void;
}

export interface SearchIndexResult {
  pages: number;
  files: number;
  /** Bytes of the index: the files written and those copied from the cache. */
  bytes: number;
  /** Of them, the bytes put in the folder other than through `write`: copied from the cache. */
  directBytes: number;
  diagnostics: Diagnostic[];
  /** The parts `parts.json` lists (none when there is no usable index). */
  parts: string[];
  /** The parts Pagefind indexed (the others came from the cache). */
  indexedParts: number;
  /** With a cache: the files of the complete parts (from the output's root), each with its part's key, for the output's record. */
  recorded: [file: string, key: string][];
  /** Of them, those kept from the previous output as they were (linked: their record's entries stand). */
  kept: string[];
}

/** One part of the index to make. */
export interface SearchPart {
  /** Its place in the site's order, from 0: the folder `_docsgen/search/<index>/`. */
  index: number;
  /** Its pages in order, read only if the part is indexed. */
  pages(): Iterable<FinishedPage> | AsyncIterable<FinishedPage>;
  /** Where its pages are on disk, if they are (a build's): the part gets a Pagefind service of its own. */
  files?: PartFiles;
  /** Copies the part as an earlier build made it into its folder, if there is one, and gives its result. */
  restore?(): SearchPartResult | undefined;
  /** Called once Pagefind wrote the part, with the files it wrote (to keep them for the next build). */
  written?(result: SearchPartResult, files: readonly FolderFile[]): void;
}

// Indexes made at once in this thread's shared service; the last one done closes it.
let openIndexes = 0;

/**
 * Makes the search index in parts: each part is copied from the cache when it can be, or else
 * indexed by Pagefind and written (chunked: a query fetches only what it needs) to
 * `_docsgen/search/<index>/`, the loader with the first part only. Then `parts.json` lists the
 * complete parts for the browser to merge, so Pagefind's memory is that of a part whatever the
 * size of the site. Parts whose pages are on disk (a build's) are indexed `threads` at once, each
 * in a Pagefind service (a process, on a core of its own) started for the part and ended once its
 * files are made, which gives its memory back; they add their pages side by side but write only
 * as many pages at once as Pagefind's memory allows (`outputTurns`). Others (the dev server's)
 * are indexed one after another in this thread's shared service. Each part's pages are added in
 * the order given, so the same pages give the same bytes however many at once. Problems are
 * warnings: a site without an index still works, its search dialog says search is not available.
 */
export async function buildSearchIndex(
  parts: readonly SearchPart[],
  write: (relativePath: string, content: string | Uint8Array) => void,
  threads = 1,
): Promise<SearchIndexResult> {
  const results = new Map<number, SearchPartResult>();
  let directBytes = 0;
  const toIndex: SearchPart[] = [];
  for (const part of parts) {
    const restored = part.restore?.();
    if (restored) {
      results.set(part.index, restored);
      directBytes += restored.bytes;
    } else toIndex.push(part);
  }

  let stopped = false;
  const done = (part: SearchPart, { result, started, files }: IndexedPart) => {
    results.set(part.index, result);
    if (result.complete) part.written?.(result, files);
    // Pagefind did not start: the other parts would only repeat its warning.
    if (!started) stopped = true;
  };
  const take = (): SearchPart | undefined => (stopped ? undefined : toIndex.shift());
  const takeTurn = outputTurns();

  const sharedLane = async () => {
    openIndexes++;
    try {
      for (let part = take(); part; part = take()) done(part, await indexPart(part.index, part.pages(), write));
    } finally {
      if (--openIndexes === 0) await closePagefind();
    }
  };
  const ownServiceLane = async () => {
    for (let part = take(); part; part = take()) done(part, await indexPart(part.index, part.pages(), write, { takeTurn }));
  };
  const indexedParts = toIndex.length;
  if (toIndex.length > 0) {
    if (toIndex.every((part) => part.files)) await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, toIndex.length)) }, ownServiceLane));
    else await sharedLane();
  }

  const total: SearchIndexResult = { pages: 0, files: 0, bytes: 0, directBytes, diagnostics: [], parts: [], indexedParts, recorded: [], kept: [] };
  for (const part of parts) {
    const result = results.get(part.index) ?? emptyPartResult();
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

export interface WriteSearchIndexOptions {
  /** Pages per part at most (default `SEARCH_PART_PAGES`; tests use tiny parts). */
  partPages?: number;
  /**
   * Keep each part in the cache under a key of its place and its pages' keys (every page's key,
   * in the order of `routes`): a build after one page changed indexes that page's part alone.
   * `record`: what the output being replaced holds (a part it holds as cached is linked from it).
   */
  cache?: { store: PageCache; pageKeys: readonly string[]; record?: OutputRecord | undefined };
  /** Parts indexed at once, at most, each by a Pagefind process (default 1). */
  threads?: number;
}

/** The cache's entries of the index's parts: `search/<index>`. */
const CACHE_ENTRY = 'search';

/**
 * The site-wide search step: indexes the pages of a finished output folder (a build's, or a
 * merged one) in parts and writes the index into it. Reads nothing but the pages' HTML (and the
 * cache).
 */
export async function writeSearchIndex(
  out: IndexOutput,
  routes: readonly string[],
  base: string,
  options: WriteSearchIndexOptions = {},
): Promise<SearchIndexResult> {
  const { cache } = options;
  const keyed = cache && cache.pageKeys.length === routes.length ? cache : undefined;
  const recorded: [file: string, key: string][] = [];
  const kept: string[] = [];
  const ranges = splitIntoParts(routes.length, options.partPages ?? SEARCH_PART_PAGES);
  const parts = ranges.map(({ index, start, end }): SearchPart => {
    const prefix = `${SEARCH_INDEX_DIR}/${searchPartFolder(index)}/`;
    const folder = path.join(out.dir, prefix);
    const entry = `${CACHE_ENTRY}/${searchPartFolder(index)}`;
    const key = keyed ? searchPartKey(index, keyed.pageKeys.slice(start, end)) : undefined;
    const files: PartFiles = { dir: out.dir, base, routes: routes.slice(start, end) };
    const record = (files: Iterable<string>) => {
      for (const file of files) recorded.push([prefix + file, key!]);
    };
    const { previous } = out;
    return {
      index,
      pages: () => pagesInFolder(files),
      files,
      ...(keyed && key
        ? {
            restore: () => {
              const holds = keyed.record && previous !== undefined ? (file: string) => keyed.record!.holds(previous, prefix + file, key) : undefined;
              const restored = keyed.store.restoreFolder<SearchPartResult>(entry, key, folder, previous && path.join(previous, prefix), undefined, holds);
              if (restored?.meta.complete) record(restored.files);
              if (restored?.kept) kept.push(...restored.files.map((file) => prefix + file));
              return restored?.meta;
            },
            written: (result: SearchPartResult, files: readonly FolderFile[]) => {
              keyed.store.saveFiles(entry, key, files, result);
              record(files.map(([file]) => file));
            },
          }
        : {}),
    };
  });
  const result = await buildSearchIndex(parts, (relativePath, content) => out.write(relativePath, content), indexLanes(ranges, options.threads));
  if (keyed) pruneParts(keyed.store, parts.length);
  return { ...result, recorded, kept };
}

/**
 * Parts indexed side by side: `threads`, but only as many as hold at most PAGES_WRITTEN_AT_ONCE
 * pages together. One part is filled while another writes (one at a time, see outputTurns), and a
 * Pagefind process holds its part's pages either way: two parts of 250 pages side by side took a
 * 1000-page build's peak from 258 to 297 MB, for a search step about a core shorter.
 */
export function indexLanes(parts: readonly PartRange[], threads = 1): number {
  const largest = Math.max(1, ...parts.map(({ start, end }) => end - start));
  return Math.max(1, Math.min(threads, Math.floor(PAGES_WRITTEN_AT_ONCE / largest)));
}

/** Removes the cache's parts of a larger site (and anything else left in its `search` folder). */
function pruneParts(store: PageCache, count: number): void {
  store.pruneFolders(CACHE_ENTRY, new Set(Array.from({ length: count }, (_, index) => searchPartFolder(index))));
}
