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

  it('says nothing without routes served elsewhere', () => {
    expect(pagesElsewhere([{ file: 'a.md', route: '/toolpad/' }], [])).toEqual([]);
  });
});
