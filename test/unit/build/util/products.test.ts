import { describe, expect, it } from 'vitest';
import { checkProductsHavePages, productFromRoute } from '../../../../src/build/util/products.js';

describe('productFromRoute: every row of the product table', () => {
  it.each([
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/joy-ui/getting-started/', 'core', 'joy-ui'],
    ['/base-ui/react-switch/', 'core', 'base-ui'],
    ['/system/getting-started/', 'core', 'system'],
    ['/x/react-data-grid/sorting/', 'x', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x', 'x-date-pickers'],
    ['/x/react-charts/', 'x', 'x-charts'],
    ['/toolpad/studio/getting-started/', 'toolpad', 'toolpad-studio'],
    ['/toolpad/core/introduction/', 'toolpad', 'toolpad-core'],
    ['/toolpad/', 'toolpad', 'toolpad-studio'],
    ['/docs/', null, 'docs'],
    ['/versions/', null, 'docs'],
    ['/production-error/', null, 'docs'],
    ['/experiments/docs/callouts/', null, 'docs-infra'],
    ['/blog/', null, null],
  ])('%s → %s / %s', (route, category, id) => {
    expect(productFromRoute(route)).toEqual({ productCategoryId: category, productId: id });
  });

  it('ignores a language prefix', () => {
    expect(productFromRoute('/zh/x/react-data-grid/')).toEqual({ productCategoryId: 'x', productId: 'x-data-grid' });
    expect(productFromRoute('/en/toolpad/core/')).toEqual({ productCategoryId: 'toolpad', productId: 'toolpad-core' });
  });

  it('finds the product of API pages published under /api/', () => {
    expect(productFromRoute('/api/material-ui/button/')).toEqual({ productCategoryId: 'core', productId: 'material-ui' });
  });

  it('gives no product id to an X page outside a react- folder', () => {
    expect(productFromRoute('/x/introduction/')).toEqual({ productCategoryId: 'x', productId: null });
  });
});

describe('productFromRoute: configured products win', () => {
  const products = [{ id: 'acme-ui', category: 'acme' }, { id: 'toolpad', category: 'kits' }, { id: 'material-ui' }, { id: 'orbit' }];

  it('makes any configured id its first segment, with its configured category', () => {
    expect(productFromRoute('/acme-ui/react-rocket/', products)).toEqual({ productCategoryId: 'acme', productId: 'acme-ui' });
    expect(productFromRoute('/zh/acme-ui/', products)).toEqual({ productCategoryId: 'acme', productId: 'acme-ui' });
    expect(productFromRoute('/api/acme-ui/rocket/', products)).toEqual({ productCategoryId: 'acme', productId: 'acme-ui' });
    expect(productFromRoute('/orbit/start/', products)).toEqual({ productCategoryId: null, productId: 'orbit' });
  });

  it('wins over a preset segment', () => {
    expect(productFromRoute('/toolpad/core/introduction/', products)).toEqual({ productCategoryId: 'kits', productId: 'toolpad' });
  });

  it("keeps the preset's category for a preset id configured without one", () => {
    expect(productFromRoute('/material-ui/react-button/', products)).toEqual({ productCategoryId: 'core', productId: 'material-ui' });
  });

  it('falls back to the preset, then to no product', () => {
    expect(productFromRoute('/x/react-data-grid/', products)).toEqual({ productCategoryId: 'x', productId: 'x-data-grid' });
    expect(productFromRoute('/acme-uikit/', products)).toEqual({ productCategoryId: null, productId: null });
    expect(productFromRoute('/', products)).toEqual({ productCategoryId: null, productId: null });
  });
});

describe('checkProductsHavePages', () => {
  const config = '{\n  "products": [\n    { "id": "acme-ui" },\n    { "id": "x-charts" }\n  ]\n}\n';
  it('warns, at the id in the config, of each product no page belongs to, naming where its pages go', () => {
    const products = [
      { id: 'acme-ui', manifest: 'content/acme-ui/pages.json' },
      { id: 'x-charts', manifest: 'content/x/pages.json' },
    ];
    const diagnostics = checkProductsHavePages(products, [{ productId: 'acme-ui', productCategoryId: null }], 'docsgen.config.json', config);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'product-without-pages',
        file: 'docsgen.config.json',
        line: 4,
        column: 0,
        message: 'Product "x-charts" matches no page: its pages must live under /x-charts/ or /x/react-charts/ (its manifest is content/x/pages.json)',
      },
    ]);
  });
});
