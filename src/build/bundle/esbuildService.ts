import * as esbuild from 'esbuild';

/**
 * Ends esbuild's service process (~100 MB for the main thread's, ~11 MB for each thread's
 * `transformSync` helper) once a build has made its bundles: it would otherwise stay alive,
 * idle, for the rest of the build. A later call (a site component loaded while rendering, the
 * service worker at the end) starts it again. Builds only: the dev server keeps its context.
 */
export function releaseEsbuild(): Promise<void> {
  return esbuild.stop();
}
