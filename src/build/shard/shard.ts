import { error, fail, succeed, type Result } from '../util/diagnostics.js';

/** One of n shares of a site's pages, numbered from 1 (`--shard 2/4`). */
export interface Shard {
  index: number;
  count: number;
}

/** Reads `i/n` (1 ≤ i ≤ n); an error saying what is wrong otherwise. */
export function parseShard(text: string): Result<Shard> {
  const refuse = (message: string) => fail(error('bad-shard', message, { file: '.' }));
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return refuse(`expected --shard i/n, like 1/4 (got "${text}")`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index < 1 || index > count) return refuse(`the shard number must be between 1 and n (got ${index}/${count})`);
  return succeed({ index, count });
}

/**
 * The pages of one shard: a contiguous run of the site's pages (sorted by route, so every
 * runner makes the same split), the runs as even as they can be.
 */
export function pagesOfShard<T>(pages: readonly T[], shard: Shard): T[] {
  const start = Math.floor(((shard.index - 1) * pages.length) / shard.count);
  const end = Math.floor((shard.index * pages.length) / shard.count);
  return pages.slice(start, end);
}
