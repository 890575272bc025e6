/**
 * Pure checks of a page's route before anything is written for it: every route must name a
 * folder inside the output and clash with no file docsgen writes itself.
 */

/** Files and folders docsgen writes at the root of the output (robots.txt only when the site has a URL). */
export const DOCSGEN_ROOT_FILES = ['_docsgen', '404.html', 'sw.js', 'sitemap.xml', 'robots.txt', '.docsgen-output'] as const;

/** The agents' files docsgen writes at the output's root (unless config `llms: false`). */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/** The file a shard's output carries for `docsgen merge` (removed from the merged site). */
export const SHARD_RECORD_FILE = 'docsgen-shard.json';

/** Where a shard's output keeps the site's `public/` (copied by `docsgen merge` last, as a build copies it). */
export const SHARD_PUBLIC_FOLDER = 'docsgen-shard-public';

/** Names no page may take: docsgen's own, and llms.txt / llms-full.txt, reserved ahead for the agents' files. */
const RESERVED_TOP = new Set<string>([...DOCSGEN_ROOT_FILES, ...LLMS_FILES]);

/** Characters no URL segment of a page may hold, even encoded: control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Why a page's pathname (as written: front matter `pathname:` or the path under the content
 * folder) cannot be its route, or undefined when it can. Segments are checked as written and as
 * percent-decoded, so `%2e%2e` is `..` and `%2F` a separator.
 */
export function routeProblem(pathname: string): string | undefined {
  if (pathname.includes('\\')) return `The route ${pathname} has a backslash: separate its segments with /`;
  if (CONTROL.test(pathname)) return `The route ${JSON.stringify(pathname)} has a control character`;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return `The route ${pathname} has a malformed percent-encoding in "${segment}"`;
    }
    if (decoded === '.' || decoded === '..') return `The route ${pathname} has a "${segment}" segment: a route may not climb out of its folder`;
    if (decoded.includes('/') || decoded.includes('\\')) return `The route ${pathname} has an encoded separator in "${segment}"`;
    if (CONTROL.test(decoded)) return `The route ${pathname} has an encoded control character in "${segment}"`;
    if (decoded.toLowerCase() === 'index.html') return `The route ${pathname} has an "index.html" segment, the file docsgen writes for each page`;
    if (decoded.toLowerCase().endsWith('.md')) {
      return `The route ${pathname} has a segment ending in .md ("${segment}"): docsgen writes each page's Markdown twin at <route>.md, which it would clash with`;
    }
  }
  const first = segments[0]?.toLowerCase();
  if (first !== undefined && RESERVED_TOP.has(first)) {
    return `The route ${pathname} is reserved: docsgen writes ${first === '_docsgen' ? 'its assets under /_docsgen/' : `/${first}`} itself`;
  }
  return undefined;
}

/** The key two routes share when they differ only by case (they would overwrite each other on a case-insensitive file system). */
export const caseFoldedRoute = (route: string): string => route.toLowerCase();
