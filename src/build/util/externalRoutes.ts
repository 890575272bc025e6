import { withBase } from './routes.js';

/**
 * A route prefix another build serves on the same domain (a product deployed elsewhere, or a
 * prefix config `externalRoutes` names): links into it are not pages of this site, so they are
 * checked for their shape only and written as plain links, at `url` when one is given.
 */
export interface ExternalRoute {
  /** `/x/` or `/x/react-data-grid/`: starts and ends with `/`. */
  prefix: string;
  /** Absolute base the routes live under (`https://mui.com`); undefined: this site's domain and base. */
  url?: string | undefined;
  /** The product deployed elsewhere that serves it; undefined for a bare prefix. */
  productId?: string | undefined;
  /** A prefix of MUI's family taken for served elsewhere because config `externalRoutes` is not given. */
  byDefault?: true;
}

/** Who says a prefix is served elsewhere, for messages. */
export function externalRouteOwner(external: ExternalRoute): string {
  if (external.productId !== undefined) return `product "${external.productId}" ("external": true)`;
  if (external.byDefault) return 'by default for a site of MUI\'s products: config "externalRoutes" is not given';
  return 'config "externalRoutes"';
}

/** The external prefix a route lies under (the longest that matches), if any. */
export function externalRouteOf(route: string, externals: readonly ExternalRoute[]): ExternalRoute | undefined {
  const path = route.endsWith('/') ? route : `${route}/`;
  let found: ExternalRoute | undefined;
  for (const external of externals) {
    if (path.startsWith(external.prefix) && (!found || external.prefix.length > found.prefix.length)) found = external;
  }
  return found;
}

/**
 * The href of a link into an external route: at its `url` when given (`https://mui.com` +
 * `/x/react-data-grid/#demo`), else on this site's domain under its base, as an internal link.
 */
export function externalHref(target: string, external: ExternalRoute, base: string): string {
  if (external.url === undefined) return withBase(base, target);
  return external.url.replace(/\/+$/, '') + target;
}
