import type { PageData } from '../../shared/types.js';
import { PAGE_DATA_ID } from '../../shared/dom.js';

let cached: PageData | undefined;

/** The page's data (route, product, labels), from `<script id="docsgen-data">`. */
export function pageData(doc: Document = document): PageData {
  cached ??= JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as PageData;
  return cached;
}
