import { splitLanguage } from './routes.js';

export interface ProductInfo {
  /** `core`, `x`, `toolpad`, or null where the seed's table says "not shown". */
  productCategoryId: string | null;
  /** `material-ui`, `x-data-grid`, `toolpad-core`, `docs`, `docs-infra`, or null. */
  productId: string | null;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_SEGMENTS = new Set(['docs', 'versions', 'production-error']);

/**
 * The product a URL belongs to, from its first path segment (after a language prefix, and after
 * `/api/` for API pages published there).
 */
export function productFromRoute(pathname: string): ProductInfo {
  const { route } = splitLanguage(pathname);
  if (route.startsWith('/experiments/docs/')) return { productCategoryId: null, productId: 'docs-infra' };

  let segments = route.split('/').filter(Boolean);
  if (segments[0] === 'api' && segments.length > 1) segments = segments.slice(1);
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
  return { productCategoryId: null, productId: null };
}
