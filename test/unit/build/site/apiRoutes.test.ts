import { describe, expect, it } from 'vitest';
import { hookPageMarkdown, tabPageMarkdown } from '../../../../src/build/api/apiMarkdown.js';
import { apiWords } from '../../../../src/build/api/apiWords.js';
import type { ApiSourceResult, ComponentApi, HookApi } from '../../../../src/build/api/types.js';
import { configSchema, type SiteConfig } from '../../../../src/build/config/schema.js';
import { checkManifest } from '../../../../src/build/manifest/checkManifest.js';
import { buildNavModel } from '../../../../src/build/manifest/navModel.js';
import { navTitle } from '../../../../src/build/manifest/titles.js';
import { validateManifestShape } from '../../../../src/build/manifest/validateShape.js';
import { apiNavTitles, apiSourcePages, checkApiTabAnchors } from '../../../../src/build/site/apiPages.js';
import { placeApiTabs } from '../../../../src/build/site/apiPlacement.js';
import { checkListed } from '../../../../src/build/site/checkListed.js';
import { readComponentPage } from '../../../../src/build/site/componentPage.js';
import { apiRouteResolver } from '../../../../src/build/site/componentSections.js';
import type { SourcePage } from '../../../../src/build/site/readPages.js';
import { splitPathname } from '../../../../src/build/util/routes.js';
import { apiTabsHtml } from '../../../../src/build/render/apiTabs.js';

const component = (name: string): ComponentApi => ({
  name,
  imports: [`import { ${name} } from '@mui/base';`],
  props: { disabled: { type: 'boolean', default: 'false', description: 'If `true`, it is disabled.' } },
  classes: [],
  demos: [],
});
const hook = (name: string): HookApi => ({
  name,
  imports: [`import { ${name} } from '@mui/base';`],
  parameters: { disabled: { type: 'boolean', default: 'false', description: 'If `true`, it is disabled.' } },
  returnValue: { active: { type: 'boolean', required: true, description: 'If `true`, it is pressed.' } },
  returnType: 'UseButtonReturnValue',
  demos: [],
});

/** A markdown page of the product with the front matter `components:` / `hooks:` lists. */
function page(route: string, title: string, components: string, hooks?: string): SourcePage {
  const data = { components, ...(hooks ? { hooks } : {}) };
  return {
    file: `content${route.slice(0, -1)}.md`,
    contentPath: `${route.slice(1, -1)}.md`,
    route,
    productId: 'base-ui',
    productCategoryId: null,
    frontMatter: data,
    body: `# ${title}\n\nText.\n`,
    lineOffset: 4,
    componentPage: readComponentPage(data, '', 'x.md').page!,
  };
}

const base = (entry: Record<string, unknown>): SiteConfig =>
  configSchema.parse({ products: [{ id: 'base-ui', name: 'Base UI', manifest: 'pages.json' }], api: [{ product: 'base-ui', package: '@mui/base', ...entry }] });

const source = (names: string[], hooks: string[] = []): ApiSourceResult => ({
  index: 0,
  product: 'base-ui',
  route: '/base-ui/api/',
  components: names.map((name) => ({ api: component(name), route: `/base-ui/api/${name.toLowerCase()}/` })),
  hooks: hooks.map((name) => ({ api: hook(name), route: `/base-ui/api/${name.toLowerCase()}/` })),
});

const pages = [
  page('/base-ui/react-button/', 'Button', 'Button', 'useButton'),
  page('/base-ui/react-menu/', 'Menu', 'Menu, MenuItem', 'useMenuItem'),
  page('/base-ui/react-number-input/', 'Number Input', 'NumberInput', 'useNumberInput'),
];
const extracted = source(
  ['Button', 'Menu', 'MenuItem', 'Unstable_NumberInput', 'Portal'],
  ['useButton', 'useMenuItem', 'unstable_useNumberInput', 'useSnackbar'],
);

describe("layout 'tabs': components and hooks on the tabs of the pages that list them", () => {
  it('places each on the first page listing it, at #<kebab-name>, an unstable export by its name without the prefix', () => {
    const [placed] = placeApiTabs([extracted], base({ layout: 'tabs' }), pages);
    const where = [...placed!.components, ...placed!.hooks!].map(({ api, route, anchor }) => `${api.name} ${route}${anchor ? `#${anchor}` : ''}`);
    expect(where).toEqual([
      'Button /base-ui/react-button/components-api/#button',
      'Menu /base-ui/react-menu/components-api/#menu',
      'MenuItem /base-ui/react-menu/components-api/#menu-item',
      'Unstable_NumberInput /base-ui/react-number-input/components-api/#number-input',
      // No page lists Portal: it keeps a page of its own.
      'Portal /base-ui/api/portal/',
      'useButton /base-ui/react-button/hooks-api/#use-button',
      'useMenuItem /base-ui/react-menu/hooks-api/#use-menu-item',
      'unstable_useNumberInput /base-ui/react-number-input/hooks-api/#use-number-input',
      // `hooks` unset: a hook no page lists has no page.
    ]);
    expect(placed!.tabPages!.map(({ route, names }) => `${route} ${names.join(',')}`)).toEqual([
      '/base-ui/react-button/components-api/ Button',
      '/base-ui/react-button/hooks-api/ useButton',
      '/base-ui/react-menu/components-api/ Menu,MenuItem',
      '/base-ui/react-menu/hooks-api/ useMenuItem',
      '/base-ui/react-number-input/components-api/ Unstable_NumberInput',
      '/base-ui/react-number-input/hooks-api/ unstable_useNumberInput',
    ]);
  });

  it('keeps a page at <route><kebab-name>/ for a hook no page lists when config `hooks` asks for it; `pages` leaves every route as it is', () => {
    const [placed] = placeApiTabs([extracted], base({ layout: 'tabs', hooks: true }), pages);
    expect(placed!.hooks!.find(({ api }) => api.name === 'useSnackbar')).toMatchObject({ route: '/base-ui/api/use-snackbar/' });
    expect(placed!.hooks!.find(({ api }) => api.name === 'useSnackbar')).not.toHaveProperty('anchor');
    const [unchanged] = placeApiTabs([extracted], base({}), pages);
    expect(unchanged).toBe(extracted);
  });

  it('makes one page per tab, listed with its component page, and names each entry on the nav by the library', () => {
    const config = base({ layout: 'tabs' });
    const placed = placeApiTabs([extracted], config, pages);
    const made = apiSourcePages(placed, config, 'docsgen.config.json', new Map(pages.map((entry) => [entry.route, entry.file])), {});
    expect(made.diagnostics).toEqual([]);
    expect(made.pages.map(({ route, tabOf }) => `${route} ${tabOf ?? '-'}`)).toEqual([
      '/base-ui/api/portal/ -',
      '/base-ui/react-button/components-api/ /base-ui/react-button/',
      '/base-ui/react-button/hooks-api/ /base-ui/react-button/',
      '/base-ui/react-menu/components-api/ /base-ui/react-menu/',
      '/base-ui/react-menu/hooks-api/ /base-ui/react-menu/',
      '/base-ui/react-number-input/components-api/ /base-ui/react-number-input/',
      '/base-ui/react-number-input/hooks-api/ /base-ui/react-number-input/',
    ]);
    // A tab of a listed page is listed; a page of its own is not.
    const manifest = validateManifestShape([{ pathname: '/base-ui/react-button' }, { pathname: '/base-ui/react-menu' }], 'pages.json', () => 0);
    const unlisted = checkListed(made.pages, [{ file: 'pages.json', items: manifest.items, inputs: [] }], []).map(({ message }) => message);
    expect(unlisted).toEqual([
      'The page /base-ui/api/portal/ is in no navigation manifest',
      'The page /base-ui/react-number-input/components-api/ is in no navigation manifest',
      'The page /base-ui/react-number-input/hooks-api/ is in no navigation manifest',
    ]);
    const titles = apiNavTitles(placed);
    expect(titles.get('/base-ui/react-menu/components-api/#menu-item')).toBe('MenuItem');
    expect(titles.get('/base-ui/react-number-input/hooks-api/#use-number-input')).toBe('unstable_useNumberInput');
    expect(titles.get('/base-ui/api/portal/')).toBe('Portal');
  });

  it('checks the #anchor of a manifest item linking a tab against its sections', () => {
    const placed = placeApiTabs([extracted], base({ layout: 'tabs' }), pages);
    const items = validateManifestShape(
      [
        { pathname: '/base-ui/react-menu/components-api/#menu-item' },
        { pathname: '/base-ui/react-menu/components-api/#menu-item-prop-disabled' },
        { pathname: '/base-ui/react-menu/components-api/#menuitem' },
      ],
      'pages.json',
      () => 3,
    ).items;
    const diagnostics = checkApiTabAnchors([{ file: 'pages.json', items, inputs: [] }], placed);
    expect(diagnostics.map(({ code, message, line }) => ({ code, message, line }))).toEqual([
      {
        code: 'broken-anchor',
        message:
          'pages.json: [2] links to /base-ui/react-menu/components-api/#menuitem, but /base-ui/react-menu/components-api/ has no section "menuitem" (it documents #menu, #menu-item)',
        line: 3,
      },
    ]);
  });

  it("links a component page's API list to its own tabs", () => {
    const routes = new Set(['/base-ui/react-button/components-api/', '/base-ui/react-button/hooks-api/']);
    const routeOf = apiRouteResolver(base({ layout: 'tabs' }), routes);
    expect(routeOf('Button', { route: '/base-ui/react-button/', productId: 'base-ui' })).toBe('/base-ui/react-button/components-api/#button');
    expect(routeOf('useButton', { route: '/base-ui/react-button/', productId: 'base-ui' })).toBe('/base-ui/react-button/hooks-api/#use-button');
    expect(apiRouteResolver(base({}), routes)('Button', { route: '/base-ui/react-button/', productId: 'base-ui' })).toBeUndefined();
  });
});

describe('the markdown of hook pages and tab pages', () => {
  const words = apiWords({}, 'neutral');
  const context = { routeOf: () => undefined, rewriteLink: (href: string) => href };

  it('a hook page: Import, Parameters with defaults, Return value without, each row anchored', () => {
    const markdown = hookPageMarkdown(hook('useButton'), context, words);
    expect(markdown.match(/^#+ .*/gm)).toEqual(['# useButton API', '## Import', '## Parameters', '## Return value']);
    expect(markdown).toContain('API reference for the useButton hook: its parameters and return value.');
    expect(markdown).toMatch(/id="parameter-disabled".*`disabled` \| `boolean` \| `false` \| If `true`, it is disabled\. \|/);
    expect(markdown).toContain('It returns `UseButtonReturnValue`.');
    expect(markdown).toMatch(/id="return-active".*`active`<abbr title="required">\*<\/abbr> \| `boolean` \| If `true`, it is pressed\. \|/);
    const none = hookPageMarkdown(
      { ...hook('useFormControlContext'), parameters: {}, returnValue: {}, returnType: 'FormControlState | undefined' },
      context,
      words,
    );
    expect(none).toContain('This hook takes no parameters.');
    expect(none).toContain('It returns `FormControlState | undefined`.');
  });

  it('a tab page: the tabs as links, one h2 per entry reached at its anchor, rows prefixed by it', () => {
    const markdown = tabPageMarkdown(
      {
        tab: 'components',
        pageTitle: 'Menu',
        pageRoute: '/base-ui/react-menu/',
        tabs: { components: '/base-ui/react-menu/components-api/', hooks: '/base-ui/react-menu/hooks-api/' },
        entries: [
          { kind: 'component', api: component('Menu'), anchor: 'menu' },
          { kind: 'component', api: component('MenuItem'), anchor: 'menu-item' },
        ],
      },
      context,
      words,
    );
    expect(markdown).toContain('[Demos](/base-ui/react-menu/) · **Components API** · [Hooks API](/base-ui/react-menu/hooks-api/)');
    // `## Menu` has the id menu already; MenuItem's heading would be #menuitem: the anchor is in it.
    expect(markdown).toMatch(/^## Menu$/m);
    expect(markdown).toMatch(/^## <span id="menu-item"[^>]*><\/span>MenuItem$/m);
    expect(markdown).toContain('id="menu-item-prop-disabled"');
    expect(markdown.match(/^### .*/gm)).toEqual(['### Import', '### Props', '### Import', '### Props']);
  });
});

describe("a component page's row of tabs", () => {
  it('links the tabs it has under the base path, the demos current; none without tabs', () => {
    expect(apiTabsHtml({ apiTabs: { components: '/base-ui/react-button/components-api/', hooks: '/base-ui/react-button/hooks-api/' } }, '/docs/', {})).toBe(
      '<p class="docsgen-api-tabs"><strong aria-current="page">Demos</strong> · <a href="/docs/base-ui/react-button/components-api/">Components API</a> · <a href="/docs/base-ui/react-button/hooks-api/">Hooks API</a></p>',
    );
    expect(apiTabsHtml({ apiTabs: { hooks: '/base-ui/react-x/hooks-api/' } }, '/', { apiPage: { hooksTab: 'Hooks & more' } })).toBe(
      '<p class="docsgen-api-tabs"><strong aria-current="page">Demos</strong> · <a href="/base-ui/react-x/hooks-api/">Hooks &amp; more</a></p>',
    );
    expect(apiTabsHtml({}, '/', {})).toBeUndefined();
  });
});

describe('manifest items with an #anchor and nav titles of API pages', () => {
  it('splits a pathname into its route and anchor', () => {
    expect(splitPathname('/base-ui/react-button/components-api/#button')).toEqual({ route: '/base-ui/react-button/components-api/', hash: '#button' });
    expect(splitPathname('/material-ui/api/button-base')).toEqual({ route: '/material-ui/api/button-base/', hash: '' });
  });

  it('an item linking a section of a page is valid; two anchors of one page are two items, the same one twice a duplicate', () => {
    const items = validateManifestShape(
      [
        { pathname: '/base-ui/react-menu/components-api/#menu', title: 'Menu' },
        { pathname: '/base-ui/react-menu/components-api/#menu-item', title: 'MenuItem' },
        { pathname: '/base-ui/react-menu/components-api/#menu', title: 'Again' },
        { pathname: '/base-ui/react-gone/components-api/#gone', title: 'Gone' },
      ],
      'pages.json',
      () => 1,
    ).items;
    const codes = checkManifest({ file: 'pages.json', items, inputs: [] }, new Set(['/base-ui/react-menu/components-api/'])).map(
      ({ code, message }) => `${code} ${message}`,
    );
    expect(codes).toEqual([
      'duplicate-pathname Duplicated pathname /base-ui/react-menu/components-api/#menu in pages (pages.json: [0] and [2])',
      'missing-page pages.json: [3] links to /base-ui/react-gone/components-api/#gone, which has no page',
    ]);
  });

  it('titles an item without a title by the API page it links: the name as the library writes it', () => {
    expect(navTitle({ pathname: '/material-ui/api/button-base' }, {}, 'ButtonBase')).toBe('ButtonBase');
    expect(navTitle({ pathname: '/material-ui/api/button-base' }, {})).toBe('Button base');
    expect(navTitle({ pathname: '/material-ui/api/button-base', title: 'Base' }, {}, 'ButtonBase')).toBe('Base');
    expect(navTitle({ pathname: '/material-ui/api/button-base' }, { pages: { '/material-ui/api/button-base': 'Basis' } }, 'ButtonBase')).toBe('Basis');
    const items = validateManifestShape(
      [{ pathname: '/material-ui/api/button-base' }, { pathname: '/base-ui/react-menu/components-api/#menu-item' }, { pathname: '/material-ui/react-button' }],
      'pages.json',
      () => 0,
    ).items;
    const nav = buildNavModel({
      items,
      dictionary: {},
      routes: new Set(['/material-ui/api/button-base/', '/base-ui/react-menu/components-api/', '/material-ui/react-button/']),
      base: '/docs/',
      renderIcon: () => undefined,
      apiTitles: new Map([
        ['/material-ui/api/button-base/', 'ButtonBase'],
        ['/base-ui/react-menu/components-api/#menu-item', 'MenuItem'],
      ]),
    });
    expect(nav.roots.map((index) => nav.nodes[index]!.node)).toEqual([
      { title: 'ButtonBase', href: '/docs/material-ui/api/button-base/' },
      { title: 'MenuItem', href: '/docs/base-ui/react-menu/components-api/#menu-item' },
      { title: 'Button', href: '/docs/material-ui/react-button/' },
    ]);
  });
});
