import { describe, expect, it } from 'vitest';
import { pagesElsewhere } from '../../../../src/build/site/pagesElsewhere.js';

describe('pagesElsewhere', () => {
  const externals = [{ prefix: '/x/react-charts/', productId: 'x-charts' }, { prefix: '/toolpad/' }];

  it('warns of a page under a prefix another build serves, at its pathname line', () => {
    const pages = [
      { file: 'content/x/react-charts/bars.md', route: '/x/react-charts/bars/' },
      { file: 'content/toolpad/a.md', route: '/toolpad/a/', pathnameLine: 3 },
      { file: 'content/x/react-data-grid.md', route: '/x/react-data-grid/' },
    ];
    expect(pagesElsewhere(pages, externals)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'page-under-external-route',
        file: 'content/x/react-charts/bars.md',
        line: 1,
        message:
          'The page /x/react-charts/bars/ lies under /x/react-charts/, which another build serves on this domain (product "x-charts" ("external": true)): both would write this URL',
      }),
      expect.objectContaining({ file: 'content/toolpad/a.md', line: 3, message: expect.stringContaining('(config "externalRoutes")') }),
    ]);
  });

  it('says how to keep a page under a prefix taken for served elsewhere by default', () => {
    expect(pagesElsewhere([{ file: 'content/x/intro.md', route: '/x/intro/' }], [{ prefix: '/x/', byDefault: true }]).map((d) => d.message)).toEqual([
      'The page /x/intro/ lies under /x/, which another build serves on this domain (by default for a site of MUI\'s products: config "externalRoutes" is not given): both would write this URL (give config "externalRoutes" without /x/, or a product for these pages)',
    ]);
  });

  it('says nothing without routes served elsewhere', () => {
    expect(pagesElsewhere([{ file: 'a.md', route: '/toolpad/' }], [])).toEqual([]);
  });
});
