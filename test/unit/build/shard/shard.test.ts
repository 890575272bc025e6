import { describe, expect, it } from 'vitest';
import { pagesOfShard, parseShard } from '../../../../src/build/shard/shard.js';

describe('shards', () => {
  it('reads i/n and says what is wrong with anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1/1 ')).toEqual({ index: 1, count: 1 });
    expect(parseShard('0/4')).toContain('between 1 and n');
    expect(parseShard('5/4')).toContain('between 1 and n');
    expect(parseShard('2-4')).toContain('expected --shard i/n');
    expect(parseShard('a/b')).toContain('expected --shard i/n');
  });

  it('splits the pages into n contiguous runs that cover each page once', () => {
    const pages = Array.from({ length: 10 }, (_, index) => index);
    for (const count of [1, 2, 3, 4, 10, 12]) {
      const runs = Array.from({ length: count }, (_, index) => pagesOfShard(pages, { index: index + 1, count }));
      expect(runs.flat()).toEqual(pages);
      const sizes = runs.map((run) => run.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });
});
