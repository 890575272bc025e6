import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../../src/build/config/schema.js';

const minimal = { products: [{ id: 'acme-ui', name: 'Acme UI', manifest: 'content/acme-ui/pages.json' }] };
const issues = (config: Record<string, unknown>) => {
  const parsed = configSchema.safeParse({ ...minimal, ...config });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('config schema', () => {
  it('takes head entries as Starlight shapes them, naming the key of a bad one', () => {
    expect(
      issues({
        head: [
          { tag: 'meta', attrs: { name: 'x', content: 'y' } },
          { tag: 'script', content: 'x()' },
        ],
      }),
    ).toEqual([]);
    expect(configSchema.parse({ ...minimal, head: [{ tag: 'link' }] }).head).toEqual([{ tag: 'link', attrs: {} }]);
    const [tag, attribute] = issues({ head: [{ tag: 'div' }, { tag: 'meta', attrs: { 'bad name': 'x' } }] });
    expect(tag).toMatch(/^head\.0\.tag: /);
    expect(attribute).toMatch(/^head\.1\.attrs\.bad name: /);
  });

  it('takes shell slots, an analytics tag URL and markdown plugins with JSON options', () => {
    expect(issues({ slots: { banner: { id: 'v7', content: 'New' }, footer: '<p>x</p>' } })).toEqual([]);
    expect(issues({ slots: { banner: { id: 'has space', content: 'New' } } })).toEqual([
      'slots.banner.id: expected an id of letters, digits, - and _ (change it to show the banner again)',
    ]);
    expect(issues({ analytics: { measurementId: 'G-1', tagUrl: 'ftp://x' } })).toEqual(['analytics.tagUrl: expected an http(s) URL']);
    expect(configSchema.parse({ ...minimal, analytics: { measurementId: 'G-1' } }).analytics).toEqual({
      measurementId: 'G-1',
      tagUrl: 'https://www.googletagmanager.com/gtag/js',
    });
    expect(issues({ markdown: { remarkPlugins: ['remark-x', ['./p.mjs', { a: [1] }]], rehypePlugins: [] } })).toEqual([]);
    expect(issues({ markdown: { remarkPlugins: [42] } })).toHaveLength(1);
  });

  it('takes an absolute http(s) siteUrl and refuses others with the reason', () => {
    expect(issues({ siteUrl: 'https://docs.example.com' })).toEqual([]);
    expect(issues({ siteUrl: 'ftp://docs.example.com' })).toEqual(['siteUrl: "ftp://docs.example.com" must start with https:// or http://']);
    expect(issues({ siteUrl: 'docs.example.com' })).toEqual([
      'siteUrl: "docs.example.com" is not an absolute URL (expected one like https://docs.example.com)',
    ]);
  });

  it('keeps logos, manifests and components inside the site folder', () => {
    expect(issues({ components: { Fine: 'src/Fine.tsx', Up: 'src/../Fine.tsx' } })).toEqual([]);
    expect(issues({ components: { Out: '../x.tsx' } })).toEqual(['components.Out: must be a path inside the site folder, relative to it']);
    expect(issues({ components: { Abs: '/etc/x.js' } })).toEqual(['components.Abs: must be a path inside the site folder, relative to it']);
    expect(issues({ components: { Win: 'C:\\x.js' } })).toEqual(['components.Win: must be a path inside the site folder, relative to it']);
    expect(issues({ products: [{ ...minimal.products[0], manifest: 'content/../../pages.json' }] })).toEqual([
      'products.0.manifest: must be a path inside the site folder, relative to it',
    ]);
  });

  it('takes redirects from a route to a route or an http(s) URL, naming the key of a bad one', () => {
    expect(
      issues({
        redirects: [
          { from: '/old/', to: '/new/#part' },
          { from: '/gone', to: 'https://e.org/', status: 302 },
        ],
      }),
    ).toEqual([]);
    expect(configSchema.parse({ ...minimal, redirects: [{ from: '/old/', to: '/new/' }] }).redirects).toEqual([{ from: '/old/', to: '/new/', status: 301 }]);
    expect(issues({ redirects: [{ from: 'old/', to: 'new/', status: 200 }] })).toEqual([
      'redirects.0.from: must be a route of the site like /old/page/ (starts with /, no ?query or #anchor)',
      'redirects.0.to: must be a route of the site (/new/page/, optionally with #anchor) or an http(s) URL',
      'redirects.0.status: Invalid option: expected one of 301|302|303|307|308',
    ]);
    expect(issues({ redirects: [{ from: '/a/', to: '/b/', code: 301 }] })).toEqual(['redirects.0: Unrecognized key: "code"']);
  });

  it('takes api sources with exactly one of package and entry', () => {
    expect(
      issues({
        api: [
          { product: 'acme-ui', package: '@acme/widgets' },
          { product: 'acme-ui', entry: 'src/index.tsx', components: ['Widget'], route: '/acme-ui/reference/' },
        ],
      }),
    ).toEqual([]);
    expect(issues({ api: [{ product: 'acme-ui', package: '@acme/widgets', entry: 'src/index.tsx' }] })).toEqual([
      'api.0.entry: give "package" ("@acme/widgets") or "entry" ("src/index.tsx"), not both',
    ]);
    expect(issues({ api: [{ product: 'acme-ui' }] })).toEqual([
      'api.0.product: the API of product "acme-ui" needs "package" (an installed npm package) or "entry" (a source file)',
    ]);
    expect(issues({ api: [{ product: 'acme-ui', entry: 'src/index.js' }] })).toEqual(['api.0.entry: must be a .d.ts, .ts or .tsx file']);
    expect(issues({ api: [{ product: 'acme-ui', package: 'x', route: 'api' }] })).toEqual([
      'api.0.route: must be a route like /material-ui/api/ (starts and ends with /)',
    ]);
    expect(issues({ api: [{ product: 'acme-ui', package: 'x', components: ['not a name'] }] })).toEqual(['api.0.components.0: expected an export name']);
  });

  it('takes api routes that are routes inside the site, and refuses the others naming the key', () => {
    expect(issues({ api: [{ product: 'acme-ui', package: 'x', route: '/acme-ui/api.v2/' }] })).toEqual([]);
    for (const route of ['../x/', '/../', '/acme-ui/../../', '/./', '//host/', '/etc/passwd', 'C:/x/', '\\\\host\\x\\']) {
      expect(issues({ api: [{ product: 'acme-ui', package: 'x', route }] }), route).toEqual([
        expect.stringMatching(
          /^api\.0\.route: must be a route (like \/material-ui\/api\/ \(starts and ends with \/\)|inside the site: The route .* segment: a route may not climb out of its folder)$/,
        ),
      ]);
    }
    expect(issues({ api: [{ product: 'acme-ui', package: 'x', route: '/_docsgen/' }] })).toEqual([
      'api.0.route: must be a route inside the site: The route /_docsgen/ is reserved: docsgen writes its assets under /_docsgen/ itself',
    ]);
  });

  it('takes api packages that are npm package names, scoped or not, and refuses paths', () => {
    expect(
      issues({
        api: [
          { product: 'acme-ui', package: '@mui/material' },
          { product: 'acme-ui', package: 'react-dom' },
        ],
      }),
    ).toEqual([]);
    expect(issues({ api: [{ product: 'acme-ui', package: '../../etc' }] })).toEqual([
      'api.0.package: must be an npm package name like @mui/material: name cannot start with a period; name can only contain URL-friendly characters',
    ]);
    for (const name of ['/etc/passwd', '@mui/../x', '@mui/material/Button', 'a b', 'node_modules', '@scope']) {
      expect(issues({ api: [{ product: 'acme-ui', package: name }] }), name).toEqual([
        expect.stringMatching(/^api\.0\.package: must be an npm package name like @mui\/material: /),
      ]);
    }
  });
  it("takes an api entry's import path (a module specifier, never a relative or absolute path) and wording (neutral or mui)", () => {
    const api = (extra: Record<string, unknown>) => ({ api: [{ product: 'acme-ui', entry: 'src/index.ts', ...extra }] });
    expect(issues(api({ importPath: '@acme/ui', wording: 'mui' }))).toEqual([]);
    expect(issues(api({ importPath: 'acme-ui/core', wording: 'neutral' }))).toEqual([]);
    for (const importPath of ['./src/index', '../ui', 'ui/../src', '/abs/ui', '', 'has space']) {
      expect(issues(api({ importPath }))).toEqual([expect.stringMatching(/^api\.0\.importPath: must be a module specifier readers import from/)]);
    }
    expect(issues(api({ wording: 'material' }))).toEqual([expect.stringMatching(/^api\.0\.wording: /)]);
    expect(configSchema.parse({ ...minimal, ...api({}) }).api[0]).not.toHaveProperty('wording');
  });
  it("takes an api entry's listInherited: true, or by base component true or the prop names to list", () => {
    const api = (listInherited: unknown) => ({ api: [{ product: 'acme-ui', entry: 'src/index.ts', listInherited }] });
    expect(issues(api(true))).toEqual([]);
    expect(issues(api({ InputBase: true, ButtonBase: ['disableRipple'], 'Menu.Item': true }))).toEqual([]);
    for (const wrong of [false, 'InputBase', { InputBase: false }, { InputBase: [] }, { InputBase: [''] }, { 'not a name': true }]) {
      expect(issues(api(wrong)), JSON.stringify(wrong)).toEqual([expect.stringMatching(/^api\.0\.listInherited/)]);
    }
  });
});

describe('config schema: products deployed elsewhere', () => {
  const own = minimal.products[0]!;
  const productIssues = (...products: Record<string, unknown>[]) => issues({ products: [own, ...products] });

  it('takes a product with external: true and no manifest, with an optional url and routes', () => {
    expect(productIssues({ id: 'x-data-grid', name: 'Data Grid', external: true })).toEqual([]);
    expect(productIssues({ id: 'x-charts', name: 'Charts', external: true, url: 'https://mui.com', routes: ['/x/react-charts/'] })).toEqual([]);
    expect(issues({ externalRoutes: ['/toolpad/', '/x/api/'] })).toEqual([]);
  });

  it('asks a product for a manifest unless it is deployed elsewhere, and an external one for none', () => {
    expect(productIssues({ id: 'grid', name: 'Grid' })).toEqual([
      'products.1.manifest: product "grid" needs "manifest" (the path of its navigation manifest), or "external": true when another build serves its pages',
    ]);
    expect(productIssues({ id: 'grid', name: 'Grid', external: true, manifest: 'content/x/pages.json' })).toEqual([
      'products.1.manifest: product "grid" is deployed elsewhere ("external": true): its manifest belongs to the build that serves it; remove "manifest"',
    ]);
  });

  it('keeps url and routes for products deployed elsewhere', () => {
    expect(productIssues({ id: 'grid', name: 'Grid', manifest: 'content/x/pages.json', url: 'https://mui.com' })).toEqual([
      'products.1.url: "url" is for a product deployed elsewhere: add "external": true to product "grid", or remove "url"',
    ]);
  });

  it('explains a bad url, route prefix or external flag', () => {
    expect(productIssues({ id: 'grid', name: 'Grid', external: true, url: 'mui.com' })).toEqual([
      'products.1.url: expected an http(s) URL like https://mui.com (where the other build serves the product)',
    ]);
    expect(productIssues({ id: 'grid', name: 'Grid', external: 'yes' })).toEqual([
      "products.1.external: expected true or false (true: another build serves this product's pages)",
    ]);
    expect(productIssues({ id: 'grid', name: 'Grid', external: true, routes: [] })).toEqual([
      'products.1.routes: list at least one route prefix, or leave "routes" out',
    ]);
    expect(issues({ externalRoutes: ['/x', 'x/', '/a/../b/'] })).toEqual([
      'externalRoutes.0: must be a route prefix like /x/ or /toolpad/core/ (starts and ends with /), not "/x"',
      'externalRoutes.1: must be a route prefix like /x/ or /toolpad/core/ (starts and ends with /), not "x/"',
      'externalRoutes.2: must be a route prefix: The route /a/../b/ has a ".." segment: a route may not climb out of its folder',
    ]);
  });
});
