import { describe, expect, it } from 'vitest';
import { twinLinkResolver } from '../../../../src/build/twin/twinUrls.js';

describe('twinLinkResolver with routes another build serves', () => {
  const externals = [{ prefix: '/x/react-charts/', url: 'https://mui.com' }, { prefix: '/toolpad/' }];
  const link = twinLinkResolver({ siteUrl: 'https://docs.example.com', base: '/docs/', externals }, '/x/introduction/', () => undefined);

  it('writes a link into a product with a url at that url, root-relative or relative, keeping query and hash', () => {
    expect(link('/x/react-charts/bars/#stacking', false)).toBe('https://mui.com/x/react-charts/bars/#stacking');
    expect(link('../react-charts/?a=1', false)).toBe('https://mui.com/x/react-charts/?a=1');
  });

  it('keeps other links on this site, under its base', () => {
    expect(link('/toolpad/core/', false)).toBe('https://docs.example.com/docs/toolpad/core/');
    expect(link('/x/react-data-grid/', false)).toBe('https://docs.example.com/docs/x/react-data-grid/');
  });
});
