import { describe, expect, it } from 'vitest';
import { externalHref, externalRouteOf } from '../../../../src/build/util/externalRoutes.js';
import { externalRoutesOf } from '../../../../src/build/config/externalRoutes.js';
import { configSchema } from '../../../../src/build/config/schema.js';

const x = { prefix: '/x/' };
const grid = { prefix: '/x/react-data-grid/', url: 'https://mui.com', productId: 'x-data-grid' };

describe('externalRouteOf', () => {
  it('finds the longest prefix a route lies under, with or without its final slash', () => {
    expect(externalRouteOf('/x/react-data-grid/editing/', [x, grid])).toBe(grid);
    expect(externalRouteOf('/x/react-data-grid', [x, grid])).toBe(grid);
    expect(externalRouteOf('/x/introduction/', [grid, x])).toBe(x);
    expect(externalRouteOf('/x', [x])).toBe(x);
  });

  it('matches whole segments only', () => {
    expect(externalRouteOf('/xylophone/', [x])).toBeUndefined();
    expect(externalRouteOf('/material-ui/x/', [x])).toBeUndefined();
    expect(externalRouteOf('/x/', [])).toBeUndefined();
  });
});

describe('externalHref', () => {
  it('puts a route at the url of the build that serves it, keeping query and hash', () => {
    expect(externalHref('/x/react-data-grid/?a=1#demo', grid, '/')).toBe('https://mui.com/x/react-data-grid/?a=1#demo');
    expect(externalHref('/x/a/', { prefix: '/x/', url: 'https://mui.com/docs/' }, '/')).toBe('https://mui.com/docs/x/a/');
  });

  it('keeps a route without url on this domain, under the base', () => {
    expect(externalHref('/x/a/', x, '/')).toBe('/x/a/');
    expect(externalHref('/x/a/', x, '/docs/')).toBe('/docs/x/a/');
  });
});

describe('externalRoutesOf', () => {
  it('lists the prefixes of products deployed elsewhere (their routes, else where their id says) and externalRoutes', () => {
    const config = configSchema.parse({
      products: [
        { id: 'material-ui', name: 'Material UI', manifest: 'content/material-ui/pages.json' },
        { id: 'x-data-grid', name: 'Data Grid', external: true, url: 'https://mui.com' },
        { id: 'charts', name: 'Charts', external: true, routes: ['/x/react-charts/', '/x/api/charts/'] },
      ],
      externalRoutes: ['/toolpad/'],
    });
    expect(externalRoutesOf(config)).toEqual([
      { prefix: '/x/react-data-grid/', url: 'https://mui.com', productId: 'x-data-grid' },
      { prefix: '/x-data-grid/', url: 'https://mui.com', productId: 'x-data-grid' },
      { prefix: '/x/react-charts/', url: undefined, productId: 'charts' },
      { prefix: '/x/api/charts/', url: undefined, productId: 'charts' },
      { prefix: '/toolpad/' },
    ]);
  });
});
