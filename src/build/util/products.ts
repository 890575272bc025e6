import { escapeRegExp } from './regExp.js';
import { warning, type Diagnostic } from './diagnostics.js';
import { lineOfText } from './files.js';
import { splitLanguage } from './routes.js';

export interface ProductInfo {
  /** The configured product's category, the preset's (`core`, `x`, `toolpad`), or null. */
  productCategoryId: string | null;
  /** A configured product's id, the preset's (`material-ui`, `x-data-grid`, `docs`, …), or null. */
  productId: string | null;
}

/** What of a configured product decides which pages are its own. */
export interface ConfiguredProduct {
  id: string;
  category?: string | undefined;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_SEGMENTS = new Set(['docs', 'versions', 'production-error']);
const NO_PRODUCT: ProductInfo = { productCategoryId: null, productId: null };

/** The segments a product is looked up by: after a language prefix, and after `/api/` for API pages. */
function routeSegments(pathname: string): { route: string; segments: string[] } {
  const { route } = splitLanguage(pathname);
  let segments = route.split('/').filter(Boolean);
  if (segments[0] === 'api' && segments.length > 1) segments = segments.slice(1);
  return { route, segments };
}

/** The seed's table: MUI's own URL segments and the products they stand for. */
export function presetProduct(pathname: string): ProductInfo {
  const { route, segments } = routeSegments(pathname);
  if (route.startsWith('/experiments/docs/')) return { productCategoryId: null, productId: 'docs-infra' };
  const [first, second] = segments;
  if (first !== undefined && CORE_PRODUCTS.has(first)) return { productCategoryId: 'core', productId: first };
  if (first === 'x') {
    const name = second?.startsWith('react-') ? second.slice('react-'.length) : undefined;
    return { productCategoryId: 'x', productId: name ? `x-${name}` : null };
  }
  if (first === 'toolpad') {
    return { productCategoryId: 'toolpad', productId: second === 'core' ? 'toolpad-core' : 'toolpad-studio' };
  }
  if (first !== undefined && DOCS_SEGMENTS.has(first)) return { productCategoryId: null, productId: 'docs' };
  return NO_PRODUCT;
}

/**
 * The product a URL belongs to. A configured product whose id is the first path segment always
 * wins (`/acme-ui/…` → `acme-ui`, with its configured category); other URLs fall back to the
 * seed's preset table of MUI's segments.
 */
export function productFromRoute(pathname: string, products: readonly ConfiguredProduct[] = []): ProductInfo {
  const first = routeSegments(pathname).segments[0];
  const preset = presetProduct(pathname);
  const configured = first === undefined ? undefined : products.find((product) => product.id === first);
  if (!configured) return preset;
  // A configured id that is also a preset segment (`material-ui`) keeps the preset's category when the config names none.
  const category = configured.category ?? (preset.productId === configured.id ? preset.productCategoryId : null);
  return { productCategoryId: category, productId: configured.id };
}

/** Where the pages of a product may live, for messages: `/acme-ui/`, and the preset's place for MUI's ids. */
export function productRoutePrefixes(id: string): string[] {
  const own = `/${id}/`;
  const preset =
    id === 'docs-infra'
      ? '/experiments/docs/'
      : id === 'toolpad-core'
        ? '/toolpad/core/'
        : id === 'toolpad-studio'
          ? '/toolpad/'
          : id.startsWith('x-')
            ? `/x/react-${id.slice(2)}/`
            : own;
  return preset === own ? [own] : [own, preset];
}

/**
 * A configured product that no page belongs to shows nowhere: its side navigation, version menu
 * and header are never used. Reported at the product's `id` in the config file.
 */
export function checkProductsHavePages(
  products: readonly (ConfiguredProduct & { manifest: string })[],
  pages: readonly ProductInfo[],
  configFile: string,
  configText: string,
): Diagnostic[] {
  const used = new Set(pages.map((page) => page.productId));
  return products
    .filter((product) => !used.has(product.id))
    .map((product) => {
      const places = productRoutePrefixes(product.id).join(' or ');
      const message = `Product "${product.id}" matches no page: its pages must live under ${places} (its manifest is ${product.manifest})`;
      return warning('product-without-pages', message, { file: configFile, line: idLine(configText, product.id) });
    });
}

/** The line of `id: '<id>'` (or `"id": "<id>"`) in the config's text, else 1. */
function idLine(configText: string, id: string): number {
  const escaped = escapeRegExp(id);
  return lineOfText(configText, new RegExp(`["']?id["']?\\s*:\\s*["']${escaped}["']`)) || 1;
}
