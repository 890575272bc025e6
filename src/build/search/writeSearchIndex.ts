import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { warning, type Diagnostic } from '../diagnostics.js';
import { outputFileForRoute, withBase } from '../site/routes.js';
import { SEARCH_INDEX_DIR } from '../../runtime/islands/searchText.js';
import { EXCLUDED_FROM_INDEX, indexDocument, searchPageFromDocument } from './searchDocument.js';

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

export interface SearchIndexResult {
  pages: number;
  files: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

// Pagefind's own search interfaces: the dialog is docsgen's, only the search API is shipped.
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

const PAGES_IN_FLIGHT = 32;

// Indexes made at once in one process share Pagefind's service; the last one done closes it.
let openIndexes = 0;

/**
 * Indexes finished pages with Pagefind and writes the index (chunked: a query fetches only the
 * parts it needs) under `_docsgen/search/`. Pages are added in the order given, so the same
 * pages in the same order give the same bytes. Problems are warnings: a site without an index
 * still works, its search dialog says search is not available.
 */
export async function buildSearchIndex(
  pages: Iterable<FinishedPage> | AsyncIterable<FinishedPage>,
  write: (relativePath: string, content: Uint8Array) => void,
): Promise<SearchIndexResult> {
  const result: SearchIndexResult = { pages: 0, files: 0, bytes: 0, diagnostics: [] };
  const problem = (message: string) => result.diagnostics.push(warning('search-index', `Search index: ${message}`, { file: '.' }));
  openIndexes++;
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED_FROM_INDEX });
    if (!index) {
      problem(errors.join('; ') || 'the indexer did not start');
      return result;
    }
    // Several pages in flight at once: Pagefind takes them in the order sent (the same bytes as
    // one at a time), and the round trips to its process overlap (-25 % on 1000 pages).
    let inFlight: Promise<void>[] = [];
    for await (const finished of pages) {
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
    for (const file of files) {
      if (UNUSED_FILE.test(file.path)) continue;
      write(`${SEARCH_INDEX_DIR}/${file.path}`, file.content);
      result.files++;
      result.bytes += file.content.byteLength;
    }
    await index.deleteIndex();
  } catch (cause) {
    problem(cause instanceof Error ? cause.message : String(cause));
  } finally {
    if (--openIndexes === 0) await pagefind.close();
  }
  return result;
}

/** The pages of an output folder, read one at a time. */
export function* pagesInFolder(dir: string, routes: readonly string[], base: string): Generator<FinishedPage> {
  for (const route of routes) {
    yield { url: withBase(base, route), html: fs.readFileSync(path.join(dir, outputFileForRoute(route)), 'utf8') };
  }
}

/**
 * The site-wide search step: indexes the pages of a finished output folder (a build's, or a
 * merged one) and writes the index into it. Reads nothing but the pages' HTML.
 */
export function writeSearchIndex(out: IndexOutput, routes: readonly string[], base: string): Promise<SearchIndexResult> {
  return buildSearchIndex(pagesInFolder(out.dir, routes, base), (relativePath, content) => out.write(relativePath, content));
}
