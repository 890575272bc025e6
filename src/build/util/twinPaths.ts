/** Where a page's Markdown twin is: pure functions of its route (see twin/ for what is in it). */

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
