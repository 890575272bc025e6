import { describe, expect, it } from 'vitest';
import { renderWorkerCount, workerHeapLimitMb } from '../../../../src/build/pages/renderWorkers.js';

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

describe('renderWorkerCount', () => {
  it('starts a worker per 150 pages to render, up to the other threads of the concurrency', () => {
    expect(renderWorkerCount(149, 2)).toBe(0);
    expect(renderWorkerCount(150, 2)).toBe(1);
    expect(renderWorkerCount(10_000, 2)).toBe(1);
    expect(renderWorkerCount(10_000, 8)).toBe(7);
    expect(renderWorkerCount(450, 8)).toBe(3);
    expect(renderWorkerCount(10_000, 1)).toBe(0);
    expect(renderWorkerCount(0, 4)).toBe(0);
  });

  it('takes another number of pages per worker (tests and tuning)', () => {
    expect(renderWorkerCount(5, 4, 1)).toBe(3);
    expect(renderWorkerCount(2, 4, 1)).toBe(2);
  });
});
