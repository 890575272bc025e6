/**
 * lowlight (highlight.js for hast) with the common grammars: the set rehype-highlight uses, which
 * `markdown/highlighter.ts` registers. Bundled into one module by `scripts/build.mjs`, which keeps
 * only these grammars of highlight.js's 190 (lowlight's `all` is left out: nothing imports it) and
 * loads in one read per thread; a site's install then carries neither package.
 */
export { common, createLowlight } from 'lowlight';
