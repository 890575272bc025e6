import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../src/build/collectGarbage.js';

describe('collectGarbage', () => {
  it('frees the garbage of the heap and gives the memory back', () => {
    let garbage: unknown[] | undefined = Array.from({ length: 400_000 }, (_, index) => ({ index, text: `page ${index}`.repeat(8) }));
    const held = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(400_000);
    // eslint-disable-next-line no-useless-assignment -- dropping the last reference makes it garbage
    garbage = undefined;
    collectGarbage();
    const after = process.memoryUsage();
    expect(held - after.heapUsed).toBeGreaterThan(40 * 1024 * 1024);
    // The flag was set only to fetch the function.
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
