import type { Element, Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { pageState } from '../state.js';
import { collapseWhitespace, hastText } from '../text.js';

function findDescription(parent: Parents): Element | undefined {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const className = child.properties.className;
    if (child.tagName === 'p' && Array.isArray(className) && className.includes('description')) return child;
    const found = findDescription(child);
    if (found) return found;
  }
  return undefined;
}

/** Records the text of the first `<p class="description">` (raw HTML, as MUI writes it). */
export function rehypeHtmlDescription() {
  return (tree: Root, file: VFile): undefined => {
    const state = pageState(file);
    if (!state.rawParsed) return;
    const paragraph = findDescription(tree);
    if (paragraph) state.htmlDescription = collapseWhitespace(hastText(paragraph));
  };
}
