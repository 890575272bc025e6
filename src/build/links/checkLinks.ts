import { diagnostic, type Diagnostic, type Severity } from '../util/diagnostics.js';
import type { LinkRef } from '../markdown/types.js';
import { isExternalLink, normalizeRoute, splitLanguage, underAny } from '../util/routes.js';
import { externalRouteOf, type ExternalRoute } from '../util/externalRoutes.js';
import { routeProblem } from '../util/routeProblems.js';

/** The links and ids of one page, from the build's pipeline or check's outline. */
export interface PageLinks {
  file: string;
  route: string;
  links: readonly LinkRef[];
  ids: readonly string[];
  /** Files the page references (images, file links), from the site root: the build copies them. */
  assets?: readonly string[];
}

export type LinkTarget = { route: string; hash: string } | undefined;

/** Links to files the site does not make pages of (images, feeds) are not checked. */
const ASSET_EXTENSION = /\.(?!md$|html?$)[a-z0-9]{1,5}$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The anchors a page answers to: its ids as written and percent-decoded, as browsers try them.
 * Heading ids are percent-encoded (`caf%C3%A9`, as mui.com's), and a link's hash is compared
 * decoded: `#caf%C3%A9` and `#café` both reach that heading.
 */
export function anchorsOf(ids: readonly string[]): Set<string> {
  const anchors = new Set(ids);
  for (const id of ids) if (id.includes('%')) anchors.add(decode(id));
  return anchors;
}

/**
 * Where an internal link leads, in route space: `#x` on the page itself, `/a/b#x`, or a path
 * relative to the page's URL. Undefined for links this check does not cover (assets).
 */
export function linkTarget(href: string, pageRoute: string): LinkTarget {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : decode(href.slice(hashAt + 1));
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const pathPart = beforeHash.split('?')[0] ?? '';
  if (pathPart === '') return { route: pageRoute, hash };
  const resolved = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `http://site${pageRoute}`).pathname;
  let pathname = decode(resolved)
    .replace(/\/index\.html?$/i, '/')
    .replace(/\.html?$/i, '/');
  if (ASSET_EXTENSION.test(pathname)) return undefined;
  if (pathname.endsWith('.md')) return { route: pathname, hash };
  pathname = splitLanguage(pathname).route;
  return { route: normalizeRoute(pathname), hash };
}

/**
 * Where a link's target ends: at a redirect's end (its own anchor first, else the redirect's) when
 * its route is redirected, as is when it is not; undefined when the redirect leaves the site.
 */
export function followRedirect(target: { route: string; hash: string }, routes: ReadonlySet<string>, redirects: ReadonlyMap<string, string>): LinkTarget {
  const moved = routes.has(target.route) ? undefined : redirects.get(target.route);
  if (moved === undefined) return target;
  if (isExternalLink(moved)) return undefined;
  const end = linkTarget(moved, '/')!;
  return { route: end.route, hash: target.hash || end.hash };
}

/**
 * Every internal link must reach a page, and every `#anchor` a heading or element id of that
 * page. `top` is always a valid anchor (browsers scroll to the top for it). Anchors into a route
 * missing from `pages` (a page that could not be read) are not checked. A link to a redirected
 * route (`redirects`: from route to where the redirect ends, see site/redirects.ts) is checked
 * at the redirect's end, its own anchor first, else the redirect's. A link under a route another
 * build serves (`externals`) is checked for its shape only: a well-formed route, no anchor check.
 * A link under a route whose pages could not be made (`unread`: an API source whose types are not
 * installed) is not checked: that source's error says it already. `anchorsOfRoute`: the anchors of
 * every page of the site when `pages` are only some of them (see SiteLinks).
 */
export function checkLinks(
  pages: readonly PageLinks[],
  routes: ReadonlySet<string>,
  severity: Severity = 'error',
  redirects: ReadonlyMap<string, string> = new Map(),
  externals: readonly ExternalRoute[] = [],
  unread: readonly string[] = [],
  anchorsOfRoute?: (route: string) => ReadonlySet<string> | undefined,
): Diagnostic[] {
  const idsByRoute = anchorsOfRoute ? undefined : new Map(pages.map((page) => [page.route, anchorsOf(page.ids)]));
  const anchorsAt = anchorsOfRoute ?? ((route: string) => idsByRoute!.get(route));
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const written = linkTarget(link.href, page.route);
      const target = written && followRedirect(written, routes, redirects);
      if (!target) continue;
      if (underAny(target.route, unread)) continue;
      const place = { file: link.file ?? page.file, line: link.line, column: link.column };
      const elsewhere = routes.has(target.route) ? undefined : externalRouteOf(target.route, externals);
      if (elsewhere) {
        const problem = routeProblem(target.route);
        if (problem !== undefined) {
          const message = `Broken link ${link.href}: it is under ${elsewhere.prefix}, which another build serves, but is not a well-formed route: ${problem}`;
          diagnostics.push(diagnostic(severity, 'broken-link', message, place));
        }
        continue;
      }
      if (!routes.has(target.route)) {
        const what = target.route.endsWith('.md') ? `the file ${target.route} is not a page of the site` : `no page has the route ${target.route}`;
        diagnostics.push(diagnostic(severity, 'broken-link', `Broken link ${link.href}: ${what}`, place));
        continue;
      }
      // A page without ids here is one that could not be read or rendered: its own error is enough.
      const ids = anchorsAt(target.route);
      if (target.hash !== '' && target.hash !== 'top' && ids !== undefined && !ids.has(target.hash)) {
        diagnostics.push(
          diagnostic(severity, 'broken-anchor', `Broken anchor ${link.href}: ${target.route} has no heading or element with the id "${target.hash}"`, place),
        );
      }
    }
  }
  return diagnostics;
}
