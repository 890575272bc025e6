import type { Parents, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { pageState } from '../state.js';

function dropComments(parent: Parents): void {
  const children = parent.children as RootContent[];
  let write = 0;
  for (let read = 0; read < children.length; read++) {
    const child = children[read]!;
    if (child.type === 'comment') continue;
    if ('children' in child) dropComments(child);
    children[write++] = child;
  }
  children.length = write;
}

/** Remove HTML comments that were inside bigger raw HTML blocks (they exist only after rehype-raw). */
export function rehypeDropComments() {
  return (tree: Root, file: VFile): undefined => {
    if (pageState(file).rawParsed) dropComments(tree);
  };
}
