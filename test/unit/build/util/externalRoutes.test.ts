import { describe, expect, it } from 'vitest';
import { externalHref, externalRouteOf } from '../../../../src/build/util/externalRoutes.js';
import { defaultExternalRoutes, externalRoutesOf } from '../../../../src/build/config/externalRoutes.js';
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

describe('the default of config externalRoutes', () => {
  const own = (id: string, category?: string) => ({ id, name: id, manifest: `content/${id}/pages.json`, ...(category ? { category } : {}) });
  const site = (products: object[], rest: object = {}) => configSchema.parse({ products, ...rest });

  it('is MUI X’s and Toolpad’s families for a site of MUI’s products that builds none of their pages', () => {
    for (const id of ['material-ui', 'joy-ui', 'base-ui', 'system']) expect(defaultExternalRoutes(site([own(id)]))).toEqual(['/x/', '/toolpad/']);
    const config = site([own('material-ui')]);
    expect(config.externalRoutes).toBeUndefined();
    expect(externalRoutesOf(config)).toEqual([
      { prefix: '/x/', byDefault: true },
      { prefix: '/toolpad/', byDefault: true },
    ]);
    expect(externalRouteOf('/x/react-data-grid/', externalRoutesOf(config))).toEqual({ prefix: '/x/', byDefault: true });
    expect(externalRouteOf('/material-ui/react-button/', externalRoutesOf(config))).toBeUndefined();
    expect(externalRouteOf('/blog/', externalRoutesOf(config))).toBeUndefined();
  });

  it('leaves out a family the site has pages under: by a product’s id or its category', () => {
    expect(defaultExternalRoutes(site([own('material-ui'), own('x-data-grid')]))).toEqual(['/toolpad/']);
    expect(defaultExternalRoutes(site([own('material-ui'), own('toolpad-core')]))).toEqual(['/x/']);
    expect(defaultExternalRoutes(site([own('x-date-pickers'), own('toolpad-studio')]))).toEqual([]);
    expect(defaultExternalRoutes(site([own('material-ui'), own('grid', 'x')]))).toEqual(['/toolpad/']);
    expect(defaultExternalRoutes(site([own('material-ui'), own('x')]))).toEqual(['/toolpad/']);
  });

  it('keeps a family a product deployed elsewhere serves part of, that product’s url winning under its own prefix', () => {
    const config = site([own('material-ui'), { id: 'x-charts', name: 'Charts', external: true, url: 'https://mui.com' }]);
    expect(defaultExternalRoutes(config)).toEqual(['/x/', '/toolpad/']);
    expect(externalRouteOf('/x/react-charts/bars/', externalRoutesOf(config))).toMatchObject({ productId: 'x-charts', url: 'https://mui.com' });
    expect(externalRouteOf('/x/react-tree-view/', externalRoutesOf(config))).toEqual({ prefix: '/x/', byDefault: true });
  });

  it('is nothing for a site of other products: a link into /x/ stays an error there', () => {
    expect(defaultExternalRoutes(site([own('acme-ui')]))).toEqual([]);
    expect(defaultExternalRoutes(site([own('acme-ui'), own('docs')]))).toEqual([]);
    expect(defaultExternalRoutes(site([own('x'), own('toolpad')]))).toEqual([]);
    expect(externalRoutesOf(site([own('acme-ui')]))).toEqual([]);
  });

  it('is replaced by externalRoutes when given: [] turns it off', () => {
    expect(externalRoutesOf(site([own('material-ui')], { externalRoutes: [] }))).toEqual([]);
    expect(externalRoutesOf(site([own('material-ui')], { externalRoutes: ['/blog/'] }))).toEqual([{ prefix: '/blog/' }]);
    expect(externalRoutesOf(site([own('acme-ui')], { externalRoutes: ['/x/'] }))).toEqual([{ prefix: '/x/' }]);
  });
});
