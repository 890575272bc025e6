import type { Html, Root } from 'mdast';
import { walk } from '../walk.js';

/** True when an HTML node is one comment and nothing else. */
export function isHtmlComment(value: string): boolean {
  const text = value.trim();
  return text.startsWith('<!--') && text.indexOf('-->') === text.length - 3 && text.length >= 7;
}

/**
 * Remove `<!-- … -->` comments written as their own HTML block or inline in text. Doing it on the
 * markdown tree keeps most pages free of raw HTML (so rehype-raw can be skipped); comments inside
 * bigger HTML blocks are removed after rehype-raw by `rehypeDropComments`.
 */
export function remarkDropHtmlComments() {
  return (tree: Root): undefined => {
    walk<Html>(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined || !isHtmlComment(node.value)) return;
      parent.children.splice(index, 1);
      return index;
    });
  };
}
