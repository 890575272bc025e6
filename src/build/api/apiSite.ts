import type { SiteConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { walkItems } from '../manifest/checkManifest.js';
import type { Manifest, ManifestItem } from '../manifest/types.js';
import { caseFoldedRoute } from '../site/routeProblems.js';
import type { SourcePage } from '../site/readPages.js';
import { isExternalLink, normalizeRoute } from '../site/routes.js';
import { apiPageMarkdown, type PageContext } from './apiMarkdown.js';
import { demoLinks } from './demoLinks.js';
import type { ApiSourceResult } from './types.js';

/** The title of the nav group the API pages of a product join when its manifest lists none of them. */
export const API_NAV_TITLE = 'Component API';

/**
 * The sources with each component's demos filled in: the pages whose demos import it from its
 * package (or entry). Done once, by the build's main thread; workers are given the result.
 */
export function linkApiDemos(root: string, contentDir: string, sources: readonly ApiSourceResult[], pages: readonly SourcePage[]): ApiSourceResult[] {
  return sources.map((source) => {
    if (source.demosLinked) return source;
    const importPaths = [...new Set(source.components.flatMap(({ api }) => api.imports.map((line) => /from '([^']+)'/.exec(line)?.[1] ?? '').filter(Boolean).map((from) => from.replace(new RegExp(`/${api.name}$`), ''))))];
    const links = demoLinks(root, contentDir, pages, importPaths);
    return { ...source, demosLinked: true, components: source.components.map((component) => ({ ...component, api: { ...component.api, demos: links.get(component.api.name) ?? [] } })) };
  });
}

/** The link rewriting of descriptions: a URL of the library's docs site whose path is a page here goes to that page. */
function linkRewriter(routes: ReadonlySet<string>, config: SiteConfig): (href: string) => string {
  const hosts = new Set(['mui.com', ...(config.siteUrl ? [new URL(config.siteUrl).host] : [])]);
  return (href) => {
    try {
      const url = new URL(href);
      const route = normalizeRoute(url.pathname);
      return hosts.has(url.host) && routes.has(route) ? `${route}${url.hash}` : href;
    } catch {
      return href;
    }
  };
}

/** One source page per documented component, its body the page's markdown; a route another page has is an error. */
export function apiSourcePages(
  sources: readonly ApiSourceResult[],
  config: SiteConfig,
  configFile: string,
  taken: ReadonlyMap<string, string>,
): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const byName = new Map<string, string>();
  for (const source of sources) for (const { api, route } of source.components) if (!byName.has(api.name)) byName.set(api.name, route);
  const allRoutes = new Set([...taken.keys(), ...sources.flatMap((source) => source.components.map(({ route }) => route))]);
  const context: PageContext = { routeOf: (name) => byName.get(name), rewriteLink: linkRewriter(new Set([...allRoutes].map((route) => route)), config) };
  const pages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map([...taken].map(([route, file]) => [caseFoldedRoute(route), file]));
  for (const source of sources) {
    const product = config.products.find((candidate) => candidate.id === source.product);
    for (const { api, route } of source.components) {
      const clash = seen.get(caseFoldedRoute(route));
      if (clash !== undefined) {
        const message = `The API page of ${api.name} (config "api[${source.index}]") has the route ${route}, which ${clash} has too`;
        diagnostics.push(error('duplicate-route', message, { file: configFile }));
        continue;
      }
      seen.set(caseFoldedRoute(route), `the API page of ${api.name}`);
      pages.push({
        generated: 'api',
        file: configFile,
        contentPath: `${route.slice(1, -1)}.md`,
        route,
        productId: source.product,
        productCategoryId: product?.category ?? null,
        frontMatter: { title: `${api.name} API` },
        body: apiPageMarkdown(api, context),
        lineOffset: 0,
      });
    }
  }
  return { pages, diagnostics };
}

/**
 * Each product's manifest with a "Component API" group of its API pages at the end, unless it
 * lists some of them itself (then it lists them where it wants: the others are unlisted pages).
 * A manifest shared by two products gets both groups.
 */
export function withApiNav(manifests: ReadonlyMap<string, Manifest>, config: SiteConfig, sources: readonly ApiSourceResult[], pages: readonly SourcePage[]): Map<string, Manifest> {
  const result = new Map(manifests);
  const made = new Set(pages.map((page) => page.route));
  for (const source of sources) {
    const manifestPath = config.products.find((product) => product.id === source.product)?.manifest;
    const manifest = manifestPath ? result.get(manifestPath) : undefined;
    if (!manifest || !manifestPath) continue;
    const routes = source.components.map(({ route }) => route).filter((route) => made.has(route));
    const listed = new Set([...walkItems(manifest.items)].filter((item) => !isExternalLink(item.pathname)).map((item) => normalizeRoute(item.pathname)));
    if (routes.length === 0 || routes.some((route) => listed.has(route))) continue;
    const place = `[generated ${API_NAV_TITLE} of api[${source.index}]]`;
    const children: ManifestItem[] = source.components
      .filter(({ route }) => made.has(route))
      .map(({ api, route }) => ({ pathname: route, title: api.name, place, line: 0 }));
    const groupPath = normalizeRoute(`${commonPrefix(routes)}`);
    result.set(manifestPath, { ...manifest, items: [...manifest.items, { pathname: groupPath === '/' ? `/${source.product}/api/` : groupPath, title: API_NAV_TITLE, children, place, line: 0 }] });
  }
  return result;
}

/** The folder all the routes share (`/material-ui/api/`). */
function commonPrefix(routes: readonly string[]): string {
  const split = routes.map((route) => route.split('/').filter(Boolean).slice(0, -1));
  const first = split[0] ?? [];
  let length = first.length;
  for (const segments of split) while (length > 0 && segments.slice(0, length).join('/') !== first.slice(0, length).join('/')) length--;
  return `/${first.slice(0, length).join('/')}/`;
}
