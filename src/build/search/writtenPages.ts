import fs from 'node:fs';
import path from 'node:path';
import { outputFileForRoute, withBase } from '../util/routes.js';
import type { FinishedPage, PartFiles } from './indexPart.js';

/**
 * The pages of an output being written, as they are written: the search index reads each page
 * the moment its file is there, so Pagefind indexes while the other pages render instead of
 * after the last one (a serial tail of a fifth of a cold build's CPU). Pages are told by their
 * place in the site's order.
 */
export class WrittenPages {
  private readonly written: boolean[];
  private readonly waiting = new Map<number, () => void>();
  private ended = false;

  constructor(count: number) {
    this.written = new Array<boolean>(count).fill(false);
  }

  /** The page at `index` has its file in the output folder. */
  pageWritten(index: number): void {
    if (this.written[index]) return;
    this.written[index] = true;
    this.waiting.get(index)?.();
  }

  /** No more pages will be written (the build is over or stopped): readers waiting for one stop. */
  end(): void {
    this.ended = true;
    for (const resume of this.waiting.values()) resume();
    this.waiting.clear();
  }

  /** Whether the `count` pages from `first` are all written. */
  allWritten(first: number, count: number): boolean {
    for (let index = first; index < first + count; index++) if (!this.written[index]) return false;
    return true;
  }

  /**
   * The pages of `files`, in their order, each read once it is written (a part's pages are added to
   * Pagefind in order: the same pages give the same bytes). `first`: the place of the part's first page.
   * Stops early, before a page never written, once `end` was called.
   */
  async *pages({ dir, base, routes }: PartFiles, first: number): AsyncGenerator<FinishedPage> {
    for (const [offset, route] of routes.entries()) {
      const index = first + offset;
      if (!this.written[index]) {
        if (this.ended) return;
        await new Promise<void>((resume) => this.waiting.set(index, resume));
        this.waiting.delete(index);
        if (!this.written[index]) return;
      }
      yield { url: withBase(base, route), html: fs.readFileSync(path.join(dir, outputFileForRoute(route)), 'utf8') };
    }
  }
}
