import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../../runtime/islands/searchText.js';
import { buildSearchIndex, type FinishedPage } from './writeSearchIndex.js';

/**
 * The dev server's search index: made on the first request for it from the pages as they are
 * now, and made again on the next request after a change. Builds run one after another.
 */
export class DevSearchIndex {
  private current: Promise<void> | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly outDir: string,
    /** The site's pages, or undefined when the site has no search. */
    private readonly pages: () => AsyncIterable<FinishedPage> | undefined,
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
    const pages = this.pages();
    if (!pages) return;
    const dir = path.join(this.outDir, SEARCH_INDEX_DIR);
    fs.rmSync(dir, { recursive: true, force: true });
    await buildSearchIndex(pages, (relativePath, content) => {
      const target = path.join(this.outDir, relativePath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    });
  }
}
