import type { SiteConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { walkItems } from '../manifest/checkManifest.js';
import type { Manifest, ManifestItem } from '../manifest/types.js';
import { caseFoldedRoute } from '../util/routeProblems.js';
import type { SourcePage } from './readPages.js';
import { isExternalLink, normalizeRoute, pathnameRoute, splitPathname } from '../util/routes.js';
import { apiPageMarkdown, hookPageMarkdown, tabPageMarkdown, type PageContext, type TabEntry, type TabPage } from '../api/apiMarkdown.js';
import { apiSlug } from '../api/kebab.js';
import { apiWords } from '../api/apiWords.js';
import type { Dictionary } from '../../shared/types.js';
import { apiLinePlaces } from './linePlaces.js';
import type { ApiSourceResult } from '../api/types.js';

/** The title of the nav group the API pages of a product join when its manifest lists none of them. */
export const API_NAV_TITLE = 'Component API';

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

/** Where a component's or hook's API is: its page's route, with `#<anchor>` on a tab page. */
export const apiHref = ({ route, anchor }: { route: string; anchor?: string }): string => (anchor ? `${route}#${anchor}` : route);

/** Every documented component and hook of the sources, with where it is (`apiHref`). */
function documented(sources: readonly ApiSourceResult[]): Array<{ name: string; href: string }> {
  return sources.flatMap((source) => [...source.components, ...(source.hooks ?? [])].map((item) => ({ name: item.api.name, href: apiHref(item) })));
}

/**
 * The title a nav item linking an API page reads when the manifest gives it none: the component's
 * or hook's name as the library writes it (`ButtonBase`, not "Button base"), by the item's route
 * (and `#anchor` on a tab page).
 */
export function apiNavTitles(sources: readonly ApiSourceResult[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const { name, href } of documented(sources)) if (!titles.has(href)) titles.set(href, name);
  return titles;
}

/**
 * One source page per documented component and hook, or per tab page; a route another page has is an error.
 *
 * Over 80 lines: the pages of every kind of API source (component, hook, tab page) share the route table that
 * finds two on one route: one function keeps that check in one place.
 */
export function apiSourcePages(
  sources: readonly ApiSourceResult[],
  config: SiteConfig,
  configFile: string,
  taken: ReadonlyMap<string, string>,
  dictionary: Dictionary,
): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const byName = new Map<string, string>();
  for (const { name, href } of documented(sources)) if (!byName.has(name)) byName.set(name, href);
  const allRoutes = new Set([
    ...taken.keys(),
    ...sources.flatMap((source) => [...source.components, ...(source.hooks ?? [])].map(({ route }) => route)),
    ...sources.flatMap((source) => (source.tabPages ?? []).map(({ route }) => route)),
  ]);
  const routeOf = (name: string) => byName.get(name);
  const pages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map([...taken].map(([route, file]) => [caseFoldedRoute(route), file]));
  for (const source of sources) {
    const product = config.products.find((candidate) => candidate.id === source.product);
    const context: PageContext = { routeOf, rewriteLink: linkRewriter(allRoutes, config, source.docsOrigin) };
    const words = apiWords(dictionary, config.api[source.index]?.wording ?? 'neutral');
    const add = (
      route: string,
      what: string,
      title: string,
      body: string,
      sourceFile: string | undefined,
      tabOf?: string,
      linePlaces?: SourcePage['linePlaces'],
    ) => {
      const clash = seen.get(caseFoldedRoute(route));
      if (clash !== undefined) {
        const message = `The API page of ${what} (config "api[${source.index}]") has the route ${route}, which ${clash} has too`;
        diagnostics.push(error('duplicate-route', message, { file: configFile }));
        return;
      }
      seen.set(caseFoldedRoute(route), `the API page of ${what}`);
      pages.push({
        generated: 'api',
        file: configFile,
        contentPath: `${route.slice(1, -1)}.md`,
        route,
        productId: source.product,
        productCategoryId: product?.category ?? null,
        frontMatter: { title },
        body,
        lineOffset: 0,
        ...(sourceFile ? { sourceFile } : {}),
        ...(tabOf ? { tabOf } : {}),
        ...(linePlaces ? { linePlaces } : {}),
      });
    };
    for (const { api, route, anchor } of source.components) {
      if (anchor) continue;
      const body = apiPageMarkdown(api, context, words);
      add(route, api.name, `${api.name} API`, body, api.sourceFile, undefined, apiLinePlaces(body, api));
    }
    for (const { api, route, anchor } of source.hooks ?? []) {
      if (!anchor) add(route, api.name, `${api.name} API`, hookPageMarkdown(api, context, words), api.sourceFile);
    }
    const components = new Map(source.components.map(({ api }) => [api.name, api]));
    const hooks = new Map((source.hooks ?? []).map(({ api }) => [api.name, api]));
    for (const tabPage of source.tabPages ?? []) {
      const entries: TabEntry[] = tabPage.names.flatMap((name): TabEntry[] => {
        const component = tabPage.tab === 'components' ? components.get(name) : undefined;
        const hook = tabPage.tab === 'hooks' ? hooks.get(name) : undefined;
        if (component) return [{ kind: 'component', api: component, anchor: apiSlug(name) }];
        return hook ? [{ kind: 'hook', api: hook, anchor: apiSlug(name) }] : [];
      });
      const tabs = {
        [tabPage.tab]: tabPage.route,
        ...(tabPage.siblingRoute ? { [tabPage.tab === 'components' ? 'hooks' : 'components']: tabPage.siblingRoute } : {}),
      };
      const page: TabPage = { tab: tabPage.tab, pageTitle: tabPage.pageTitle, pageRoute: tabPage.pageRoute, tabs, entries };
      const tabName = tabPage.tab === 'components' ? words.componentsTab : words.hooksTab;
      // Dated and edited by its first entry's source.
      const sourceFile = entries[0]?.api.sourceFile;
      add(
        tabPage.route,
        `${tabPage.pageRoute} (${tabName})`,
        `${tabPage.pageTitle}: ${tabName}`,
        tabPageMarkdown(page, context, words),
        sourceFile,
        tabPage.pageRoute,
      );
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
    const components = [...source.components, ...(source.hooks ?? [])].filter(({ route }) => made.has(route));
    const listed = new Set([...walkItems(manifest.items)].filter((item) => !isExternalLink(item.pathname)).map((item) => pathnameRoute(item.pathname)));
    if (components.length === 0 || components.some(({ route }) => listed.has(route))) continue;
    const place = `[generated ${API_NAV_TITLE} of api[${source.index}]]`;
    const children: ManifestItem[] = components.map((item) => ({ pathname: apiHref(item), title: item.api.name, place, line: 0 }));
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

/**
 * A manifest item linking a section of an API tab (`/base-ui/react-menu/components-api/#menu-item`)
 * must name one the tab has: a section (`#menu-item`) or a row of one (`#menu-item-prop-disabled`).
 */
export function checkApiTabAnchors(manifests: Iterable<Manifest>, sources: readonly ApiSourceResult[]): Diagnostic[] {
  const anchorsByRoute = new Map<string, string[]>();
  for (const source of sources) for (const tabPage of source.tabPages ?? []) anchorsByRoute.set(tabPage.route, tabPage.names.map(apiSlug));
  if (anchorsByRoute.size === 0) return [];
  const diagnostics: Diagnostic[] = [];
  for (const manifest of manifests) {
    for (const item of walkItems(manifest.items)) {
      if (isExternalLink(item.pathname)) continue;
      const { route, hash } = splitPathname(item.pathname);
      const anchors = anchorsByRoute.get(route);
      const id = hash.slice(1);
      if (!anchors || id === '' || anchors.some((anchor) => id === anchor || id.startsWith(`${anchor}-`))) continue;
      const message = `${manifest.file}: ${item.place} links to ${item.pathname}, but ${route} has no section "${id}" (it documents ${anchors.map((anchor) => `#${anchor}`).join(', ')})`;
      diagnostics.push(error('broken-anchor', message, { file: manifest.file, line: item.line }));
    }
  }
  return diagnostics;
}
