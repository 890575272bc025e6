declare global {
  interface Window {
    /** Tests may replace the runtime's source of randomness (sampling, blocker outcome). */
    __docsgenRandom?: () => number;
  }
}

/** A number in [0, 1): `window.__docsgenRandom()` when a test defined it, else Math.random(). */
export function random(): number {
  const injected = typeof window !== 'undefined' ? window.__docsgenRandom : undefined;
  return typeof injected === 'function' ? injected() : Math.random();
}

/** Whether an event sampled at `ratio` (0..1) is kept, for a draw in [0, 1). */
export function sampled(ratio: number, draw: number): boolean {
  return draw < ratio;
}
