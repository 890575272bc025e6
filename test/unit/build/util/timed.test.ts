import { describe, expect, it } from 'vitest';
import { timed } from '../../../../src/build/util/timed.js';

describe('timed', () => {
  it("gives back the step's result with the time it took, to its end", async () => {
    const result = await timed(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return { pages: 3 };
    });
    expect(result.pages).toBe(3);
    // Timers may fire a little early; the margin is wide on purpose.
    expect(result.durationMs).toBeGreaterThanOrEqual(30);
    expect(result.durationMs).toBeLessThan(10_000);
  });

  it('passes a failing step on', async () => {
    await expect(timed(() => Promise.reject(new Error('no config')))).rejects.toThrow('no config');
  });
});
