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

/** The stages of a build, as ARCHITECTURE.md's diagram names them (each the function that does it). */
export type BuildStage = 'loadProject' | 'planOutput' | 'startRendering' | 'renderPages' | 'completeOutput' | 'commit';

/** How long each stage of a build took, in milliseconds (a stage the build did not reach is missing). */
export type StageTimes = Partial<Record<BuildStage, number>>;

/** Runs `step` and adds the time it took to `times` under `stage`. */
export async function timeStage<T>(times: StageTimes, stage: BuildStage, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    times[stage] = (times[stage] ?? 0) + performance.now() - started;
  }
}
