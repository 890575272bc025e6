import type * as esbuild from 'esbuild';
import { browserPackageResolution } from './packageResolution.js';

/**
 * What browser code sees of Node's `process`: `process.env.NODE_ENV` is `"production"` (React and
 * most packages pick their production build by it), any other `process.env.X` is undefined (Next's
 * `next/link` reads `process.env.__NEXT_…` flags), and `process.browser` is true (older packages
 * test it to pick their browser code). Nothing else: `process` itself stays undefined, so
 * `typeof process` still tells packages they are not in Node. esbuild's `define` replaces
 * `process.env` with one shared object per chunk, the more specific `process.env.NODE_ENV` first.
 */
export const BROWSER_PROCESS_DEFINES = {
  'process.env.NODE_ENV': '"production"',
  'process.env': '{"NODE_ENV":"production"}',
  'process.browser': 'true',
} as const;

/**
 * How code that runs in readers' browsers is built — the runtime bundle and every demo in it:
 * packages found as `browserPackageResolution` finds them, JSX in .js files (MUI writes it in
 * demos), React in its production build, `process` as BROWSER_PROCESS_DEFINES says. One place, so
 * that `check` builds demos for the browser exactly as `build` bundles them.
 */
export function browserBuildOptions(siteRoot: string) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    define: { ...BROWSER_PROCESS_DEFINES },
    logLevel: 'silent',
    ...browserPackageResolution(siteRoot),
  } satisfies esbuild.BuildOptions;
}
