import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { pageState } from '../state.js';
import { collapseWhitespace, mdastText } from '../text.js';

/**
 * Records the plain text of the first top-level paragraph with text (demos and components are
 * slots by now, not paragraphs): the description when the page gives none.
 */
export function remarkFirstParagraph() {
  return (tree: Root, file: VFile): undefined => {
    const state = pageState(file);
    for (const child of tree.children) {
      if (child.type !== 'paragraph') continue;
      const text = collapseWhitespace(mdastText(child));
      if (text) {
        state.firstParagraph = text;
        return;
      }
    }
  };
}
