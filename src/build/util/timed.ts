/** A result with how long the step that made it took. */
export type Timed<T> = T & { durationMs: number };

/**
 * Runs `step` and gives back its result with the time it took, in milliseconds, up to its very
 * end (the output swapped in, the last check made): the time `build`, `merge` and `check` report.
 */
export async function timed<T extends object>(step: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const result = await step();
  return { ...result, durationMs: performance.now() - started };
}
