import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleSite, type BuiltExampleSite } from '../helpers/exampleSite.js';
import { readBundles, readOutput, REPO_ROOT } from '../helpers/site.js';

let out: string;
let result: BuiltExampleSite;

beforeAll(async () => {
  result = await exampleSite();
  out = result.outDir;
});

const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('the example site in content/', () => {
  it('builds without errors or warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it("renders Joy UI's demos with the Joy UI 5 and React 18 its folder installs (content/joy-ui/package.json)", () => {
    const html = readOutput(out, '/joy-ui/react-button/');
    expect(html).toMatch(
      /<button class="MuiButton-root MuiButton-variantSolid MuiButton-colorPrimary MuiButton-sizeMd demo-[^"]+"[^>]*>Solid \(<!-- -->0<!-- -->\)/,
    );
    const bundles = readBundles(out);
    expect(bundles).toContain('"18.3.1"');
    // Joy's theme variables for light and dark, under the world's prefix, in the stylesheet.
    const css = fs.readdirSync(path.join(out, '_docsgen')).find((file) => /^docsgen\..*\.css$/.test(file))!;
    expect(fs.readFileSync(path.join(out, '_docsgen', css), 'utf8')).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--demo-[0-9a-f]{6}-palette-primary-500:/);
  });

  it("generates the API pages from the installed @mui/material and from Acme UI's own source", () => {
    const button = JSON.parse(fs.readFileSync(path.join(out, 'material-ui/api/button/api.json'), 'utf8')) as {
      props: Record<string, { type: string; default?: string }>;
    };
    expect(button.props.variant).toMatchObject({ type: "'text' | 'outlined' | 'contained'", default: "'text'" });
    expect(fs.existsSync(path.join(out, 'material-ui/api/text-field/index.html'))).toBe(true);
    const crate = readOutput(out, '/acme-ui/api/crate/');
    expect(crate).toContain('<span id="prop-spacing" style="scroll-margin-top:calc(var(--docsgen-header-height) + 16px)"></span><code>spacing</code>');
    expect(JSON.parse(fs.readFileSync(path.join(out, 'acme-ui/api/crate/api.json'), 'utf8'))).toMatchObject({ imports: ["import { Crate } from '@acme/ui';"] });
    // Material UI's pages keep MUI's phrasing (config `wording: 'mui'`); Acme UI's are neutral.
    expect(readOutput(out, '/material-ui/api/button/')).toContain(
      'API reference docs for the React Button component. Learn about the props, CSS, and other APIs of this exported module.',
    );
    expect(crate).toContain('<p class="description">API reference for the Crate component: its props and import.</p>');
    expect(crate).not.toContain('exported module');
  });

  it("lists Acme UI's props as readers expect: an internal base's in full, a documented base's summarised with a link", () => {
    // SignalLight extends the internal IndicatorBase (not exported): its props are SignalLight's to list.
    const signal = JSON.parse(fs.readFileSync(path.join(out, 'acme-ui/api/signal-light/api.json'), 'utf8')) as {
      props: Record<string, unknown>;
      inheritance?: unknown;
    };
    expect(Object.keys(signal.props).sort()).toEqual(['blinking', 'label', 'state']);
    expect(signal.inheritance).toBeUndefined();
    // PalletCrate extends the documented Crate: its own props, and a line linking Crate's page.
    const pallet = readOutput(out, '/acme-ui/api/pallet-crate/');
    expect(pallet).toContain('Props of the <a href="/acme-ui/api/crate/">Crate</a> component are also available');
    expect(pallet).toContain('<code>pallets</code>');
    expect(pallet).not.toContain('<code>weight</code>');
  });

  it("shows MUI's component page furniture on the Switch page: its links, then the Unstyled and API sections", () => {
    const page = readOutput(out, '/material-ui/react-switch/');
    expect(page).toContain('href="https://bundlephobia.com/package/@mui/material@latest"');
    expect(page).toContain('href="https://www.w3.org/WAI/ARIA/apg/patterns/switch/"');
    expect(page).toMatch(/<ul class="docsgen-component-links"[\s\S]*?<\/ul><div class="docsgen-ad"/);
    expect(page).toContain('<a href="/base-ui/react-switch/">the unstyled version</a>');
    expect(page).toContain('<li><a href="/material-ui/api/switch/"><code>&#x3C;Switch /></code></a></li>');
    expect(page).toContain('<li><code>&#x3C;FormControlLabel /></code></li>');
  });

  it("shows every shell setting of the config on every page: the head entry, the favicon, the banner and the footer's markdown", () => {
    for (const route of ['/material-ui/react-switch/', '/acme-forms/overview/']) {
      const page = readOutput(out, route);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head, route).toContain('<meta name="format-detection" content="telephone=no">');
      const icon = /<link rel="icon" href="(\/_docsgen\/[^"]+\.svg)"/.exec(head)?.[1];
      expect(icon, route).toBeDefined();
      expect(fs.readFileSync(path.join(out, icon!), 'utf8'), route).toBe(fs.readFileSync(path.join(REPO_ROOT, 'content/logos/material-ui.svg'), 'utf8'));
      expect(page, route).toMatch(/<div class="docsgen-banner" data-banner-id="acme-forms-1-4"[^>]*>[^]*?<a href="\/acme-forms\/overview\/">Acme Forms<\/a>/);
      expect(page, route).toMatch(
        /<footer class="docsgen-site-footer"><p>docsgen.(?:s|#x27;s) example site, built from the repository.(?:s|#x27;s) <code>content\/<\/code> folder/,
      );
    }
  });

  it('has at least 48 pages across all six products', () => {
    const files = htmlFiles(out);
    expect(files.length).toBeGreaterThanOrEqual(48);
    const productIds = new Set(files.map((file) => /<meta name="docsgen:productId" content="([^"]+)">/.exec(fs.readFileSync(file, 'utf8'))?.[1]));
    for (const id of ['material-ui', 'joy-ui', 'base-ui', 'system', 'x-data-grid', 'x-date-pickers', 'toolpad-studio', 'toolpad-core', 'acme-ui']) {
      expect(productIds, id).toContain(id);
    }
  });

  it('renders each product header with its version menu', () => {
    const joy = readOutput(out, '/joy-ui/getting-started/');
    expect(joy).toContain('<span class="docsgen-product-name">Joy UI</span>');
    expect(joy).toContain('v5.0.0-beta.46');
    const base = readOutput(out, '/base-ui/getting-started/');
    expect(base).toContain('v5.0.0-beta.57');
    expect(base).toContain('>View all versions</a>');
    const grid = readOutput(out, '/x/react-data-grid/');
    expect(grid).toContain('<span class="docsgen-product-name">Data Grid</span>');
  });

  it('gives its own product, acme-ui, its header, version menu, side navigation and prev/next', () => {
    const page = readOutput(out, '/acme-ui/installation/');
    expect(page).toContain('<meta name="docsgen:productCategoryId" content="acme">');
    expect(page).toContain('<span class="docsgen-product-name">Acme UI</span>');
    expect(page).toContain('href="https://v1.acme-ui.example.com/"');
    expect(page).toMatch(/href="\/acme-ui\/installation\/" aria-current="page"/);
    expect(page).toMatch(/<a class="docsgen-pager-previous" href="\/acme-ui\/overview\/"/);
    expect(page).toMatch(/<a class="docsgen-pager-next" href="\/acme-ui\/react-signal-light\/"/);
    // The generated home page lists it beside MUI's products.
    expect(readOutput(out, '/')).toContain('href="/acme-ui/overview/" data-product="acme-ui"');
  });

  it('shows every nav flag somewhere', () => {
    const all = htmlFiles(out)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    for (const chip of ['new', 'beta', 'planned', 'preview', 'deprecated', 'legacy']) {
      expect(all, chip).toContain(`docsgen-chip docsgen-chip-${chip}"`);
    }
    expect(all).toContain('docsgen-plan docsgen-plan-pro');
    expect(all).toContain('docsgen-plan docsgen-plan-premium');
  });

  it('renders the TypeScript manifest with its icon, and the templates page with the nine labels', () => {
    const templates = readOutput(out, '/material-ui/getting-started/templates/');
    expect(templates).toMatch(/<span class="docsgen-nav-icon" aria-hidden="true"><svg[^>]*viewBox="0 0 24 24"/);
    for (const label of ['Marketing page', 'Blog', 'Checkout', 'Dashboard', 'Pricing', 'Sign-in', 'Sign-in side', 'Sign-up', 'Sticky footer']) {
      expect(templates, label).toContain(`>${label}<`);
    }
  });

  it('lists /versions/, /blog/ and the Templates store link on pages outside a product', () => {
    const versions = readOutput(out, '/versions/');
    expect(versions).toContain('href="/versions/" aria-current="page"');
    expect(versions).toContain('href="/blog/"');
    expect(versions).toMatch(/href="https:\/\/mui\.com\/store\/"[^>]*>.*Templates/);
  });

  it('has at least 10 live demos of @mui/material components with TS and JS, and one with styling variants', () => {
    const all = htmlFiles(out)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const demos = all.match(/<div class="docsgen-demo" data-demo="[^"]+"/g) ?? [];
    expect(new Set(demos).size).toBeGreaterThanOrEqual(10);
    const withBothLanguages = all
      .split('<div class="docsgen-demo" ')
      .filter((block) => block.includes('data-demo-variant="JS"') && block.includes('data-demo-variant="TS"'));
    expect(withBothLanguages.length).toBeGreaterThanOrEqual(10);
    const styling = readOutput(out, '/material-ui/customization/styling-approaches/');
    for (const variant of ['MUI System', 'Tailwind', 'CSS']) expect(styling).toContain(`data-demo-styling="${variant}"`);
  });

  it('links the Charts, deployed elsewhere, at their url from the X manifest, a page and the product menu', () => {
    const intro = readOutput(out, '/x/introduction/');
    expect(intro).toContain('<a href="https://mui.com/x/react-charts/">Charts</a>');
    // The X manifest's Charts group (collapsed here: the side nav's data file has its items).
    const navFolder = path.join(out, '_docsgen/nav');
    const xNav = fs.readFileSync(
      path.join(
        navFolder,
        fs.readdirSync(navFolder).find((file) => file.startsWith('x-data-grid.'))!,
      ),
      'utf8',
    );
    expect(xNav).toContain('href=\\"https://mui.com/x/react-charts/bars/\\"');
    const productMenu = /<details[^>]*docsgen-product-menu[\s\S]*?<\/details>/.exec(intro)?.[0];
    expect(productMenu).toContain('<a href="https://mui.com/x/react-charts/">Charts</a>');
    expect(fs.existsSync(path.join(out, 'x/react-charts'))).toBe(false);
  });
});
