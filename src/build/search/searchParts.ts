/**
 * The search index is made in parts: Pagefind's indexer holds all the pages of an index in memory
 * while it writes it (~0.3 MB a page), so a site is indexed as parts of at most this many pages,
 * and the browser merges them at query time. A query fetches one index chunk per part for each
 * word (a word's chunk of every part), so fewer parts make a query cheaper: a 1000-page site
 * (the bench's corpus: 1002 pages) is 4 parts of ~250 pages, and a one-word query fetches 4 chunks
 * (~100 KB; with parts of 125 pages: 9 chunks, ~230 KB). Parts are written one at a time
 * (`outputTurns`): a 1000-page build peaks at ~300 MB (parts of 125 pages: ~240 MB; 500: ~480 MB).
 * A site of 7200 pages or more has parts of more than 300 pages anyway (MAX_SEARCH_PARTS).
 */
export const SEARCH_PART_PAGES = 300;

/** Parts at most: a larger site has larger parts (a query fetches from every part). */
export const MAX_SEARCH_PARTS = 24;

/** A part: the pages `start` (included) to `end` (excluded) of the site's order. */
export interface PartRange {
  /** Its place, from 0: the folder `_docsgen/search/<index>/`. */
  index: number;
  start: number;
  end: number;
}

/**
 * The fewest contiguous parts of at most `maxPages` pages covering `count` pages in order (but
 * never more than MAX_SEARCH_PARTS), of equal size give or take one (the larger ones first). No pages: one empty part, so that a site without
 * pages still has an index (that finds nothing) and the search dialog works.
 */
export function splitIntoParts(count: number, maxPages: number = SEARCH_PART_PAGES): PartRange[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`A page count must be a whole number, not ${count}`);
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new RangeError(`Pages per search part must be a whole number of at least 1, not ${maxPages}`);
  const parts = Math.max(1, Math.min(MAX_SEARCH_PARTS, Math.ceil(count / maxPages)));
  const size = Math.floor(count / parts);
  const larger = count % parts;
  const ranges: PartRange[] = [];
  let start = 0;
  for (let index = 0; index < parts; index++) {
    const end = start + size + (index < larger ? 1 : 0);
    ranges.push({ index, start, end });
    start = end;
  }
  return ranges;
}
