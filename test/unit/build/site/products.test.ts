import { describe, expect, it } from 'vitest';
import { productFromRoute } from '../../../../src/build/site/products.js';

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
