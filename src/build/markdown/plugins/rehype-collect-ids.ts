import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { pageState } from '../state.js';
import { walk } from '../walk.js';

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
    walk<Element>(tree, 'element', (element) => {
      const { id, name } = element.properties;
      if (typeof id === 'string' && id !== '') found.push(id);
      if (typeof name === 'string' && name !== '') found.push(name);
    });
    // Headings carry their ids as properties too: keep each heading id out once.
    for (const id of found) {
      if (headingIds.has(id)) headingIds.delete(id);
      else state.otherIds.push(id);
    }
  };
}
