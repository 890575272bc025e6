import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check, type CheckResult } from '../../src/build/check.js';
import { CORPUS, hasCorpus, layOutCorpus, layOutPrunedCorpus, type CorpusSite } from '../helpers/corpus.js';
import { buildSite, readOutput } from '../helpers/site.js';

interface JsonPage {
  pathname: string;
  children?: JsonPage[];
}

/** Leaf pathnames of the evaluated manifest (material.pages.json), for the expected missing pages. */
function leafPathnames(): string[] {
  const { pages } = JSON.parse(fs.readFileSync(path.join(CORPUS, 'material.pages.json'), 'utf8')) as { pages: JsonPage[] };
  const leaves: string[] = [];
  const walk = (items: JsonPage[]) => {
    for (const item of items) {
      if (item.children?.length) walk(item.children);
      else if (!item.pathname.startsWith('http')) leaves.push(item.pathname);
    }
  };
  walk(pages);
  return leaves;
}

describe.runIf(hasCorpus)('the real Material UI docs (corpus subset)', () => {
  let site: CorpusSite;
  let checked: CheckResult;

  beforeAll(async () => {
    site = layOutCorpus();
    checked = await check({ root: site.root });
  });
  afterAll(() => fs.rmSync(site.root, { recursive: true, force: true }));

  it('loads the real pages.ts (TypeScript importing pagesApi.js, MuiPage.ts and AppNavIcons.ts) without a manifest error', () => {
    expect(checked.diagnostics.filter((d) => d.code.startsWith('invalid-manifest') || d.code.startsWith('manifest-'))).toEqual([]);
    // The corpus's pages and the generated home page.
    expect(checked.pages).toBe(site.routes.length + 1);
  });

  it('reports every Material UI page absent from the subset as missing, the API pages among them, and nothing else', () => {
    const missing = checked.diagnostics.filter((d) => d.code === 'missing-page');
    const present = new Set(site.routes);
    // MUI X and Toolpad are built by other repositories into the same domain: by default, with config as it is.
    const elsewhere = /^\/(x|toolpad)\//;
    const expected = leafPathnames().filter((pathname) => !present.has(`${pathname}/`) && !elsewhere.test(pathname));
    expect(missing).toHaveLength(expected.length);
    expect(missing.every((d) => d.file === 'data/material/pages.ts' && d.severity === 'error')).toBe(true);
    const messages = missing.map((d) => d.message).join('\n');
    expect(messages).toContain('links to /material-ui/api/button, which has no page');
    expect(messages).toContain('links to /material-ui/react-autocomplete, which has no page');
    expect(expected.filter((pathname) => pathname.startsWith('/material-ui/api/')).length).toBeGreaterThan(100);
  });

  it('takes the manifest’s MUI X items and the pages’ links into /x/ for pages another build serves: no diagnostic', () => {
    expect(leafPathnames().filter((pathname) => /^\/(x|toolpad)\//.test(pathname))).toEqual(['/x/react-data-grid', '/x/react-date-pickers/getting-started']);
    expect(checked.diagnostics.filter((d) => /\/(x|toolpad)\//.test(d.message))).toEqual([]);
  });

  it('finds no false duplicates', () => {
    expect(checked.diagnostics.filter((d) => d.code === 'duplicate-pathname')).toEqual([]);
  });

  it('reports the demos missing from the subset, naming the ones that exist', () => {
    const demos = checked.diagnostics.filter((d) => d.code === 'missing-demo');
    expect(demos.length).toBeGreaterThan(10);
    expect(demos.map((d) => d.message)).toContain('Missing demo MediaQuery.js; there are no demos beside the page');
    expect(checked.diagnostics.some((d) => d.code === 'missing-demo' && d.file.includes('getting-started/usage/'))).toBe(false);
  });

  it('reports the broken anchor of the real palette page at its line', () => {
    expect(checked.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'broken-anchor', file: 'content/material-ui/customization/palette/index.md', line: 114 }),
    );
  });

  it('exits 1', () => {
    expect(checked.exitCode).toBe(1);
  });
});

describe.runIf(hasCorpus)('building the corpus with the manifest pruned to the pages present', () => {
  let site: CorpusSite;
  let result: BuildResult;
  const out = () => path.join(site.root, 'dist');

  beforeAll(async () => {
    site = layOutPrunedCorpus();
    result = await buildSite(site.root, out());
  });
  afterAll(() => fs.rmSync(site.root, { recursive: true, force: true }));

  it('builds, with no errors', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('emits every routed page', () => {
    expect(result.pages).toBe(site.routes.length + 1);
    for (const route of site.routes) expect(fs.existsSync(path.join(out(), route, 'index.html')), route).toBe(true);
  });

  it('takes the title from front matter or the "# " heading, and the description from <p class="description">', () => {
    const overview = readOutput(out(), '/material-ui/getting-started/');
    expect(overview).toContain('<title>Overview - Material UI</title>');
    expect(overview).toContain(
      '<meta name="description" content="Material UI is a library of React UI components that implements Google&#39;s Material Design.">',
    );
    const breakpoints = readOutput(out(), '/material-ui/customization/breakpoints/');
    expect(breakpoints).toContain('<title>Breakpoints - Material UI</title>');
    expect(breakpoints).toMatch(/<h1>Breakpoints<\/h1>/);
  });

  it('renders callouts and codeblock tabs', () => {
    const faq = readOutput(out(), '/material-ui/getting-started/faq/');
    expect(faq.match(/<aside class="docsgen-callout docsgen-callout-warning" role="note">/g)?.length).toBeGreaterThanOrEqual(2);
    const installation = readOutput(out(), '/material-ui/getting-started/installation/');
    expect(installation).toContain('data-storage-key="package-manager"');
    for (const label of ['npm', 'yarn', 'pnpm']) expect(installation).toMatch(new RegExp(`role="tab"[^>]*>${label}</button>`));
  });

  it('warns about components unknown to the config and shows a visible placeholder', () => {
    const warnings = result.diagnostics.filter((d) => d.code === 'unknown-component');
    expect(warnings).toContainEqual(
      expect.objectContaining({ severity: 'warning', file: 'content/material-ui/getting-started/example-projects/index.md', line: 16 }),
    );
    expect(readOutput(out(), '/material-ui/getting-started/example-projects/')).toContain(
      'Component &quot;modules/components/ExampleCollection.js&quot; is not available',
    );
  });

  it('appends the API section the real front matter asks for, naming a component whose API page the subset lacks without a broken link', () => {
    const html = readOutput(out(), '/material-ui/customization/how-to-customize/');
    expect(html).toMatch(/<h2 id="api">[\s\S]*<li><code>&#x3C;GlobalStyles \/><\/code><\/li>/);
    expect(html).not.toContain('href="/material-ui/api/global-styles/"');
  });

  it('renders the nav from the real manifest, with the icon from @mui/icons-material', () => {
    const html = readOutput(out(), '/material-ui/customization/palette/');
    expect(html).toMatch(/<a class="docsgen-nav-link docsgen-nav-active" href="\/material-ui\/customization\/palette\/" aria-current="page">/);
    expect(html).toMatch(/<span class="docsgen-nav-icon" aria-hidden="true"><svg[^>]*data-testid="ChromeReaderModeRoundedIcon"/);
  });

  it('renders the getting-started demos live, with their code', () => {
    const usage = readOutput(out(), '/material-ui/getting-started/usage/');
    expect(usage).toMatch(/<div class="docsgen-demo" data-demo="content\/material-ui\/getting-started\/usage\/ButtonUsage"[^>]* data-code-open="">/);
    expect(usage).toMatch(
      /<div class="docsgen-demo-root" data-hydrate-root=""><button class="[^"]*MuiButton-contained[^"]*"[^>]*>Hello world<\/button><\/div>/,
    );
    expect(usage).toContain('data-demo-variant="JS"');
    const learn = readOutput(out(), '/material-ui/getting-started/learn/');
    expect(learn).toContain('data-demo="content/material-ui/getting-started/usage/ButtonUsage"');
    // This demo imports a module of the original site that the subset lacks: reported at the import.
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'demo-failed',
        file: 'content/material-ui/getting-started/supported-components/MaterialUIComponents.js',
        line: 9,
      }),
    );
  });
});

describe.runIf(hasCorpus)('the corpus with the packages of its release installed (React 18, MUI 5.14)', () => {
  let site: CorpusSite;
  let result: BuildResult;
  const out = () => path.join(site.root, 'dist');
  const OTHER_PRODUCTS = /^\/(system|x|base-ui|joy-ui|blog)\//;

  beforeAll(async () => {
    site = layOutPrunedCorpus();
    fs.symlinkSync(path.resolve(import.meta.dirname, '../fixtures/packages/react18-mui5/node_modules'), path.join(site.root, 'node_modules'), 'dir');
    result = await buildSite(site.root, out());
  });
  afterAll(() => fs.rmSync(site.root, { recursive: true, force: true }));

  it('builds, its demos rendered with MUI 5 (the one that fails imports a docs module the subset lacks)', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(readOutput(out(), '/material-ui/getting-started/usage/')).toMatch(/<button class="[^"]*MuiButton-containedPrimary[^"]*"[^>]*>Hello world<\/button>/);
    const failed = result.diagnostics.filter((d) => d.code === 'demo-failed');
    expect(failed.map((d) => [d.file, d.line])).toEqual([['content/material-ui/getting-started/supported-components/MaterialUIComponents.js', 9]]);
    expect(failed[0]!.message).toContain('it imports "docs/src/modules/components/Link"');
  });

  it('has broken links only to pages the subset lacks: of the full Material UI manifest, or of other products', () => {
    const leaves = new Set(leafPathnames());
    const targets = result.diagnostics
      .filter((d) => d.code === 'broken-link')
      .map((d) => /^Broken link (\S+?):/.exec(d.message)![1]!.split('#')[0]!.replace(/\/$/, ''));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !leaves.has(target) && !OTHER_PRODUCTS.test(`${target}/`))).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'broken-anchor').map((d) => [d.file, d.line])).toEqual([
      ['content/material-ui/customization/palette/index.md', 114],
    ]);
  });
});
