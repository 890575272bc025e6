import type * as esbuild from 'esbuild';

/**
 * Compiles the site's CSS files that import Tailwind (`@import "tailwindcss"`) with the site's
 * installed Tailwind. A stub until the Tailwind work lands: it leaves every file to the other
 * plugins and esbuild, and is already in every build that processes demo CSS.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the signature the real plugin keeps
export function tailwindPlugin(siteRoot: string): esbuild.Plugin {
  return { name: 'docsgen-tailwind', setup() {} };
}
