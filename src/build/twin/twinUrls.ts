import { absoluteUrl } from '../emit/sitemap.js';
import { pageLink } from '../markdown/links.js';
import { withBase } from '../util/routes.js';

/** The URL path of a route's Markdown twin (without the base): `/a/b/` → `/a/b.md`, `/` → `/index.md`. */
export const twinPath = (route: string): string => (route === '/' ? '/index.md' : `${route.slice(0, -1)}.md`);

/** The file a route's twin is written to in the output: `/a/b/` → `a/b.md`. */
export const twinFile = (route: string): string => twinPath(route).slice(1);

/** The route a twin's path names (`/a/b.md` → `/a/b/`, `/index.md` → `/`), undefined for another path. */
export function routeOfTwinPath(pathname: string): string | undefined {
  if (!pathname.endsWith('.md') || pathname.endsWith('/.md')) return undefined;
  const withoutExtension = pathname.slice(0, -'.md'.length);
  return withoutExtension === '/index' ? '/' : `${withoutExtension}/`;
}

/** Where the site is: its URL (config `siteUrl` or `--site-url`, when known) and base path. */
export interface SitePlace {
  siteUrl?: string | undefined;
  base: string;
}

/** A site path (with the base) as a URL: absolute when the site's URL is known, else root-relative. */
export const siteAddress = ({ siteUrl }: SitePlace, pathWithBase: string): string => (siteUrl ? absoluteUrl(siteUrl, pathWithBase) : pathWithBase);

/** The URL of a route's twin, as llms.txt and the page's "Copy page" menu give it. */
export const twinUrl = (place: SitePlace, route: string): string => siteAddress(place, withBase(place.base, twinPath(route)));

/**
 * How the twin of the page at `route` writes a link of its markdown: a `.md` link as its page's
 * route, a root-relative one with the base, a relative one (or `#anchor`) resolved from the page's
 * URL; all absolute to the site when its URL is known.
 */
export function twinLinkResolver(place: SitePlace, route: string, resolveMarkdownLink: (path: string) => string | undefined): (href: string) => string {
  const pageUrl = `http://site.invalid${withBase(place.base, route)}`;
  return (href) => {
    const target = pageLink(href, resolveMarkdownLink)?.target ?? href;
    try {
      const url = new URL(target.startsWith('/') ? withBase(place.base, target) : target, pageUrl);
      if (url.host !== 'site.invalid') return href;
      return siteAddress(place, url.pathname + url.search + url.hash);
    } catch {
      return href;
    }
  };
}
