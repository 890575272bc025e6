/**
 * The third-party packages of the markdown pipeline, which every thread that renders pages
 * loads: ~330 small modules, 190-240 ms to load one by one. The package build
 * (`scripts/build.mjs`) bundles this file into one module in lib/, which loads in ~40 ms; from
 * src/ (tests) it is these re-exports. Import their values from here, their types from the
 * packages. React, MUI and Emotion are never bundled: a site's demos must share their copy.
 */
export { toHtml } from 'hast-util-to-html';
export { toText } from 'hast-util-to-text';
export { directiveFromMarkdown } from 'mdast-util-directive';
export { fromMarkdown } from 'mdast-util-from-markdown';
export { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
export { directive } from 'micromark-extension-directive';
// micromark's own (a dependency of micromark, hoisted): markdown/linearEditMap.ts makes it linear.
export { EditMap } from 'micromark-util-edit-map';
export { default as rehypeRaw } from 'rehype-raw';
export { default as rehypeStringify } from 'rehype-stringify';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkParse } from 'remark-parse';
export { default as remarkRehype, defaultHandlers } from 'remark-rehype';
export { unified } from 'unified';
export { VFile } from 'vfile';
