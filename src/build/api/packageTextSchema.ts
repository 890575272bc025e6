import type { Options as Schema } from 'rehype-sanitize';
import { defaultSchema } from '../vendor/sanitizePackages.js';

const URL_ATTRIBUTES = ['href', 'src', 'cite', 'longDesc'] as const;

/**
 * What text from a package's or a source's JSDoc may keep, once its markdown (raw HTML included)
 * is an HTML tree: GitHub's schema (hast-util-sanitize's `defaultSchema`: markdown's formatting,
 * code, tables, lists, images, `<kbd>`, `<details>`…), narrowed —
 * - links and images only to http(s), links to mailto too, or a relative URL: `javascript:`,
 *   `data:`, `vbscript:` and any other scheme lose the attribute (the link keeps its text);
 * - `<script>`, `<style>`, `<iframe>`, `<object>`, `<embed>`, `<template>`, `<noscript>`, `<svg>`,
 *   `<math>` dropped with their content; any other element not listed (forms, `<input>`,
 *   `<textarea>`, custom elements) unwrapped, its text kept as text;
 * - no event handler, `style` or other attribute the schema does not name.
 * Authors' own markdown is trusted and never goes through this.
 */
export const PACKAGE_TEXT_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((name) => name !== 'input'),
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
  protocols: {
    ...Object.fromEntries(URL_ATTRIBUTES.map((attribute) => [attribute, ['http', 'https']])),
    href: ['http', 'https', 'mailto'],
  },
  required: {},
};
