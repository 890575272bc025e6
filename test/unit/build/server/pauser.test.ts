import { describe, expect, it } from 'vitest';
import { pauser } from '../../../../src/build/server/pauser.js';

describe('pauser', () => {
  it('keeps working within its slice, and lets the event loop turn once the slice has passed', async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    const withinSlice = pauser(1_000);
    await withinSlice();
    expect(turned).toBe(false);

    const pause = pauser(0);
    const busyUntil = performance.now() + 2;
    while (performance.now() < busyUntil);
    await pause();
    expect(turned).toBe(true);
  });

  it('gives a fresh slice after a pause', async () => {
    const first = pauser(5);
    const busyUntil = performance.now() + 6;
    while (performance.now() < busyUntil);
    const next = await first();
    expect(next).not.toBe(first);
    expect(await next()).toBe(next);
  });
});
