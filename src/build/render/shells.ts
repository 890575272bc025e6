import type { ProductConfig } from '../config/schema.js';
import type { Manifest } from '../manifest/types.js';
import { buildNavModel, type ProductNav } from '../manifest/navModel.js';
import type { SiteModel } from '../site/loadSite.js';
import type { SourcePage } from '../site/readPages.js';
import { effectiveDefaultNav } from '../site/defaultNav.js';
import { apiNavTitles } from '../site/apiPages.js';
import { productFromRoute } from '../util/products.js';
import { externalHref, externalRouteOf } from '../util/externalRoutes.js';
import { externalProductPrefixes, externalRoutesOf, isOwnProduct, ownProducts } from '../config/externalRoutes.js';
import { isExternalLink, normalizeRoute, withBase } from '../util/routes.js';
import type { Theme } from '@mui/material/styles';
import type { NavNode, ProductSummary } from '../../shared/types.js';
import { renderIconSvg } from './icons.js';
import type { ShellLabels } from '../util/labels.js';
import { sideNavRenderer } from './navHtml.js';
import { renderProductHeader } from './productHeader.js';
import { searchEnabled } from '../config/searchEnabled.js';

/** What is shared by every page of one product (or by the pages outside any product). */
export interface Shell {
  product: ProductConfig | undefined;
  headerHtml: string;
  headerStyles: string;
  nav: ShellNav | undefined;
}

/** A product's side navigation: its model, and where the browser finds it as data (a wide level). */
export interface ShellNav {
  model: ProductNav;
  dataHref?: string;
}

/** The headers and side navigation of a site, made from its manifests: data, given as it is to render workers. */
export interface Navigation {
  /** Each product's shell, by its id. */
  shells: ReadonlyMap<string, Shell>;
  /** The shell of pages outside any product. */
  siteShell: Shell;
  /** The nav of pages outside any product: every product's first page, then the default links. */
  defaultNavNodes: NavNode[];
  /** Every configured product's name, logo and first page (the header's switcher, the home page's list). */
  products: ProductSummary[];
  /** The header's global CSS (the same for every header). */
  globalCss: string;
  /** Equal for two navigations whose headers are the same (the products' names, logos, first pages). */
  headerKey: string;
}

export interface NavigationInput {
  site: SiteModel;
  manifests: ReadonlyMap<string, Manifest>;
  labels: ShellLabels;
  theme: Theme;
  base: string;
  /** A product's logo as inline SVG or an asset URL. */
  readLogo(product: ProductConfig): string | undefined;
  /** Writes a content-hashed asset (`name` under `_docsgen/`) and gives its URL: a product's nav data. */
  writeAsset?(name: string, content: string): string;
}

/**
 * One navigation model per manifest (shared by the products that list it) and one rendered
 * header per product: made once and reused by every page.
 */
export function createNavigation({ site, manifests, labels, theme, base, readLogo, writeAsset }: NavigationInput): Navigation {
  const { config, dictionary } = site;
  const navByManifest = new Map<string, Shell['nav']>();
  const externals = externalRoutesOf(config);
  const apiTitles = apiNavTitles(site.api);
  for (const [manifestPath, manifest] of manifests) {
    const model = buildNavModel({ items: manifest.items, dictionary, routes: site.routes, base, renderIcon: renderIconSvg, externals, apiTitles });
    // The tree as data for the browser, when a level is wide enough for pages to show part of it.
    const navData = writeAsset && sideNavRenderer(model, labels.nav).navData();
    const dataHref = navData ? writeAsset(`nav/${navDataName(config.products, manifestPath)}.json`, navData) : undefined;
    navByManifest.set(manifestPath, { model, ...(dataHref ? { dataHref } : {}) });
  }

  const productSummaries: ProductSummary[] = config.products.map((product) => {
    const logo = readLogo(product);
    if (!isOwnProduct(product)) {
      // Deployed elsewhere: the menu links to its first route, where the other build serves it.
      const route = externalProductPrefixes(product)[0]!;
      const href = externalHref(route, { prefix: route, url: product.url }, base);
      return { id: product.id, name: product.name, href, ...(logo ? { logo } : {}) };
    }
    const nav = navByManifest.get(product.manifest);
    // A shared manifest (MUI X, Toolpad) lists several products: each starts at its own first page.
    const ownFirst = nav?.model.order.find((index) => productFromRoute(nav.model.nodes[index]!.route ?? '', ownProducts(config)).productId === product.id);
    const firstOrdered = ownFirst ?? nav?.model.order[0];
    const href = firstOrdered === undefined ? undefined : nav?.model.nodes[firstOrdered]!.node.href;
    return { id: product.id, name: product.name, ...(href ? { href } : {}), ...(logo ? { logo } : {}) };
  });

  let globalCss = '';
  const makeShell = (product: ProductConfig | undefined, summary: ProductSummary | undefined): Shell => {
    const header = renderProductHeader(theme, {
      product: summary,
      products: productSummaries,
      siteTitle: config.title,
      homeHref: withBase(base, '/'),
      versions: product?.versions ?? [],
      versionsHref: withBase(base, '/versions/'),
      labels: labels.header,
      search: searchEnabled(config),
    });
    globalCss ||= header.globalCss;
    return {
      product,
      headerHtml: header.html,
      headerStyles: header.styleTags,
      nav: product?.manifest === undefined ? undefined : navByManifest.get(product.manifest),
    };
  };
  const shells = new Map(config.products.map((product, index) => [product.id, makeShell(product, productSummaries[index])]));
  const siteShell = makeShell(undefined, undefined);

  const defaultNavHref = (route: string) => {
    const elsewhere = externalRouteOf(route, externals);
    return elsewhere ? externalHref(route, elsewhere, base) : withBase(base, route);
  };
  const defaultNavNodes: NavNode[] = [
    ...productSummaries.filter((summary) => summary.href).map((summary) => ({ title: summary.name, href: summary.href! })),
    ...effectiveDefaultNav(config, site.routes).map((link) =>
      isExternalLink(link.pathname)
        ? { title: link.title ?? link.pathname, href: link.pathname, external: true }
        : { title: link.title ?? link.pathname, href: defaultNavHref(normalizeRoute(link.pathname)) },
    ),
  ];

  return { shells, siteShell, defaultNavNodes, products: productSummaries, globalCss, headerKey: JSON.stringify(productSummaries) };
}

/** The shell of a page: its product's, else that of the first product of its category, else the site's. */
export function shellOf(navigation: Navigation, products: readonly ProductConfig[], page: Pick<SourcePage, 'productId' | 'productCategoryId'>): Shell {
  const byId = page.productId ? navigation.shells.get(page.productId) : undefined;
  if (byId) return byId;
  const byCategory = products.find((product) => product.category && product.category === page.productCategoryId);
  return (byCategory && navigation.shells.get(byCategory.id)) ?? navigation.siteShell;
}

/** The nav data file of a manifest is named after the first product using it. */
function navDataName(products: readonly ProductConfig[], manifestPath: string): string {
  return (products.find((product) => product.manifest === manifestPath)?.id ?? 'nav').replace(/[^\w-]/g, '-');
}
