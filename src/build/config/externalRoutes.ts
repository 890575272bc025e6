import type { SiteConfig, ProductConfig } from './schema.js';
import { presetProduct, productRoutePrefixes } from '../util/products.js';
import type { ExternalRoute } from '../util/externalRoutes.js';

/** A product this site builds: it has a manifest (a product deployed elsewhere has none). */
export type OwnProduct = ProductConfig & { manifest: string };

export const isOwnProduct = (product: ProductConfig): product is OwnProduct => product.external !== true && product.manifest !== undefined;

/** The site's own products, those with pages and a manifest here. */
export const ownProducts = (config: Pick<SiteConfig, 'products'>): OwnProduct[] => config.products.filter(isOwnProduct);

/** The route prefixes of a product deployed elsewhere: its `routes`, else where its id says its pages live (`/x/react-data-grid/` for `x-data-grid`). */
export function externalProductPrefixes(product: ProductConfig): string[] {
  return product.routes ?? productRoutePrefixes(product.id).reverse();
}

/**
 * The families of MUI's preset whose pages other repositories build into mui.com (MUI X, Toolpad),
 * by their first segment.
 */
export const MUI_FAMILY_PREFIXES = ['/x/', '/toolpad/'] as const;

/** One of MUI's products by the preset (`material-ui`, `joy-ui`, `base-ui`, `system`, `x-…`, `toolpad-…`): its id is the preset's at its place. */
function isMuiProduct(id: string): boolean {
  const preset = presetProduct(productRoutePrefixes(id).at(-1)!);
  return preset.productId === id && preset.productCategoryId !== null;
}

/** Whether a product of the site has pages under a family's prefix: by its id's place (`x-data-grid` → `/x/react-data-grid/`) or its category (`x`). */
function owns(product: OwnProduct, prefix: string): boolean {
  return product.category === prefix.slice(1, -1) || productRoutePrefixes(product.id).some((place) => place.startsWith(prefix));
}

/**
 * What config `externalRoutes` is when not given: for a site of MUI's (a product of the preset),
 * the families no product of the site has pages under (`/x/`, `/toolpad/`), which MUI's other
 * repositories build into the same domain, so MUI's real manifests build as they are. Any other
 * site: none, and a link outside its pages stays an error.
 */
export function defaultExternalRoutes(config: Pick<SiteConfig, 'products'>): string[] {
  if (!config.products.some((product) => isMuiProduct(product.id))) return [];
  const own = ownProducts(config);
  return MUI_FAMILY_PREFIXES.filter((prefix) => !own.some((product) => owns(product, prefix)));
}

/**
 * Every route prefix another build serves: the products deployed elsewhere, then config
 * `externalRoutes` (its default when not given, see defaultExternalRoutes).
 */
export function externalRoutesOf(config: Pick<SiteConfig, 'products' | 'externalRoutes'>): ExternalRoute[] {
  const ofProducts = config.products
    .filter((product) => product.external === true)
    .flatMap((product) => externalProductPrefixes(product).map((prefix) => ({ prefix, url: product.url, productId: product.id })));
  const bare =
    config.externalRoutes === undefined
      ? defaultExternalRoutes(config).map((prefix) => ({ prefix, byDefault: true as const }))
      : config.externalRoutes.map((prefix) => ({ prefix }));
  return [...ofProducts, ...bare];
}
