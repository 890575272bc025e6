import type { Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { pageState } from '../state.js';

function walk(parent: Parents, ids: string[]): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const { id, name } = child.properties;
    if (typeof id === 'string' && id !== '') ids.push(id);
    if (typeof name === 'string' && name !== '') ids.push(name);
    walk(child, ids);
  }
}

/**
 * Records the `id` and `name` attributes in the page other than heading ids (recorded by
 * `remarkHeadings`): those of raw HTML, and the ones remark-rehype generates for GFM footnotes,
 * so that `#anchor` links to them can be checked.
 */
export function rehypeCollectIds() {
  return (tree: Root, file: VFile): undefined => {
    const state = pageState(file);
    const headingIds = new Set(state.headings.map((heading) => heading.id));
    const found: string[] = [];
    walk(tree, found);
    // Headings carry their ids as properties too: keep each heading id out once.
    for (const id of found) {
      if (headingIds.has(id)) headingIds.delete(id);
      else state.otherIds.push(id);
    }
  };
}
