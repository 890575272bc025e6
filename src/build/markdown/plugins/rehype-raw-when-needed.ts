import type { Root } from 'hast';
import { rehypeRaw, VFile } from '../../vendor/markdownPackages.js';
import { SLOT_TYPE } from '../slot.js';
import { pageState } from '../state.js';
import { rawHtmlSegments } from './raw-html-segments.js';

export interface RawOptions {
  /**
   * Re-parse only the top-level blocks that hold raw HTML (when their tags nest simply, see
   * `rawHtmlSegments`) instead of the whole tree. Default true; false is for comparison tests.
   */
  segments?: boolean;
}

/**
 * rehype-raw, run only where the tree holds raw HTML: it re-parses what it is given with parse5,
 * the most expensive step of a page. Pages without raw HTML skip it; pages with raw HTML have only
 * the top-level blocks that contain it re-parsed, unless the HTML nests in ways that need the
 * whole tree (then the whole tree is, exactly as plain rehype-raw does).
 */
export function rehypeRawWhenNeeded(options: RawOptions = {}) {
  // Slots stand where demos and components go, until the page fills them.
  const raw = rehypeRaw({ passThrough: [SLOT_TYPE] });
  const useSegments = options.segments ?? true;
  return (tree: Root, file: VFile): Root => {
    const segments = rawHtmlSegments(tree);
    if (segments?.length === 0) return tree;
    pageState(file).rawParsed = true;
    if (!useSegments || segments === undefined) return raw(tree, file);
    const children = tree.children;
    // rehype-raw gives the root it returns a position by scanning the whole file for line ends:
    // once per segment that made pages with many HTML blocks quadratic. Nodes keep their own
    // positions (from the tree); the root's, thrown away here, comes from an empty stand-in.
    const standIn = new VFile({ value: '', data: file.data });
    for (let index = segments.length - 1; index >= 0; index--) {
      const [start, end] = segments[index]!;
      const parsed = raw({ type: 'root', children: children.slice(start, end) }, standIn);
      children.splice(start, end - start, ...parsed.children);
    }
    return tree;
  };
}
