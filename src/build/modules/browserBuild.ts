import type * as esbuild from 'esbuild';
import { browserPackageResolution } from './packageResolution.js';

/**
 * How code that runs in readers' browsers is built — the runtime bundle and every demo in it:
 * packages found as `browserPackageResolution` finds them, JSX in .js files (MUI writes it in
 * demos), React in its production build. One place, so that `check` builds demos for the browser
 * exactly as `build` bundles them.
 */
export function browserBuildOptions(siteRoot: string) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    ...browserPackageResolution(siteRoot),
  } satisfies esbuild.BuildOptions;
}
