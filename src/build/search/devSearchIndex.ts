import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../../shared/searchText.js';
import { SEARCH_PART_PAGES, splitIntoParts } from './searchParts.js';
import type { FinishedPage } from './indexPart.js';
import { buildSearchIndex } from './writeSearchIndex.js';

/**
 * The dev server's search index: made on the first request for it from the pages as they are
 * now, and made again on the next request after a change, in parts as a build makes it. Builds
 * run one after another.
 */
export class DevSearchIndex {
  private current: Promise<void> | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly outDir: string,
    /** The site's pages, or undefined when the site has no search. */
    private readonly pages: () => AsyncIterable<FinishedPage> | undefined,
    private readonly partPages = SEARCH_PART_PAGES,
  ) {}

  /** Whether a request (a path relative to the output folder) is for the index. */
  static isIndexFile(relativePath: string): boolean {
    return relativePath.startsWith(`${SEARCH_INDEX_DIR}/`);
  }

  /** Resolves once the index of the current pages is on disk. */
  ensure(): Promise<void> {
    this.current ??= this.queue = this.queue.then(() => this.write()).catch(() => undefined);
    return this.current;
  }

  /** The pages changed: the next request makes the index again. */
  invalidate(): void {
    this.current = undefined;
  }

  private async write(): Promise<void> {
    const source = this.pages();
    if (!source) return;
    // The dev site keeps every page's HTML once rendered: holding them here costs nothing more.
    const pages: FinishedPage[] = [];
    for await (const page of source) pages.push(page);
    const dir = path.join(this.outDir, SEARCH_INDEX_DIR);
    fs.rmSync(dir, { recursive: true, force: true });
    const parts = splitIntoParts(pages.length, this.partPages).map(({ index, start, end }) => ({ index, pages: () => pages.slice(start, end) }));
    await buildSearchIndex(parts, (relativePath, content) => {
      const target = path.join(this.outDir, relativePath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    });
  }
}
