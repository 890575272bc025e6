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

/** The warning a page's link that runs script gets, from both parsers. */
export const UNSAFE_LINK = 'unsafe-link';

/**
 * Whether a URL runs script when it is followed or loaded: `javascript:`, `vbscript:` or
 * `data:text/html`, read as a browser does (any case; tabs, newlines and leading control
 * characters or spaces ignored). The site's own markdown may hold it (authors are trusted): it is
 * a warning, not a change.
 */
export function isScriptUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- a browser ignores these in a URL's scheme
  const scheme = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return scheme.startsWith('javascript:') || scheme.startsWith('vbscript:') || scheme.startsWith('data:text/html');
}

const shown = (url: string) => JSON.stringify(url.length > 60 ? `${url.slice(0, 57)}...` : url);

export const unsafeLinkMessage = (url: string) => `Unsafe link ${shown(url)}: a javascript:, vbscript: or data:text/html URL runs script on the site's origin`;
