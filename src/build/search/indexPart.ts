import fs from 'node:fs';
import path from 'node:path';
import type * as pagefind from 'pagefind';
import type { FolderFile } from '../cache/folderBundle.js';
import { warning, type Diagnostic } from '../util/diagnostics.js';
import { outputFileForRoute, withBase } from '../util/routes.js';
import { SEARCH_INDEX_DIR, searchPartFolder } from '../../shared/searchText.js';
import type { TakeTurn } from './outputTurns.js';
import { EXCLUDED_FROM_INDEX, indexDocument, searchPageFromDocument } from './searchDocument.js';
import { SEARCH_WORDS_FILE, SearchVocabulary } from './searchVocabulary.js';

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

/** A part indexed: its result, and whether Pagefind started at all (if not, the other parts would only repeat its warning). */
export interface IndexedPart {
  result: SearchPartResult;
  started: boolean;
  /** The files written into the part's folder (for the cache to keep without reading them back). */
  files: FolderFile[];
}

export const emptyPartResult = (): SearchPartResult => ({ pages: 0, files: 0, bytes: 0, diagnostics: [], complete: false });

export const searchProblem = (message: string) => warning('search-index', `Search index: ${message}`, { file: '.' });

/**
 * A part indexed in a Pagefind service of its own, beside others: the service (a process) is
 * started for the part and ended once the part's files are made (Pagefind keeps a part's memory
 * after `deleteIndex`; its process ending gives it back), and the part is written when
 * `takeTurn` grants it.
 */
export interface OwnService {
  takeTurn: TakeTurn;
}

/**
 * Indexes one part, in this thread's shared Pagefind service or in one of its own, and writes its
 * files to `_docsgen/search/<index>/`. The caller closes the shared service.
 */
export async function indexPart(
  index: number,
  pages: Iterable<FinishedPage> | AsyncIterable<FinishedPage>,
  write: (relativePath: string, content: Uint8Array) => void,
  ownService?: OwnService,
): Promise<IndexedPart> {
  const result = emptyPartResult();
  const written: FolderFile[] = [];
  const problem = (message: string) => result.diagnostics.push(searchProblem(message));
  let pagefindIndex: pagefind.PagefindIndex | undefined;
  const service = ownService ? await ownPagefind() : await loadPagefind();
  // Lets go of the part in Pagefind (ends its own service), before the next part's pages come in.
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    const made = pagefindIndex;
    pagefindIndex = undefined;
    await (ownService ? service.close() : made?.deleteIndex())?.catch(() => undefined);
  };
  // Several pages in flight at once: Pagefind takes them in the order sent (the same bytes as
  // one at a time), and the round trips to its process overlap (-25 % on 1000 pages).
  let inFlight: Promise<void>[] = [];
  let endTurn: (() => void) | undefined;
  const vocabulary = new SearchVocabulary();
  try {
    const created = await service.createIndex({ excludeSelectors: EXCLUDED_FROM_INDEX });
    pagefindIndex = created.index;
    if (!pagefindIndex) {
      problem(created.errors.join('; ') || 'the indexer did not start');
      return { result, started: false, files: written };
    }
    for await (const finished of pages) {
      const page = searchPageFromDocument(finished.html, finished.url);
      if (!page) continue;
      vocabulary.add(page);
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
    endTurn = await ownService?.takeTurn(result.pages);
    const { files, errors: fileErrors } = await pagefindIndex.getFiles();
    for (const error of fileErrors) problem(error);
    // Let go of before the part is written out: the next part may take its turn.
    await release();
    endTurn?.();
    const folder = `${SEARCH_INDEX_DIR}/${searchPartFolder(index)}`;
    const vocabularyFile = { path: SEARCH_WORDS_FILE, content: new TextEncoder().encode(vocabulary.toJson()) };
    for (const file of [...files, vocabularyFile]) {
      if (UNUSED_FILE.test(file.path) || (index !== 0 && LOADER_FILE.test(file.path))) continue;
      write(`${folder}/${file.path}`, file.content);
      written.push([file.path, file.content]);
      result.files++;
      result.bytes += file.content.byteLength;
      if (file.path === ENTRY_FILE) result.complete = fileErrors.length === 0;
    }
  } catch (cause) {
    problem(cause instanceof Error ? cause.message : String(cause));
    result.complete = false;
    await Promise.allSettled(inFlight);
  } finally {
    await release();
    endTurn?.();
  }
  return { result, started: true, files: written };
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

/** Pagefind's module, loaded by the first part indexed: a build whose index comes from the cache never loads it. */
let pagefindModule: Promise<typeof pagefind> | undefined;
const loadPagefind = () => (pagefindModule ??= import('pagefind'));

let ownServices = 0;
/**
 * Pagefind's module keeps one service (a process) per instance of the module: a new instance (its
 * URL with a query of its own) is a service of its own, so that parts index side by side in one
 * thread, each on a core.
 */
const ownPagefind = (): Promise<typeof pagefind> => import(`${import.meta.resolve('pagefind')}?service=${++ownServices}`) as Promise<typeof pagefind>;

/** Closes this thread's Pagefind service (the next index starts another). */
export async function closePagefind(): Promise<void> {
  if (!pagefindModule) return;
  await (await pagefindModule).close().catch(() => undefined);
}
