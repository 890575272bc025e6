import type { SiteConfig, ProductConfig } from './schema.js';
import { productRoutePrefixes } from '../util/products.js';
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

/** Every route prefix another build serves: the products deployed elsewhere, then config `externalRoutes`. */
export function externalRoutesOf(config: Pick<SiteConfig, 'products' | 'externalRoutes'>): ExternalRoute[] {
  const ofProducts = config.products
    .filter((product) => product.external === true)
    .flatMap((product) => externalProductPrefixes(product).map((prefix) => ({ prefix, url: product.url, productId: product.id })));
  return [...ofProducts, ...config.externalRoutes.map((prefix) => ({ prefix }))];
}
