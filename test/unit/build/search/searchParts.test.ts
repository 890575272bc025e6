import { describe, expect, it } from 'vitest';
import { searchPartKey } from '../../../../src/build/cache/cacheKeys.js';
import { MAX_SEARCH_PARTS, SEARCH_PART_PAGES, splitIntoParts } from '../../../../src/build/search/searchParts.js';
import { indexLanes } from '../../../../src/build/search/writeSearchIndex.js';

const sizes = (count: number, max?: number) => splitIntoParts(count, max).map((part) => part.end - part.start);

describe('splitIntoParts', () => {
  it('keeps a site of at most one part’s pages whole', () => {
    expect(splitIntoParts(5, 5)).toEqual([{ index: 0, start: 0, end: 5 }]);
    expect(splitIntoParts(1, 800)).toEqual([{ index: 0, start: 0, end: 1 }]);
    expect(sizes(SEARCH_PART_PAGES)).toEqual([SEARCH_PART_PAGES]);
  });

  it('makes the fewest parts of at most the maximum, of equal size give or take one, larger ones first', () => {
    expect(sizes(6, 5)).toEqual([3, 3]);
    expect(sizes(5, 2)).toEqual([2, 2, 1]);
    expect(sizes(7, 3)).toEqual([3, 2, 2]);
    expect(sizes(1000, 800)).toEqual([500, 500]);
    expect(sizes(10_000, 800)).toEqual([770, 770, 770, ...Array<number>(10).fill(769)]);
    expect(sizes(SEARCH_PART_PAGES + 1)).toHaveLength(2);
  });

  it('makes a 1000-page site at most 4 parts: a one-word query fetches at most 4 index chunks (one per part)', () => {
    expect(sizes(1000)).toEqual([250, 250, 250, 250]);
    // The bench's corpus of 1000 pages: with its section's index page and the site's home page.
    expect(sizes(1002)).toEqual([251, 251, 250, 250]);
  });

  it('makes larger parts rather than more than MAX_SEARCH_PARTS (a query fetches from every part)', () => {
    expect(sizes(MAX_SEARCH_PARTS * SEARCH_PART_PAGES)).toHaveLength(MAX_SEARCH_PARTS);
    const large = sizes(MAX_SEARCH_PARTS * SEARCH_PART_PAGES * 4 + 3);
    expect(large).toHaveLength(MAX_SEARCH_PARTS);
    expect(large.reduce((sum, size) => sum + size, 0)).toBe(MAX_SEARCH_PARTS * SEARCH_PART_PAGES * 4 + 3);
    expect(Math.max(...large) - Math.min(...large)).toBeLessThanOrEqual(1);
  });

  it('covers every page once, in order, in contiguous parts numbered from 0', () => {
    for (const [count, max] of [
      [1, 1],
      [9, 1],
      [10, 3],
      [99, 10],
      [1001, 250],
      [12_345, 800],
    ] as const) {
      const parts = splitIntoParts(count, max);
      expect(parts.length).toBe(Math.ceil(count / max));
      expect(parts[0]!.start).toBe(0);
      expect(parts.at(-1)!.end).toBe(count);
      for (const [index, part] of parts.entries()) {
        expect(part.index).toBe(index);
        if (index > 0) expect(part.start).toBe(parts[index - 1]!.end);
        expect(part.end - part.start).toBeLessThanOrEqual(max);
        expect(part.end - part.start).toBeGreaterThanOrEqual(1);
      }
      const lengths = parts.map((part) => part.end - part.start);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    }
  });

  it('gives a site without pages one empty part (an index that finds nothing)', () => {
    expect(splitIntoParts(0, 800)).toEqual([{ index: 0, start: 0, end: 0 }]);
  });

  it('refuses a part size below one and counts that are not whole numbers', () => {
    expect(() => splitIntoParts(10, 0)).toThrow(RangeError);
    expect(() => splitIntoParts(10, 2.5)).toThrow(RangeError);
    expect(() => splitIntoParts(-1, 5)).toThrow(RangeError);
  });
});

describe('searchPartKey', () => {
  it('changes with the part’s place and with any of its pages’ keys, and only with them', () => {
    const key = searchPartKey(1, ['a', 'b']);
    expect(searchPartKey(1, ['a', 'b'])).toBe(key);
    expect(searchPartKey(0, ['a', 'b'])).not.toBe(key);
    expect(searchPartKey(1, ['a', 'c'])).not.toBe(key);
    expect(searchPartKey(1, ['b', 'a'])).not.toBe(key);
    expect(searchPartKey(1, ['ab'])).not.toBe(key);
  });
});

describe('indexLanes', () => {
  it('indexes parts side by side only while their pages together fit what one part of the default size holds', () => {
    // 1000 pages: parts of 250, one at a time whatever the cores.
    expect(indexLanes(splitIntoParts(1000), 8)).toBe(1);
    // 240 pages: two parts of 120 fit beside each other.
    expect(indexLanes(splitIntoParts(240, 120), 8)).toBe(2);
    expect(indexLanes(splitIntoParts(240, 120), 1)).toBe(1);
    // Tiny parts (tests): as many as the threads.
    expect(indexLanes(splitIntoParts(12, 3), 2)).toBe(2);
    expect(indexLanes(splitIntoParts(0))).toBe(1);
  });
});
