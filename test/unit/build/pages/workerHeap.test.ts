import { describe, expect, it } from 'vitest';
import { workerHeapLimitMb } from '../../../../src/build/pages/renderPool.js';

describe('workerHeapLimitMb', () => {
  it('never goes below 384 MB, so a small site with heavy demos has room', () => {
    expect(workerHeapLimitMb(1)).toBe(384);
    expect(workerHeapLimitMb(1000)).toBe(384);
  });

  it('grows with the site model a worker loads: 4x what is live at 10,000 and 100,000 pages', () => {
    expect(workerHeapLimitMb(10_000)).toBe(Math.ceil(4 * (60 + 70_000 / 1024)));
    expect(workerHeapLimitMb(100_000)).toBeGreaterThan(2 * workerHeapLimitMb(10_000));
  });
});
