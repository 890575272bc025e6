/**
 * The packages that make text read from other people's code (JSDoc of a documented package or
 * source) safe: markdown → HTML tree → rehype-sanitize → markdown again. Loaded only by API
 * extraction, never by the threads that render pages; bundled into one module by
 * `scripts/build.mjs`, like `markdownPackages.ts`.
 */
export { defaultHandlers as toMdastHandlers } from 'hast-util-to-mdast';
export { default as rehypeRaw } from 'rehype-raw';
export { default as rehypeRemark } from 'rehype-remark';
export { default as rehypeSanitize, defaultSchema } from 'rehype-sanitize';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkParse } from 'remark-parse';
export { default as remarkRehype } from 'remark-rehype';
export { default as remarkStringify } from 'remark-stringify';
export { unified } from 'unified';
