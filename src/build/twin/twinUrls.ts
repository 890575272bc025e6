import { absoluteUrl } from '../emit/sitemap.js';
import { pageLink } from '../markdown/links.js';
import { withBase } from '../util/routes.js';
import { externalHref, externalRouteOf, type ExternalRoute } from '../util/externalRoutes.js';
import { twinPath } from '../util/twinPaths.js';
import { urlPath } from '../util/urlPath.js';

/** Where the site is: its URL (config `siteUrl` or `--site-url`, when known) and base path. */
export interface SitePlace {
  siteUrl?: string | undefined;
  base: string;
  /** Routes another build serves: a link into one with a `url` is written there. */
  externals?: readonly ExternalRoute[] | undefined;
}

/** A site path (with the base) as a URL: absolute when the site's URL is known, else root-relative. */
export const siteAddress = ({ siteUrl }: SitePlace, pathWithBase: string): string => (siteUrl ? absoluteUrl(siteUrl, pathWithBase) : pathWithBase);

/** The URL of a route's twin, as llms.txt and the page's "Copy page" menu give it (percent-encoded: a route may hold spaces). */
export const twinUrl = (place: SitePlace, route: string): string => siteAddress(place, urlPath(withBase(place.base, twinPath(route))));

/**
 * How the twin of the page at `route` writes a link of its markdown: a file the page references
 * (an image, a download) where the build copies it (`assetPath`, a path with the base), a `.md`
 * link as its page's route, a root-relative one with the base, a relative one (or `#anchor`)
 * resolved from the page's URL; all absolute to the site when its URL is known.
 */
export function twinLinkResolver(
  place: SitePlace,
  route: string,
  resolveMarkdownLink: (path: string) => string | undefined,
  assetPath: (href: string, image: boolean) => string | undefined = () => undefined,
): (href: string, image: boolean) => string {
  const pageUrl = `http://site.invalid${withBase(place.base, route)}`;
  return (href, image) => {
    const asset = assetPath(href, image);
    if (asset !== undefined) return siteAddress(place, asset);
    const target = pageLink(href, resolveMarkdownLink)?.target ?? href;
    try {
      const url = new URL(target.startsWith('/') ? withBase(place.base, target) : target, pageUrl);
      if (url.host !== 'site.invalid') return href;
      const elsewhere = atExternalUrl(place, url);
      return elsewhere ?? siteAddress(place, url.pathname + url.search + url.hash);
    } catch {
      return href;
    }
  };
}

/** A link (resolved on the site's path, base included) into a route another build serves at its own `url`: that URL. */
function atExternalUrl(place: SitePlace, url: URL): string | undefined {
  const baseFolder = place.base.endsWith('/') ? place.base : `${place.base}/`;
  if (!place.externals?.length || !url.pathname.startsWith(baseFolder)) return undefined;
  const route = `/${url.pathname.slice(baseFolder.length)}`;
  const elsewhere = externalRouteOf(route, place.externals);
  return elsewhere?.url === undefined ? undefined : externalHref(route + url.search + url.hash, elsewhere, place.base);
}
