import fs from 'node:fs';
import path from 'node:path';
import type { Dictionary } from '../../shared/types.js';
import type { SiteConfig } from '../config/schema.js';
import { error, type Diagnostic, type Severity } from '../util/diagnostics.js';
import { checkListed } from './checkListed.js';
import { checkManifest } from '../manifest/checkManifest.js';
import { loadManifest } from '../manifest/load.js';
import { configPlace } from '../config/places.js';
import { configFilesOutside } from './configFiles.js';
import type { Manifest } from '../manifest/types.js';
import { apiSourcePages, checkApiTabAnchors, withApiNav } from './apiPages.js';
import { linkApiDemos } from './apiDemoLinks.js';
import { placeApiTabs } from './apiPlacement.js';
import { DemoIndex } from '../demos/demoIndex.js';
import type { ApiSourceResult } from '../api/types.js';
import { effectiveDefaultNav } from './defaultNav.js';
import { loadDictionary } from './dictionary.js';
import { generatedHomePage } from './homePage.js';
import { checkProductsHavePages } from '../util/products.js';
import { externalRouteOf } from '../util/externalRoutes.js';
import { pagesElsewhere } from './pagesElsewhere.js';
import { externalRoutesOf, ownProducts } from '../config/externalRoutes.js';
import { readPages, type SourcePage } from './readPages.js';
import { isExternalLink, normalizeRoute, underAny } from '../util/routes.js';
import { outputCollisions } from './outputCollisions.js';
import { configRedirectRules, readRedirectsFiles, resolveRedirects, type Redirect } from './redirects.js';

/** Everything known about a site before any page is rendered. */
export interface SiteModel {
  root: string;
  contentDir: string;
  config: SiteConfig;
  dictionary: Dictionary;
  pages: SourcePage[];
  /** Every page's route, those of pages that could not be read included (see `readPages`). */
  routes: Set<string>;
  /** Page route by its path under the content folder (for `.md` links). */
  routeByContentPath: Map<string, string>;
  /** Manifests by their config path (a manifest shared by two products is loaded once). */
  manifests: Map<string, Manifest>;
  /** The API reference of config `api`, demos linked (its pages are among `pages`). */
  api: ApiSourceResult[];
  /** The demos the pages name, each read once: the index the API pages' demo links, the checks and the pages share. */
  demos: DemoIndex;
  /** Config `redirects` and the `_redirects` file, checked against the routes, chains followed. */
  redirects: Redirect[];
  diagnostics: Diagnostic[];
}

export interface LoadSiteOptions {
  /** How a page that no manifest lists is reported (`--strict` makes it an error). */
  unlistedSeverity?: Severity;
  /** The config file relative to the root, for diagnostics about config values. */
  configFile?: string;
  /** What `extractApi` read of config `api` (extracted once, by the build's main thread): one page per component. */
  api?: readonly ApiSourceResult[];
  /** The routes of the API sources that could not be read (see `ApiExtraction.unreadRoutes`): links and nav items into them are not reported. */
  unreadApiRoutes?: readonly string[];
}

/** Checks each manifest against the pages, and that every page is listed by one (or the default nav). */
export function checkNavigation(
  site: Pick<SiteModel, 'config' | 'pages' | 'routes'>,
  manifests: ReadonlyMap<string, Manifest>,
  unlistedSeverity?: Severity,
  unread: readonly string[] = [],
): Diagnostic[] {
  return [
    ...[...manifests.values()].flatMap((manifest) => checkManifest(manifest, site.routes, externalRoutesOf(site.config), unread)),
    ...checkListed(site.pages, manifests.values(), effectiveDefaultNav(site.config, site.routes), unlistedSeverity),
  ];
}

/**
 * Reads pages, dictionary and manifests, and checks the manifests against the pages.
 *
 * Over 80 lines: the site model's parts in the order each needs the last (pages, API pages, redirects,
 * manifests, navigation checks), each a function of its own file: this is their sequence.
 */
export async function loadSite(root: string, config: SiteConfig, options: LoadSiteOptions = {}): Promise<SiteModel> {
  const contentDir = path.resolve(root, config.contentDir);
  const diagnostics: Diagnostic[] = [];
  const { dictionary, diagnostics: dictionaryDiagnostics } = loadDictionary(root, contentDir);
  diagnostics.push(...dictionaryDiagnostics);
  const { pages, unreadable, diagnostics: pageDiagnostics } = readPages(root, contentDir, ownProducts(config));
  diagnostics.push(...pageDiagnostics);
  const configFile = options.configFile ?? 'docsgen.config';
  const configText = readText(path.resolve(root, configFile));
  diagnostics.push(...pagesElsewhere(pages, externalRoutesOf(config)));
  diagnostics.push(...checkProductsHavePages(ownProducts(config), pages, configFile, configText));
  // Without a content/index.md the site's root lists its products: `/` always exists.
  if (![...pages, ...unreadable].some((page) => page.route === '/')) pages.unshift(generatedHomePage(config, dictionary, configFile, root));
  const demos = new DemoIndex(root);
  // Where each component's and hook's API goes (a page of its own, or a tab of the page that lists it) once the pages are known.
  const api = options.api && options.api.length > 0 ? placeApiTabs(linkApiDemos(contentDir, options.api, pages, demos), config, pages) : [];
  const apiPages = apiSourcePages(
    api,
    config,
    configFile,
    new Map([...pages.map((page) => [page.route, page.file] as const), ...unreadable.map((page) => [page.route, page.contentPath] as const)]),
    dictionary,
  );
  pages.push(...apiPages.pages);
  // A component page links its API tabs.
  for (const tabPage of api.flatMap((source) => source.tabPages ?? [])) {
    const at = pages.findIndex((page) => page.route === tabPage.pageRoute && !page.generated);
    if (at !== -1 && apiPages.pages.some((page) => page.route === tabPage.route))
      pages[at] = { ...pages[at]!, apiTabs: { ...pages[at]!.apiTabs, [tabPage.tab]: tabPage.route } };
  }
  diagnostics.push(...apiPages.diagnostics);
  const collisions = outputCollisions(pages);
  diagnostics.push(...collisions.diagnostics);
  for (const page of collisions.colliding) {
    pages.splice(pages.indexOf(page), 1);
    unreadable.push({ contentPath: page.contentPath, route: page.route });
  }
  // A page that could not be read is still there for links and manifests: its error is enough.
  const routes = new Set([...pages, ...unreadable].map((page) => page.route));
  const routeByContentPath = new Map([...pages, ...unreadable].map((page) => [page.contentPath, page.route]));
  const configSource = { file: configFile, text: configText };
  diagnostics.push(...configFilesOutside(root, config, configSource));
  const redirectsFile = readRedirectsFiles(root);
  const redirects = resolveRedirects([...configRedirectRules(config.redirects, configSource), ...redirectsFile.rules], routes, externalRoutesOf(config));
  diagnostics.push(...redirectsFile.diagnostics, ...redirects.diagnostics);

  const manifests = new Map<string, Manifest>();
  const manifestPaths = [...new Set(ownProducts(config).map((product) => product.manifest))];
  const loaded = await Promise.all(
    manifestPaths.map((manifestPath) => loadManifest(root, manifestPath, config.limits.evaluateMs, configPlace(configSource, 'manifest', manifestPath))),
  );
  manifestPaths.forEach((manifestPath, index) => {
    const result = loaded[index]!;
    diagnostics.push(...result.diagnostics);
    if (result.manifest) manifests.set(manifestPath, result.manifest);
  });
  // API pages join their product's navigation unless its manifest lists them.
  for (const [manifestPath, manifest] of withApiNav(manifests, config, api, apiPages.pages)) manifests.set(manifestPath, manifest);
  diagnostics.push(...checkApiTabAnchors(manifests.values(), api));
  // A product whose manifest could not be loaded has its error: its pages are not "unlisted" too.
  const unloaded = new Set(
    ownProducts(config)
      .filter((product) => !manifests.has(product.manifest))
      .map((product) => product.id),
  );
  const listable = unloaded.size === 0 ? pages : pages.filter((page) => page.productId === null || !unloaded.has(page.productId));
  const unread = options.unreadApiRoutes ?? [];
  diagnostics.push(...checkNavigation({ config, pages: listable, routes }, manifests, options.unlistedSeverity, unread));
  const externals = externalRoutesOf(config);
  for (const link of config.defaultNav ?? []) {
    const route = normalizeRoute(link.pathname);
    if (!isExternalLink(link.pathname) && !routes.has(route) && !externalRouteOf(route, externals) && !underAny(route, unread)) {
      diagnostics.push(error('missing-page', `Config "defaultNav" links to ${link.pathname}, which has no page`, { file: configFile }));
    }
  }
  for (const [name, modulePath] of Object.entries(config.components)) {
    if (!fs.existsSync(path.resolve(root, modulePath))) {
      diagnostics.push(error('component-missing', `Config "components" maps "${name}" to ${modulePath}, which does not exist`, { file: modulePath }));
    }
  }

  return { root, contentDir, config, dictionary, pages, routes, routeByContentPath, manifests, api, demos, redirects: redirects.redirects, diagnostics };
}

/** A file's text, or '' when it cannot be read (for finding a line to point at). */
function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
