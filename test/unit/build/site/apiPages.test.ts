import { describe, expect, it } from 'vitest';
import { apiSourcePages, withApiNav } from '../../../../src/build/site/apiPages.js';
import type { ApiSourceResult, ComponentApi } from '../../../../src/build/api/types.js';
import { configSchema } from '../../../../src/build/config/schema.js';
import type { Manifest } from '../../../../src/build/manifest/types.js';

const config = configSchema.parse({ products: [{ id: 'material-ui', name: 'Material UI', manifest: 'pages.json' }] });
const component = (name: string, description = ''): ComponentApi => ({
  name,
  imports: [`import { ${name} } from '@mui/material';`],
  props: { size: { type: "'small' | 'large'", description } },
  classes: [],
  demos: [],
});
const source: ApiSourceResult = {
  index: 0,
  product: 'material-ui',
  route: '/material-ui/api/',
  docsOrigin: 'https://mui.com',
  components: [
    {
      api: {
        ...component(
          'Button',
          'See [sizes](https://mui.com/material-ui/react-button/#sizes), [transitions](/material-ui/transitions/) and [ButtonBase](https://mui.com/material-ui/api/button-base/).',
        ),
        inheritance: { component: 'ButtonBase' },
      },
      route: '/material-ui/api/button/',
    },
    { api: component('ButtonBase'), route: '/material-ui/api/button-base/' },
  ],
};
const manifest = (items: Manifest['items']): Map<string, Manifest> => new Map([['pages.json', { file: 'pages.json', items, inputs: [] }]]);
const item = (pathname: string, extra: Partial<Manifest['items'][number]> = {}) => ({ pathname, place: '[0]', line: 1, ...extra });

describe('API pages in the site', () => {
  it('makes one page per component; links to pages of the site become local, other root-relative ones go to the package homepage', () => {
    const { pages, diagnostics } = apiSourcePages(
      [source],
      config,
      'docsgen.config.json',
      new Map([['/material-ui/react-button/', 'content/material-ui/react-button.md']]),
      {},
    );
    expect(diagnostics).toEqual([]);
    expect(pages.map((page) => [page.route, page.generated, page.productId, page.contentPath])).toEqual([
      ['/material-ui/api/button/', 'api', 'material-ui', 'material-ui/api/button.md'],
      ['/material-ui/api/button-base/', 'api', 'material-ui', 'material-ui/api/button-base.md'],
    ]);
    const body = pages[0]!.body;
    expect(body).toContain(
      'See [sizes](/material-ui/react-button/#sizes), [transitions](https://mui.com/material-ui/transitions/) and [ButtonBase](/material-ui/api/button-base/).',
    );
    expect(body).toContain('Props of the [ButtonBase](/material-ui/api/button-base/) component are also available.');
    expect(body).toContain(
      `| <span id="prop-size" style="scroll-margin-top:calc(var(--docsgen-header-height) + 16px)"></span>\`size\` | \`'small' \\| 'large'\` | – |`,
    );
  });

  it('refuses an API page on the route of another page', () => {
    const { pages, diagnostics } = apiSourcePages(
      [source],
      config,
      'docsgen.config.json',
      new Map([['/material-ui/api/button/', 'content/material-ui/api/button.md']]),
      {},
    );
    expect(pages.map((page) => page.route)).toEqual(['/material-ui/api/button-base/']);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'duplicate-route',
        message: 'The API page of Button (config "api[0]") has the route /material-ui/api/button/, which content/material-ui/api/button.md has too',
      }),
    ]);
  });

  it('puts the pages in the place the manifest keeps for them, else in a Component API group at its end, else leaves a manifest that lists them alone', () => {
    const { pages } = apiSourcePages([source], config, 'c', new Map(), {});
    const titles = (manifests: Map<string, Manifest>) =>
      JSON.parse(JSON.stringify(manifests.get('pages.json')!.items, ['pathname', 'title', 'children'])) as unknown;

    const placed = withApiNav(
      manifest([item('/material-ui/group', { children: [item('/material-ui/api', { title: 'APIs' })] }), item('/material-ui/last')]),
      config,
      [source],
      pages,
    );
    expect(titles(placed)).toEqual([
      {
        pathname: '/material-ui/group',
        children: [
          {
            pathname: '/material-ui/api',
            title: 'APIs',
            children: [
              { pathname: '/material-ui/api/button/', title: 'Button' },
              { pathname: '/material-ui/api/button-base/', title: 'ButtonBase' },
            ],
          },
        ],
      },
      { pathname: '/material-ui/last' },
    ]);

    const appended = withApiNav(manifest([item('/material-ui/first')]), config, [source], pages);
    expect(titles(appended)).toEqual([
      { pathname: '/material-ui/first' },
      {
        pathname: '/material-ui/api/',
        title: 'Component API',
        children: [
          { pathname: '/material-ui/api/button/', title: 'Button' },
          { pathname: '/material-ui/api/button-base/', title: 'ButtonBase' },
        ],
      },
    ]);

    const listed = manifest([item('/material-ui/api/button')]);
    expect(withApiNav(listed, config, [source], pages).get('pages.json')).toBe(listed.get('pages.json'));
  });
});
