import type { Html, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import { reportWarning } from '../state.js';
import { CAPITALISED_TAG, capitalisedTagMessage, capitalisedTags, tagLineColumn } from '../capitalisedTags.js';

/** Warns of raw HTML's `<Button …>`-style tags (`capitalised-tag`), each at its line: they become plain elements. */
export function remarkCapitalisedTags() {
  return (tree: Root, file: VFile): undefined => {
    walk<Html>(tree, 'html', (node) => {
      const start = node.position?.start;
      if (!start) return;
      for (const tag of capitalisedTags(node.value)) {
        const at = tagLineColumn(tag, start.line, start.column);
        reportWarning(file, CAPITALISED_TAG, capitalisedTagMessage(tag.name), { position: { start: at, end: at } });
      }
    });
  };
}
