import { SEARCH_PART_PAGES } from './searchParts.js';

/** Waits for this caller's turn to write a part of `pages` pages; the function it resolves to ends the turn. */
export type TakeTurn = (pages: number) => Promise<() => void>;

/**
 * Pages whose parts Pagefind may write at once: one part of the default size (~0.3 MB a page while
 * it writes: ~90 MB). The other part being filled meanwhile keeps the second core busy.
 */
export const PAGES_WRITTEN_AT_ONCE = SEARCH_PART_PAGES;

/**
 * Turns to write, given in the order asked for. Pagefind's memory is small while it takes a part's
 * pages (~0.07 MB a page) and peaks while it writes the part (~0.3 MB a page): parts indexed at
 * once add their pages together, and write together only while their pages add up to at most
 * `budget` (a part larger than that writes alone). The build's memory is then that of `budget`
 * pages written, and of the parts being filled.
 */
export function outputTurns(budget = PAGES_WRITTEN_AT_ONCE): TakeTurn {
  const waiting: { pages: number; start(): void }[] = [];
  let writers = 0;
  let pagesWritten = 0;
  const admit = () => {
    while (waiting.length > 0 && (writers === 0 || pagesWritten + waiting[0]!.pages <= budget)) {
      const next = waiting.shift()!;
      writers++;
      pagesWritten += next.pages;
      next.start();
    }
  };
  return (pages) =>
    new Promise((resolve) => {
      waiting.push({
        pages,
        start: () => {
          let ended = false;
          resolve(() => {
            if (ended) return;
            ended = true;
            writers--;
            pagesWritten -= pages;
            admit();
          });
        },
      });
      admit();
    });
}
