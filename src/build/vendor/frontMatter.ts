/**
 * gray-matter, which reading a site's pages needs, bundled apart from the markdown pipeline
 * (`markdownPackages.ts`): a build whose every page comes from the cache reads the pages'
 * front matter but never loads the pipeline. Bundled into one module by `scripts/build.mjs`.
 */
export { default as matter } from 'gray-matter';
