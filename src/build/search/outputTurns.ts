/** Waits for this caller's turn to write a part of `pages` pages; the function it resolves to ends the turn. */
export type TakeTurn = (pages: number) => Promise<() => void>;

/**
 * Pages whose parts Pagefind may write at once: ~360 MB (~0.3 MB a page while it writes). The two
 * parts of a site of up to 1200 pages write side by side (each on a core); the larger parts of
 * larger sites, one at a time. Writing the two parts of 1000 pages one at a time lowers the
 * build's peak by ~115 MB (502 → 388 MB) and costs 1.3 s of its 10.8 s (measured side by side):
 * the time was kept.
 */
export const PAGES_WRITTEN_AT_ONCE = 1200;

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
