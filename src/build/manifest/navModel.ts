import type { Chip, Dictionary, NavNode } from '../../shared/types.js';
import { externalHref, externalRouteOf, type ExternalRoute } from '../util/externalRoutes.js';
import { isExternalLink, splitPathname, withBase } from '../util/routes.js';
import { navTitle } from './titles.js';
import type { ManifestItem } from './types.js';

/** A nav node with its place in the tree, so a page finds its parents in O(depth). */
export interface FlatNavNode {
  node: NavNode;
  parent: number;
  children: number[];
  /** Internal route of the item, when it is a page of the site. */
  route?: string;
  /** In prev/next order (a page, listed in the side nav). */
  ordered: boolean;
}

/** A product's navigation, built once and shared by all its pages (never copied per page). */
export interface ProductNav {
  nodes: FlatNavNode[];
  roots: number[];
  /** Route → node index (first occurrence). */
  indexByRoute: Map<string, number>;
  /** Node indices in prev/next order (depth-first). */
  order: number[];
  /** Node index → position in `order`. */
  orderPosition: Map<number, number>;
}

export interface NavModelInput {
  items: readonly ManifestItem[];
  dictionary: Dictionary;
  routes: ReadonlySet<string>;
  base: string;
  /** Renders an icon component to SVG markup (server only). */
  renderIcon: (icon: ManifestItem['icon']) => string | undefined;
  /** Routes another build serves: a leaf item under one is a plain link there, not a page of this site. */
  externals?: readonly ExternalRoute[];
  /** The title of an item without one that links a generated API page, by its route (and `#anchor`): the component's name. */
  apiTitles?: ReadonlyMap<string, string>;
}

const CHIP_OF_FLAG: ReadonlyArray<[keyof ManifestItem, Chip]> = [
  ['newFeature', 'new'],
  ['beta', 'beta'],
  ['planned', 'planned'],
  ['unstable', 'preview'],
  ['deprecated', 'deprecated'],
  ['legacy', 'legacy'],
];

export function buildNavModel({ items, dictionary, routes, base, renderIcon, externals = [], apiTitles }: NavModelInput): ProductNav {
  const nodes: FlatNavNode[] = [];
  const indexByRoute = new Map<string, number>();
  const order: number[] = [];

  const add = (item: ManifestItem, parent: number): number => {
    const index = nodes.length;
    const external = isExternalLink(item.pathname);
    const { route, hash } = external ? { route: undefined, hash: '' } : splitPathname(item.pathname);
    const isPage = route !== undefined && routes.has(route);
    const elsewhere = route === undefined || isPage || item.children?.length ? undefined : externalRouteOf(route, externals);
    const chips = CHIP_OF_FLAG.filter(([flag]) => item[flag] === true).map(([, chip]) => chip);
    const iconSvg = item.icon === undefined ? undefined : renderIcon(item.icon);
    const node: NavNode = {
      title: navTitle(item, dictionary, route === undefined ? undefined : apiTitles?.get(`${route}${hash}`)),
      ...(external
        ? { href: item.pathname, external: true }
        : isPage
          ? { href: `${withBase(base, route)}${hash}` }
          : elsewhere && route
            ? { href: externalHref(route, elsewhere, base) }
            : {}),
      ...(item.subheader !== undefined ? { subheader: true } : {}),
      ...(chips.length ? { chips } : {}),
      ...(item.plan ? { plan: item.plan } : {}),
      ...(iconSvg ? { iconSvg } : {}),
    };
    const flat: FlatNavNode = { node, parent, children: [], ordered: false, ...(isPage ? { route } : {}) };
    nodes.push(flat);
    if (isPage && route && !indexByRoute.has(route)) indexByRoute.set(route, index);
    if (isPage && item.inSideNav !== false) {
      flat.ordered = true;
      order.push(index);
    }
    for (const child of item.children ?? []) flat.children.push(add(child, index));
    if (flat.children.length) {
      node.children = flat.children.map((childIndex) => nodes[childIndex]!.node);
      const firstHref = firstPageHref(nodes, index);
      if (firstHref) node.firstHref = firstHref;
    }
    return index;
  };

  const roots = items.map((item) => add(item, -1));
  const orderPosition = new Map(order.map((nodeIndex, position) => [nodeIndex, position]));
  return { nodes, roots, indexByRoute, order, orderPosition };
}

function firstPageHref(nodes: readonly FlatNavNode[], index: number): string | undefined {
  for (const child of nodes[index]!.children) {
    const flat = nodes[child]!;
    if (flat.route && flat.node.href) return flat.node.href;
    const nested = firstPageHref(nodes, child);
    if (nested) return nested;
  }
  return undefined;
}

/** The node of a page and its parents, innermost first; empty when the page is not in the nav. */
export function activePath(nav: ProductNav, route: string): number[] {
  const path: number[] = [];
  for (let index = nav.indexByRoute.get(route) ?? -1; index !== -1; index = nav.nodes[index]!.parent) path.push(index);
  return path;
}

export interface PagerLinks {
  previous?: { title: string; href: string };
  next?: { title: string; href: string };
}

/** Previous and next pages in manifest order (depth-first, external links and `inSideNav: false` skipped). */
export function pagerLinks(nav: ProductNav, route: string): PagerLinks {
  const index = nav.indexByRoute.get(route);
  const position = index === undefined ? undefined : nav.orderPosition.get(index);
  if (position === undefined) return {};
  const link = (at: number) => {
    const nodeIndex = nav.order[at];
    const node = nodeIndex === undefined ? undefined : nav.nodes[nodeIndex]?.node;
    return node?.href ? { title: node.title, href: node.href } : undefined;
  };
  const previous = link(position - 1);
  const next = link(position + 1);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}
