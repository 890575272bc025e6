import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SideNavRow, type RowState, type SideNavLabels } from '../../runtime/components/SideNavRow.js';
import type { NavNode } from '../../runtime/types.js';
import type { ProductNav } from '../manifest/navModel.js';

/**
 * Side navigation HTML for the pages of one product. Each row is rendered by React once per
 * state and memoised; a page's nav is stitched from the rows it shows: the top level, the
 * branch that leads to the page, and subheader lists inside it. A page's HTML therefore does not
 * grow with the size of the site; the whole tree reaches the browser as data when needed.
 */
export class SideNavRenderer {
  private readonly rows = new Map<string, string>();

  constructor(
    private readonly nav: ProductNav,
    private readonly labels: SideNavLabels,
  ) {}

  private row(index: number, node: NavNode, state: RowState): string {
    const key = `${index}:${state}`;
    let html = this.rows.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(createElement(SideNavRow, { node, state, labels: this.labels }));
      this.rows.set(key, html);
    }
    return html;
  }

  /** The nav list for a page; `activePath` is the page's node and its parents (see navModel). */
  render(activePath: readonly number[]): string {
    const open = new Set(activePath);
    const active = activePath[0];
    const parts: string[] = [];
    const list = (indices: readonly number[]) => {
      parts.push('<ul>');
      for (const index of indices) {
        const flat = this.nav.nodes[index]!;
        const hasChildren = flat.children.length > 0;
        const expanded = hasChildren && (open.has(index) || flat.node.subheader === true);
        const state: RowState =
          index === active ? 'active' : hasChildren ? (expanded ? 'expanded' : 'collapsed') : 'normal';
        parts.push('<li>', this.row(index, flat.node, state));
        if (expanded) list(flat.children);
        parts.push('</li>');
      }
      parts.push('</ul>');
    };
    list(this.nav.roots);
    return parts.join('');
  }
}

/** A flat list of links (the default nav shown outside any product). */
export function renderLinkList(nodes: readonly NavNode[], activeHref: string | undefined, labels: SideNavLabels): string {
  const items = nodes.map(
    (node) =>
      `<li>${renderToStaticMarkup(createElement(SideNavRow, { node, state: node.href === activeHref ? 'active' : 'normal', labels }))}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}
