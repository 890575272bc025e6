import { error, type Diagnostic } from '../util/diagnostics.js';
import { externalRouteOf, type ExternalRoute } from '../util/externalRoutes.js';
import { routeProblem } from '../util/routeProblems.js';
import { isExternalLink, splitPathname, underAny } from '../util/routes.js';
import type { Manifest, ManifestItem } from './types.js';

/** Every item of a manifest, depth-first. */
export function* walkItems(items: readonly ManifestItem[]): Generator<ManifestItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* walkItems(item.children);
  }
}

/** The key two items share when they name the same page (and anchor): the route with its `#anchor`, or the URL for external links. */
export const itemKey = (pathname: string) => {
  if (isExternalLink(pathname)) return pathname;
  const { route, hash } = splitPathname(pathname);
  return `${route}${hash}`;
};

/**
 * Site-level checks of one manifest: a pathname listed twice, and an internal leaf item without
 * a page (external links and groups with children need no page). An item under a route another
 * build serves (`externals`) needs no page here: only its shape is checked; nor does one under a
 * route whose pages could not be made (`unread`, whose error says it).
 */
export function checkManifest(
  manifest: Manifest,
  routes: ReadonlySet<string>,
  externals: readonly ExternalRoute[] = [],
  unread: readonly string[] = [],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const firstByKey = new Map<string, ManifestItem>();
  for (const item of walkItems(manifest.items)) {
    const key = itemKey(item.pathname);
    const first = firstByKey.get(key);
    if (first) {
      diagnostics.push(
        error('duplicate-pathname', `Duplicated pathname ${item.pathname} in pages (${manifest.file}: ${first.place} and ${item.place})`, {
          file: manifest.file,
          line: item.line,
        }),
      );
    } else {
      firstByKey.set(key, item);
    }
    if (isExternalLink(item.pathname) || item.children?.length) continue;
    const { route } = splitPathname(item.pathname);
    if (routes.has(route) || underAny(route, unread)) continue;
    const elsewhere = externalRouteOf(route, externals);
    if (elsewhere) {
      const problem = routeProblem(route);
      if (problem !== undefined) {
        const message = `${manifest.file}: ${item.place} links to ${item.pathname}, under ${elsewhere.prefix} (served by another build), which is not a well-formed route: ${problem}`;
        diagnostics.push(error('invalid-external-route', message, { file: manifest.file, line: item.line }));
      }
    } else {
      diagnostics.push(
        error('missing-page', `${manifest.file}: ${item.place} links to ${item.pathname}, which has no page`, {
          file: manifest.file,
          line: item.line,
        }),
      );
    }
  }
  return diagnostics;
}
