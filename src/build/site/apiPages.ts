import type { SiteConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { walkItems } from '../manifest/checkManifest.js';
import type { Manifest, ManifestItem } from '../manifest/types.js';
import { caseFoldedRoute } from '../util/routeProblems.js';
import type { SourcePage } from './readPages.js';
import { isExternalLink, normalizeRoute } from '../util/routes.js';
import { apiPageMarkdown, type PageContext } from '../api/apiMarkdown.js';
import { apiWords } from '../api/apiWords.js';
import type { Dictionary } from '../../shared/types.js';
import type { DemoIndex } from '../demos/demoIndex.js';
import { demoLinks, frontMatterDemoLinks } from './apiDemoLinks.js';
import type { ApiSourceResult } from '../api/types.js';

/** The title of the nav group the API pages of a product join when its manifest lists none of them. */
export const API_NAV_TITLE = 'Component API';

/**
 * The sources with each component's demos filled in: the pages of its product whose front matter
 * `components:` names it, when the product's pages name their components so (as MUI's do); else
 * the pages whose demos import it from its package (or entry). Done once, by the build's main
 * thread; workers are given the result.
 */
export function linkApiDemos(contentDir: string, sources: readonly ApiSourceResult[], pages: readonly SourcePage[], demos: DemoIndex): ApiSourceResult[] {
  return sources.map((source) => {
    if (source.demosLinked) return source;
    const declared = frontMatterDemoLinks(pages, source.product);
    if (declared) {
      return {
        ...source,
        demosLinked: true,
        components: source.components.map((component) => ({ ...component, api: { ...component.api, demos: declared.get(component.api.name) ?? [] } })),
      };
    }
    const importPaths = [
      ...new Set(
        source.components.flatMap(({ api }) =>
          api.imports
            .map((line) => /from '([^']+)'/.exec(line)?.[1] ?? '')
            .filter(Boolean)
            .map((from) => from.replace(new RegExp(`/${api.name}$`), '')),
        ),
      ),
    ];
    const links = demoLinks(contentDir, pages, importPaths, demos);
    return {
      ...source,
      demosLinked: true,
      components: source.components.map((component) => ({ ...component, api: { ...component.api, demos: links.get(component.api.name) ?? [] } })),
    };
  });
}

/**
 * The link rewriting of a source's descriptions: a link to a page this site has (root-relative,
 * or a URL of the library's docs site) goes to that page; another root-relative link is one of
 * the library's own docs site (`/material-ui/transitions/` in MUI's JSDoc is mui.com's).
 */
function linkRewriter(routes: ReadonlySet<string>, config: SiteConfig, docsOrigin: string | undefined): (href: string) => string {
  const hosts = new Set(['mui.com', ...(docsOrigin ? [new URL(docsOrigin).host] : []), ...(config.siteUrl ? [new URL(config.siteUrl).host] : [])]);
  return (href) => {
    try {
      const url = new URL(href, 'http://relative.invalid');
      const route = normalizeRoute(url.pathname);
      const relative = url.host === 'relative.invalid';
      if ((relative || hosts.has(url.host)) && routes.has(route)) return `${route}${url.hash}`;
      return relative && href.startsWith('/') && docsOrigin ? `${docsOrigin}${href}` : href;
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
  dictionary: Dictionary,
): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const byName = new Map<string, string>();
  for (const source of sources) for (const { api, route } of source.components) if (!byName.has(api.name)) byName.set(api.name, route);
  const allRoutes = new Set([...taken.keys(), ...sources.flatMap((source) => source.components.map(({ route }) => route))]);
  const routeOf = (name: string) => byName.get(name);
  const pages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map([...taken].map(([route, file]) => [caseFoldedRoute(route), file]));
  for (const source of sources) {
    const product = config.products.find((candidate) => candidate.id === source.product);
    const context: PageContext = { routeOf, rewriteLink: linkRewriter(allRoutes, config, source.docsOrigin) };
    const words = apiWords(dictionary, config.api[source.index]?.wording ?? 'neutral');
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
        body: apiPageMarkdown(api, context, words),
        lineOffset: 0,
        ...(api.sourceFile ? { sourceFile: api.sourceFile } : {}),
      });
    }
  }
  return { pages, diagnostics };
}

/** The first item of `items` (depth first) for which `match` holds, replaced by `replace(item)`; undefined when none does. */
function replaceItem(
  items: readonly ManifestItem[],
  match: (item: ManifestItem) => boolean,
  replace: (item: ManifestItem) => ManifestItem,
): ManifestItem[] | undefined {
  for (const [index, item] of items.entries()) {
    if (match(item)) return [...items.slice(0, index), replace(item), ...items.slice(index + 1)];
    const children = item.children && replaceItem(item.children, match, replace);
    if (children) return [...items.slice(0, index), { ...item, children }, ...items.slice(index + 1)];
  }
  return undefined;
}

/**
 * Each product's manifest with its API pages: in the place the manifest keeps for them (an item
 * whose pathname is the source's route, `/material-ui/api`, without children: they become its
 * children), else in a "Component API" group at its end — unless the manifest lists some of
 * them itself (then it lists them where it wants: the others are unlisted pages). A manifest
 * shared by two products gets both.
 */
export function withApiNav(
  manifests: ReadonlyMap<string, Manifest>,
  config: SiteConfig,
  sources: readonly ApiSourceResult[],
  pages: readonly SourcePage[],
): Map<string, Manifest> {
  const result = new Map(manifests);
  const made = new Set(pages.map((page) => page.route));
  for (const source of sources) {
    const manifestPath = config.products.find((product) => product.id === source.product)?.manifest;
    const manifest = manifestPath ? result.get(manifestPath) : undefined;
    if (!manifest || !manifestPath) continue;
    const components = source.components.filter(({ route }) => made.has(route));
    const listed = new Set([...walkItems(manifest.items)].filter((item) => !isExternalLink(item.pathname)).map((item) => normalizeRoute(item.pathname)));
    if (components.length === 0 || components.some(({ route }) => listed.has(route))) continue;
    const place = `[generated ${API_NAV_TITLE} of api[${source.index}]]`;
    const children: ManifestItem[] = components.map(({ api, route }) => ({ pathname: route, title: api.name, place, line: 0 }));
    const kept = replaceItem(
      manifest.items,
      (item) => !isExternalLink(item.pathname) && normalizeRoute(item.pathname) === source.route && (item.children ?? []).length === 0,
      (item) => ({ ...item, title: item.title ?? API_NAV_TITLE, children }),
    );
    const items = kept ?? [...manifest.items, { pathname: source.route, title: API_NAV_TITLE, children, place, line: 0 }];
    result.set(manifestPath, { ...manifest, items });
  }
  return result;
}
