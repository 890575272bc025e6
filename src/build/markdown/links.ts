/**
 * The rules for a page's links, the same for the build's parser (rehype-links) and the outline
 * parser that `check` and the dev server use (outline.ts), so that both find the same links.
 */

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Whether `href` leaves the site: it has a scheme (`https:`, `mailto:`) or a host (`//cdn…`). */
export function leavesSite(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//');
}

/** Links that point into the site: `/…` (not `//host`), `./…`, `../…` and `#…`. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('./') || href.startsWith('../') || href.startsWith('#');
}

/** A link of a page: where it goes, and whether the link check must find that. */
export interface PageLink {
  /** A link to a `.md` file as the route of its page, keeping `?query` and `#hash`; else as written. */
  target: string;
  /** Internal links and links to `.md` files (a `.md` file no page has is a broken link). */
  checked: boolean;
}

/**
 * How a page links to `href` as written (URL-encoded, as both parsers give it): undefined when there
 * is nothing to follow (empty, or another site). `resolveMarkdownLink` takes the path of a `.md`
 * link and gives the route of the page it names.
 */
export function pageLink(href: string, resolveMarkdownLink: (path: string) => string | undefined): PageLink | undefined {
  if (href === '' || leavesSite(href)) return undefined;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (!path.endsWith('.md')) return { target: href, checked: isInternalHref(href) };
  const route = resolveMarkdownLink(path);
  const target = route === undefined ? href : route + (queryAt === -1 ? '' : beforeHash.slice(queryAt)) + (hashAt === -1 ? '' : href.slice(hashAt));
  return { target, checked: true };
}
