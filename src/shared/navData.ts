import { dataAttribute } from './dom.js';

/**
 * A product's side navigation as the browser gets it, once per product (a content-hashed JSON
 * file under `_docsgen/nav/`), to show the rows a page leaves out of a wide level: each row's
 * HTML as the server renders it, so showing rows needs no React.
 */
export interface NavData {
  /** Node indices of the top level. */
  roots: number[];
  /** By node index (the same indices as the `data-nav-more` attributes of the page). */
  nodes: NavDataNode[];
}

/**
 * A node: its row's HTML (the row of an item off the page's path: a group collapsed), its
 * children's indices when it has any, and 1 when they are always shown (a subheader's list).
 */
export type NavDataNode = [row: string, children?: number[], open?: 1];

/** On the `<nav>`: the URL of the product's nav data (only products with a wide level have one). */
export const NAV_DATA_ATTRIBUTE = 'data-nav-data';
/** On a group's toggle: its node index (in NavData's `nodes`). */
export const NAV_NODE_ATTRIBUTE = /* @__PURE__ */ dataAttribute('data-nav-node');
/** On a "Show N more" row: `<parent node index, -1 for the top level>:<first hidden item>:<end>`. */
export const NAV_MORE_ATTRIBUTE = 'data-nav-more';
