import type { Root } from 'hast';
import { rehypeRaw, toHtml, VFile } from '../../../../src/build/vendor/markdownPackages.js';

/** The hast tree of an HTML fragment, as a page's tree holds it once raw HTML is parsed. */
export function treeOf(html: string): Root {
  return rehypeRaw()({ type: 'root', children: [{ type: 'raw', value: html }] }, new VFile()) as Root;
}

/** A tree as pages are written: raw nodes as they are. */
export const htmlOf = (tree: Root): string => toHtml(tree, { allowDangerousHtml: true });
