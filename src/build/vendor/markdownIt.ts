/**
 * markdown-it and its container plugin, the parser of `docsgen check`'s outline
 * (`markdown/outline.ts`). Bundled into one module by `scripts/build.mjs`, like the other vendor
 * modules: a site's install does not carry the packages. Types come from the packages.
 */
export { default as MarkdownIt } from 'markdown-it';
export { default as markdownItContainer } from 'markdown-it-container';
