import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SideNavMoreRow, SideNavRow, type RowState, type SideNavLabels } from '../../runtime/components/SideNavRow.js';
import type { NavData, NavDataNode } from '../../shared/navData.js';
import type { NavNode } from '../../shared/types.js';
import type { ProductNav } from '../manifest/navModel.js';
import { NAV_WINDOW, navWindow, type HiddenRun, type NavWindowOptions } from './navWindow.js';

/**
 * Side navigation HTML for the pages of one product. Each row is rendered by React once per
 * state and memoised; a page's nav is stitched from the rows it shows: the top level, the
 * branch that leads to the page, and subheader lists inside it. A level wider than
 * `NAV_WINDOW.threshold` shows a window around the page's item and a "Show N more" row per
 * hidden run (see navWindow), so a page's HTML does not grow with the size of the site; the
 * whole tree reaches the browser once per product, as data (`navData`), when a reader asks.
 */
export class SideNavRenderer {
  private readonly rows = new Map<string, string>();
  /** Each node's place in its parent's children (or in the top level). */
  private readonly position: Int32Array;

  constructor(
    private readonly nav: ProductNav,
    private readonly labels: SideNavLabels,
    private readonly windowOptions: NavWindowOptions = NAV_WINDOW,
  ) {
    this.position = new Int32Array(nav.nodes.length);
    nav.roots.forEach((index, at) => (this.position[index] = at));
    for (const flat of nav.nodes) flat.children.forEach((index, at) => (this.position[index] = at));
  }

  private row(index: number, node: NavNode, state: RowState): string {
    const key = `${index}:${state}`;
    let html = this.rows.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(createElement(SideNavRow, { node, state, labels: this.labels, index }));
      this.rows.set(key, html);
    }
    return html;
  }

  /** The page an item leads to without JavaScript: its own, or a group's first page. */
  private linkOf(index: number): string | undefined {
    const { node } = this.nav.nodes[index]!;
    return node.external ? undefined : (node.href ?? node.firstHref);
  }

  /** The "Show N more" row of items `run.start`–`run.end` of the children of `parent` (-1: the top level). */
  private moreRow(parent: number, levelItems: readonly number[], run: HiddenRun): string {
    const more = `${parent}:${run.start}:${run.end}`;
    const key = `more:${more}`;
    let html = this.rows.get(key);
    if (html === undefined) {
      const href = run.link === undefined ? undefined : this.linkOf(levelItems[run.link]!);
      html = renderToStaticMarkup(createElement(SideNavMoreRow, { count: run.end - run.start, href, more, labels: this.labels }));
      this.rows.set(key, html);
    }
    return html;
  }

  /** The nav list for a page; `activePath` is the page's node and its parents (see navModel). */
  render(activePath: readonly number[]): string {
    const open = new Set(activePath);
    const active = activePath[0];
    const parts: string[] = [];
    const item = (index: number) => {
      const flat = this.nav.nodes[index]!;
      const hasChildren = flat.children.length > 0;
      const expanded = hasChildren && (open.has(index) || flat.node.subheader === true);
      const state: RowState = index === active ? 'active' : hasChildren ? (expanded ? 'expanded' : 'collapsed') : 'normal';
      parts.push('<li>', this.row(index, flat.node, state));
      if (expanded) list(index, flat.children);
      parts.push('</li>');
    };
    const list = (parent: number, indices: readonly number[]) => {
      parts.push('<ul>');
      const window =
        indices.length > this.windowOptions.threshold
          ? navWindow(indices.length, this.anchorIn(parent, activePath), (at) => this.linkOf(indices[at]!) !== undefined, this.windowOptions)
          : undefined;
      if (!window) {
        for (const index of indices) item(index);
      } else {
        if (window.before) parts.push('<li>', this.moreRow(parent, indices, window.before), '</li>');
        for (let at = window.start; at < window.end; at++) item(indices[at]!);
        if (window.after) parts.push('<li>', this.moreRow(parent, indices, window.after), '</li>');
      }
      parts.push('</ul>');
    };
    list(-1, this.nav.roots);
    return parts.join('');
  }

  /** The place, among the children of `parent`, of the item on the page's path (-1: none). */
  private anchorIn(parent: number, activePath: readonly number[]): number {
    const onPath = activePath.find((index) => this.nav.nodes[index]!.parent === parent);
    return onPath === undefined ? -1 : this.position[onPath]!;
  }

  /**
   * The product's tree for the browser (NavData as JSON): every node's row as a page shows it
   * off its path, and its children. The runtime reads it to open a group the page left closed
   * and to show the hidden rows of a wide level. Undefined when the tree has neither a group
   * nor a level wide enough to be windowed: no page then needs it.
   */
  navData(): string | undefined {
    const { threshold } = this.windowOptions;
    const hasGroup = this.nav.nodes.some((flat) => flat.children.length > 0 && flat.node.subheader !== true);
    if (!hasGroup && this.nav.roots.length <= threshold && !this.nav.nodes.some((flat) => flat.children.length > threshold)) return undefined;
    const nodes = this.nav.nodes.map((flat, index): NavDataNode => {
      if (flat.children.length === 0) return [this.row(index, flat.node, 'normal')];
      if (flat.node.subheader === true) return [this.row(index, flat.node, 'expanded'), flat.children, 1];
      return [this.row(index, flat.node, 'collapsed'), flat.children];
    });
    const data: NavData = { roots: this.nav.roots, nodes };
    return JSON.stringify(data);
  }
}

const renderers = new WeakMap<ProductNav, SideNavRenderer>();

/**
 * The renderer of a product's nav, made on first use and kept with the nav model (its rows are
 * memoised: every page of the product reuses them). A render worker makes its own from the model
 * it is given.
 */
export function sideNavRenderer(nav: ProductNav, labels: SideNavLabels): SideNavRenderer {
  let renderer = renderers.get(nav);
  if (!renderer) {
    renderer = new SideNavRenderer(nav, labels);
    renderers.set(nav, renderer);
  }
  return renderer;
}

/** A flat list of links (the default nav shown outside any product). */
export function renderLinkList(nodes: readonly NavNode[], activeHref: string | undefined, labels: SideNavLabels): string {
  const items = nodes.map(
    (node) => `<li>${renderToStaticMarkup(createElement(SideNavRow, { node, state: node.href === activeHref ? 'active' : 'normal', labels }))}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}
