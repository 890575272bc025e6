import type { PageData } from '../types.js';

let cached: PageData | undefined;

/** The page's data (route, product, labels), from `<script id="docsgen-data">`. */
export function pageData(doc: Document = document): PageData {
  cached ??= JSON.parse(doc.getElementById('docsgen-data')?.textContent ?? '{}') as PageData;
  return cached;
}
