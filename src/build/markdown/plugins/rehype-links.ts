import type { Element, Root } from 'hast';
import { walk } from '../walk.js';
import type { VFile } from 'vfile';
import { fileLine, pageState, reportWarning, type PageState } from '../state.js';
import { ANCHOR_CLASS } from '../../../shared/dom.js';
import { isScriptUrl, pageLink, UNSAFE_LINK, unsafeLinkMessage } from '../links.js';
import { pinGithubLink } from '../githubLinks.js';
import { externalHref, externalRouteOf } from '../../util/externalRoutes.js';

/** A root-relative link's path, without `?query` and `#hash`. */
const routePart = (href: string): string => href.split(/[?#]/, 1)[0]!;

function isAnchor(node: Element): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(ANCHOR_CLASS);
}

function visitLink(node: Element, state: PageState): void {
  let href = node.properties.href;
  if (typeof href !== 'string') return;
  if (state.githubRef !== undefined) href = node.properties.href = pinGithubLink(href, state.githubRef);
  const link = pageLink(href, state.resolveMarkdownLink);
  if (!link) return;
  if (link.target !== href) node.properties.href = link.target;
  if (link.checked) state.links.push({ href: link.target, ...fileLine(state, node) });
  const elsewhere = link.target.startsWith('/') && !link.target.startsWith('//') ? externalRouteOf(routePart(link.target), state.externals) : undefined;
  if (elsewhere) {
    // Another build serves it: a plain link there (the link check looks at its shape only).
    node.properties.href = externalHref(link.target, elsewhere, state.base);
  } else if (state.base !== '/' && link.target.startsWith('/') && !link.target.startsWith('//')) {
    node.properties.href = state.base + link.target.slice(1);
  }
}

/** Warns of an `href` or `src` that runs script (any element: markdown's links and images, raw HTML's). */
function checkScriptUrls(element: Element, file: VFile): void {
  for (const name of ['href', 'src']) {
    const url = element.properties[name];
    if (typeof url === 'string' && isScriptUrl(url)) reportWarning(file, UNSAFE_LINK, unsafeLinkMessage(url), element);
  }
}

/** Elements whose `href`/`src` other plugins place under the base path: links here, images in rehype-assets. */
const PLACED_ELEMENTS = new Set(['a', 'img']);

/** A raw HTML element's root-relative `href` or `src` (`<link href="/x">`, `<source src="/x">`) under the base path. */
function placeUnderBase(element: Element, base: string): void {
  for (const name of ['href', 'src']) {
    const url = element.properties[name];
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) element.properties[name] = base + url.slice(1);
  }
}

/**
 * Rewrites links to `.md` files (relative or absolute) to the routes of those pages, keeping the
 * `#hash`, and records every internal link (markdown and raw HTML `<a href>`) with its file line.
 * Absolute internal links get the site's base path in the output (links are recorded without it),
 * as do the root-relative `href` and `src` of other raw HTML elements.
 * GitHub links to `/blob/-/` or `/tree/-/` are pinned to the page's `githubRef`.
 * Unresolved `.md` links are left as written, for the link checker to report. A `javascript:`
 * or `data:text/html` URL is a warning (`unsafe-link`), left as written.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile): undefined => {
    const state = pageState(file);
    walk<Element>(tree, 'element', (element) => {
      checkScriptUrls(element, file);
      if (element.tagName === 'a' && !isAnchor(element)) visitLink(element, state);
      else if (state.base !== '/' && !PLACED_ELEMENTS.has(element.tagName)) placeUnderBase(element, state.base);
    });
  };
}
