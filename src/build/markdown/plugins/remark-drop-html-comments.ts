import type { Parent, Root, RootContent } from 'mdast';

/** True when an HTML node is one comment and nothing else. */
export function isHtmlComment(value: string): boolean {
  const text = value.trim();
  return text.startsWith('<!--') && text.indexOf('-->') === text.length - 3 && text.length >= 7;
}

function dropComments(parent: Parent): void {
  const children = parent.children as RootContent[];
  let write = 0;
  for (let read = 0; read < children.length; read++) {
    const child = children[read]!;
    if (child.type === 'html' && isHtmlComment(child.value)) continue;
    if ('children' in child) dropComments(child);
    children[write++] = child;
  }
  children.length = write;
}

/**
 * Remove `<!-- … -->` comments written as their own HTML block or inline in text. Doing it on the
 * markdown tree keeps most pages free of raw HTML (so rehype-raw can be skipped); comments inside
 * bigger HTML blocks are removed after rehype-raw by `rehypeDropComments`.
 */
export function remarkDropHtmlComments() {
  return (tree: Root): undefined => {
    dropComments(tree);
  };
}
