import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { warning, type Diagnostic } from '../diagnostics.js';
import { outputFileForRoute, withBase } from '../site/routes.js';
import { SEARCH_INDEX_DIR, searchPartFolder } from '../../runtime/islands/searchText.js';
import type { TakeTurn } from './outputTurns.js';
import { EXCLUDED_FROM_INDEX, indexDocument, searchPageFromDocument } from './searchDocument.js';

/** A finished page: its URL (base included) and its HTML document. */
export interface FinishedPage {
  url: string;
  html: string;
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

// Pagefind's own search interfaces: the dialog is docsgen's, only the search API is shipped.
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;
// The loader (same bytes in every part): shipped once, in the first part's folder.
const LOADER_FILE = /^(pagefind\.js|pagefind-worker\.js|wasm\.[^/]+\.pagefind)$/;
const ENTRY_FILE = 'pagefind-entry.json';

const PAGES_IN_FLIGHT = 32;

export const emptyPartResult = (): SearchPartResult => ({ pages: 0, files: 0, bytes: 0, diagnostics: [], complete: false });

export const searchProblem = (message: string) => warning('search-index', `Search index: ${message}`, { file: '.' });

/** How a part is indexed beside others. */
export interface PartTurns {
  /** Waits for the part's turn to be written (see `outputTurns`). */
  takeTurn: TakeTurn;
  /**
   * This thread's Pagefind service is the part's alone: it is closed once the part's files are
   * made, which gives its memory back (Pagefind keeps it after `deleteIndex`) sooner than
   * deleting the index would.
   */
  ownService: boolean;
}

/**
 * Indexes one part in this thread's Pagefind service and writes its files to
 * `_docsgen/search/<index>/`. `started` is false when Pagefind did not start (the other parts
 * would only repeat its warning). Unless the service is the part's own, the caller closes it.
 */
export async function indexPart(
  index: number,
  pages: Iterable<FinishedPage> | AsyncIterable<FinishedPage>,
  write: (relativePath: string, content: Uint8Array) => void,
  turns?: PartTurns,
): Promise<{ result: SearchPartResult; started: boolean }> {
  const result = emptyPartResult();
  const problem = (message: string) => result.diagnostics.push(searchProblem(message));
  let pagefindIndex: pagefind.PagefindIndex | undefined;
  // Several pages in flight at once: Pagefind takes them in the order sent (the same bytes as
  // one at a time), and the round trips to its process overlap (-25 % on 1000 pages).
  let inFlight: Promise<void>[] = [];
  let endTurn: (() => void) | undefined;
  try {
    const created = await pagefind.createIndex({ excludeSelectors: EXCLUDED_FROM_INDEX });
    pagefindIndex = created.index;
    if (!pagefindIndex) {
      problem(created.errors.join('; ') || 'the indexer did not start');
      return { result, started: false };
    }
    for await (const finished of pages) {
      const page = searchPageFromDocument(finished.html, finished.url);
      if (!page) continue;
      inFlight.push(
        pagefindIndex.addHTMLFile({ url: page.url, content: indexDocument(page) }).then((added) => {
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
    endTurn = await turns?.takeTurn();
    const { files, errors: fileErrors } = await pagefindIndex.getFiles();
    for (const error of fileErrors) problem(error);
    // Pagefind lets go of the part before it is written out: the next part may take its turn.
    await (turns?.ownService ? closePagefind() : pagefindIndex.deleteIndex().catch(() => undefined));
    pagefindIndex = undefined;
    endTurn?.();
    const folder = `${SEARCH_INDEX_DIR}/${searchPartFolder(index)}`;
    for (const file of files) {
      if (UNUSED_FILE.test(file.path) || (index !== 0 && LOADER_FILE.test(file.path))) continue;
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
    if (pagefindIndex) await (turns?.ownService ? closePagefind() : pagefindIndex.deleteIndex().catch(() => undefined));
    endTurn?.();
  }
  return { result, started: true };
}

/** Where a part's pages are on disk: another thread can read and index them. */
export interface PartFiles {
  /** The output folder. */
  dir: string;
  base: string;
  routes: readonly string[];
}

/** The pages of an output folder, read one at a time. */
export function* pagesInFolder({ dir, base, routes }: PartFiles): Generator<FinishedPage> {
  for (const route of routes) {
    yield { url: withBase(base, route), html: fs.readFileSync(path.join(dir, outputFileForRoute(route)), 'utf8') };
  }
}

/** Closes this thread's Pagefind service (the next index starts another). */
export async function closePagefind(): Promise<void> {
  await pagefind.close().catch(() => undefined);
}
