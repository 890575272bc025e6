import type { Root } from 'hast';
import { findElement } from './findElement.js';
import { escapeHtml } from '../util/html.js';

/** A page titled only in its front matter still shows its title: as an h1 first, when the page has none. */
export function addTitleHeading(tree: Root, title: string): void {
  if (findElement(tree, (element) => element.tagName === 'h1')) return;
  tree.children.unshift({ type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'raw', value: escapeHtml(title) }] });
}
