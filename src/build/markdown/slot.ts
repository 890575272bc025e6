import type { Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { walk } from './walk.js';
import type { Node } from 'unist';

/**
 * Where a `{{"demo": …}}` or `{{"component": …}}` goes in a page: a node of its own in both trees
 * (mdast, then hast), carrying which of the page's `demos` or `components` it stands for. Pages
 * fill it once the demo or component is rendered (render/pageTree), before the tree becomes
 * HTML; rehype-raw passes it through untouched, and nothing the author writes can make one.
 */
export interface Slot extends Node {
  type: 'docsgenSlot';
  kind: 'demo' | 'component';
  /** Index in the page's `demos` or `components` (by `kind`). */
  index: number;
}

export const SLOT_TYPE = 'docsgenSlot' as const;

declare module 'mdast' {
  interface RootContentMap {
    docsgenSlot: Slot;
  }
  interface BlockContentMap {
    docsgenSlot: Slot;
  }
}

declare module 'hast' {
  interface RootContentMap {
    docsgenSlot: Slot;
  }
  interface ElementContentMap {
    docsgenSlot: Slot;
  }
}

/**
 * Puts the HTML of each slot in its place, as a `raw` node (written as it is when the tree is
 * stringified): the HTML of a demo or component is made once, never parsed again.
 */
export function fillSlots(tree: Root, htmlOf: (slot: Slot) => string): void {
  walk<Slot>(tree, SLOT_TYPE, (slot, index, parent) => {
    const raw: Raw = { type: 'raw', value: htmlOf(slot) };
    if (parent && index !== undefined) parent.children[index] = raw;
  });
}
