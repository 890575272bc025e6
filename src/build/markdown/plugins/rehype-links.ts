import type { Element, Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { fileLine, pageState, type PageState } from '../state.js';
import { ANCHOR_CLASS } from '../../../shared/dom.js';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Links that point into the site: `/…` (not `//host`), `./…`, `../…` and `#…`. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('./') || href.startsWith('../') || href.startsWith('#');
}

function isAnchor(node: Element): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(ANCHOR_CLASS);
}

function visitLink(node: Element, state: PageState): void {
  const href = node.properties.href;
  if (typeof href !== 'string' || href === '' || SCHEME.test(href) || href.startsWith('//')) return;
  let output = href;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const isMarkdown = path.endsWith('.md');
  if (isMarkdown) {
    const route = state.resolveMarkdownLink(path);
    if (route !== undefined) {
      output = route + (queryAt === -1 ? '' : beforeHash.slice(queryAt)) + (hashAt === -1 ? '' : href.slice(hashAt));
      node.properties.href = output;
    }
  }
  if (isMarkdown || isInternalHref(href)) {
    state.links.push({ href: output, ...fileLine(state, node) });
  }
  if (state.base !== '/' && output.startsWith('/') && !output.startsWith('//')) {
    node.properties.href = state.base + output.slice(1);
  }
}

function walk(parent: Parents, state: PageState): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'a' && !isAnchor(child)) visitLink(child, state);
    walk(child, state);
  }
}

/**
 * Rewrites links to `.md` files (relative or absolute) to the routes of those pages, keeping the
 * `#hash`, and records every internal link (markdown and raw HTML `<a href>`) with its file line.
 * Absolute internal links get the site's base path in the output (links are recorded without it).
 * Unresolved `.md` links are left as written, for the link checker to report.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile): undefined => {
    walk(tree, pageState(file));
  };
}
