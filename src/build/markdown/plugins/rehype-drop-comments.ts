import type { Comment, Root } from 'hast';
import { walk } from '../walk.js';
import type { VFile } from 'vfile';
import { pageState } from '../state.js';

/** Remove HTML comments that were inside bigger raw HTML blocks (they exist only after rehype-raw). */
export function rehypeDropComments() {
  return (tree: Root, file: VFile): undefined => {
    if (!pageState(file).rawParsed) return;
    walk<Comment>(tree, 'comment', (_comment, index, parent) => {
      if (!parent || index === undefined) return;
      parent.children.splice(index, 1);
      return index;
    });
  };
}
