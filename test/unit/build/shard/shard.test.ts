import { describe, expect, it } from 'vitest';
import { pagesOfShard, parseShard } from '../../../../src/build/shard/shard.js';

describe('shards', () => {
  it('reads i/n and says what is wrong with anything else', () => {
    expect(parseShard('2/4')).toEqual({ ok: true, value: { index: 2, count: 4 }, diagnostics: [] });
    expect(parseShard(' 1/1 ')).toMatchObject({ ok: true, value: { index: 1, count: 1 } });
    const refusal = (text: string) => {
      const parsed = parseShard(text);
      return parsed.ok ? 'accepted' : parsed.diagnostics.map((problem) => `${problem.code}: ${problem.message}`).join();
    };
    expect(refusal('0/4')).toContain('bad-shard: the shard number must be between 1 and n (got 0/4)');
    expect(refusal('5/4')).toContain('between 1 and n');
    expect(refusal('2-4')).toContain('expected --shard i/n');
    expect(refusal('a/b')).toContain('expected --shard i/n');
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
