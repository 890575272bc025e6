import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import type { ComponentApi } from '../../src/build/api/types.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { API_CACHE_DIR } from '../../src/build/api/extractSiteApi.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
const temp = (folder: string) => (cleanup.push(folder), folder);
afterAll(() => {
  for (const folder of cleanup) fs.rmSync(folder, { recursive: true, force: true });
});

const readApi = (outDir: string, route: string): ComponentApi =>
  JSON.parse(fs.readFileSync(path.join(outDir, route.slice(1), 'api.json'), 'utf8')) as ComponentApi;
const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((entry) => entry.severity === 'error');

/** Rewrites the fixture's config with `change` applied to its `api` array. */
function withApi(root: string, change: (api: Record<string, unknown>[]) => Record<string, unknown>[]): void {
  const file = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { api: Record<string, unknown>[] };
  fs.writeFileSync(file, JSON.stringify({ ...config, api: change(config.api) }, null, 2));
}

describe('API pages of a package installed in the site and of a source entry', () => {
  let root: string;
  let outDir: string;

  beforeAll(async () => {
    root = temp(copyFixture('api-package'));
    outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
    expect(result.exitCode).toBe(0);
  }, 120_000);

  it("documents the site's own installed version of the package (3.1.0 and its new prop)", () => {
    const widget = readApi(outDir, '/acme/api/widget/');
    expect(widget.props.sparkle).toEqual({ type: 'boolean', default: 'false', description: 'If `true`, the widget sparkles. New in 3.1.0.' });
    expect(widget.imports).toEqual(["import Widget from '@acme/widgets/Widget';", "import { Widget } from '@acme/widgets';"]);
    // Own props, and the children WidgetBase documents: WidgetBase's others and the HTML attributes are inherited, not listed.
    expect(Object.keys(widget.props)).toEqual(['children', 'count', 'label', 'legacy', 'onChange', 'size', 'slots', 'sparkle']);
    expect(widget.inheritance).toEqual({ component: 'WidgetBase', route: '/acme/api/widget-base/' });
    expect(widget.demos).toEqual([{ title: 'Widget', route: '/acme/react-widget/' }]);
    expect(widget.themeDefaultProps).toBe('MuiWidget');
    expect(widget.classes.find((entry) => entry.key === 'disabled')).toEqual({
      key: 'disabled',
      className: '.Mui-disabled',
      description: 'State class applied to the root element if `disabled={true}`.',
      isGlobal: true,
    });
    expect(readApi(outDir, '/acme/api/widget-base/').inheritance).toEqual({ element: 'div' });
  });

  it('documents a source component through entry, defaults from its destructuring', () => {
    const crate = readApi(outDir, '/acme/source-api/crate/');
    expect(crate.props.packing).toEqual({ type: "'loose' | 'tight'", default: "'loose'", description: 'How the crate is packed.' });
    expect(crate.props.contents).toMatchObject({ type: 'string', required: true });
    // No package.json holds the entry: readers import it as the product, never by a path of the docs site.
    expect(crate.imports).toEqual(["import { Crate } from 'acme';"]);
  });

  it('renders the page in the shell: title, anchors, required and deprecated marks, inheritance link, nav group', () => {
    const html = readOutput(outDir, '/acme/api/widget/');
    expect(html).toContain('<title>Widget API - Acme Widgets</title>');
    expect(html).toContain('<span id="prop-size" style="scroll-margin-top:calc(var(--docsgen-header-height) + 16px)"></span><code>size</code>');
    expect(html).toContain(
      '<span id="prop-label" style="scroll-margin-top:calc(var(--docsgen-header-height) + 16px)"></span><code>label</code><abbr title="required">*</abbr>',
    );
    expect(html).toContain('<del><code>legacy</code></del>');
    expect(html).toContain('<strong>Deprecated</strong>: Use <code>variant="classic"</code> instead.');
    expect(html).toContain('<span id="css-root" style="scroll-margin-top:calc(var(--docsgen-header-height) + 16px)"></span><code>.MuiWidget-root</code>');
    expect(html).toContain('Props of the <a href="/acme/api/widget-base/">WidgetBase</a> component are also available.');
    expect(html).toMatch(/Component API[\s\S]*href="\/acme\/api\/widget\/"/);
    // The runtime gives every code block its Copy button.
    expect(html).toContain('<pre class="docsgen-code"><code class="hljs language-jsx">');
  });

  it('skips extraction on a warm build and extracts again when a declaration file changes', async () => {
    const cached = temp(tempDir());
    expect((await buildSite(root, cached, { cache: true })).exitCode).toBe(0);
    const cacheDir = path.join(root, API_CACHE_DIR);
    const stamps = () => fs.readdirSync(cacheDir).map((name) => `${name}:${fs.statSync(path.join(cacheDir, name)).mtimeMs}`);
    const before = stamps();
    expect(before).toHaveLength(2);
    expect((await buildSite(root, cached, { cache: true })).exitCode).toBe(0);
    expect(stamps()).toEqual(before);

    const declaration = path.join(root, 'node_modules/@acme/widgets/Widget/Widget.d.ts');
    fs.writeFileSync(
      declaration,
      fs.readFileSync(declaration, 'utf8').replace('  count?: number;', '  count?: number;\n  /** Added later. */\n  extra?: string;'),
    );
    expect((await buildSite(root, cached, { cache: true })).exitCode).toBe(0);
    expect(readApi(cached, '/acme/api/widget/').props.extra).toEqual({ type: 'string', description: 'Added later.' });
  }, 120_000);

  it('check warns of props without a description at their api entry (errors with --strict)', async () => {
    const drift = {
      code: 'api-prop-undocumented',
      file: 'docsgen.config.json',
      // The line of its api entry's "product".
      line: 7,
      message: 'Widget (/acme/api/widget/, config "api[0]"): a prop has no description in its JSDoc: count',
    };
    expect((await check({ root })).diagnostics).toEqual([expect.objectContaining({ ...drift, severity: 'warning' })]);
    const strict = await check({ root, strict: true });
    expect(strict.exitCode).toBe(1);
    expect(strict.diagnostics).toEqual([expect.objectContaining({ ...drift, severity: 'error' })]);
  }, 60_000);

  it('check passes with the links to #prop- and #css- anchors, and reports one that no longer exists', async () => {
    expect(errors((await check({ root })).diagnostics)).toEqual([]);
    const overview = path.join(root, 'content/acme/overview.md');
    fs.writeFileSync(overview, `${fs.readFileSync(overview, 'utf8')}\nThe [gone prop](/acme/api/widget/#prop-gone).\n`);
    const result = await check({ root });
    expect(result.exitCode).toBe(1);
    expect(
      errors(result.diagnostics)
        .map((entry) => entry.message)
        .join('\n'),
    ).toContain('#prop-gone');
    fs.writeFileSync(overview, fs.readFileSync(overview, 'utf8').replace(/\nThe \[gone prop\].*\n/, '\n'));
  }, 60_000);
});

describe("API pages' demo links", () => {
  it('follow the pages’ front matter components: when the product names them so, not the demos’ imports', async () => {
    const root = temp(copyFixture('api-package'));
    const page = path.join(root, 'content/acme/react-widget.md');
    // The page's demo imports Widget, but the page documents WidgetBase (as MUI's Box page does Box, not every component its demos use).
    fs.writeFileSync(page, `---\ncomponents: WidgetBase\n---\n${fs.readFileSync(page, 'utf8')}`);
    const outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
    expect(readApi(outDir, '/acme/api/widget-base/').demos).toEqual([{ title: 'Widget', route: '/acme/react-widget/' }]);
    expect(readApi(outDir, '/acme/api/widget/').demos).toEqual([]);
  }, 120_000);
});

describe('bad API config and sources', () => {
  const attempt = async (change: (root: string) => void) => {
    const root = temp(copyFixture('api-package'));
    change(root);
    const outDir = path.join(temp(tempDir()), 'out');
    const result = await buildSite(root, outDir);
    return { result, written: fs.existsSync(outDir) };
  };

  it('a package that is not installed: exit 2 naming the key and the package, at its line; nothing written', async () => {
    const { result, written } = await attempt((root) => withApi(root, (api) => [{ ...api[0], package: '@acme/gone' }]));
    expect(result.exitCode).toBe(2);
    expect(written).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'api-package-missing',
        file: 'docsgen.config.json',
        message: expect.stringContaining('"api[0].package": package "@acme/gone" is not installed'),
      }),
    ]);
    expect(result.diagnostics[0]!.line).toBeGreaterThan(0);
  }, 60_000);

  it('a component the entry does not export: exit 2 naming it', async () => {
    const { result, written } = await attempt((root) => withApi(root, (api) => [{ ...api[0], components: ['Widget', 'Gadget'] }]));
    expect(result.exitCode).toBe(2);
    expect(written).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'api-component-unknown', message: expect.stringContaining('"Gadget" is a name @acme/widgets does not export') }),
    ]);
  }, 60_000);

  it('both package and entry: exit 2', async () => {
    const { result } = await attempt((root) => withApi(root, (api) => [{ ...api[0], entry: 'src/index.ts' }]));
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics[0]!.message).toContain('give "package" ("@acme/widgets") or "entry" ("src/index.ts"), not both');
  });

  it('an entry that does not compile: exit 1 at the TypeScript error; nothing written', async () => {
    const { result, written } = await attempt((root) =>
      fs.writeFileSync(
        path.join(root, 'src/Crate.tsx'),
        'export type CrateProps = { a: string };\nexport function Crate(props: CrateProps) { return props.a.nope(); }\n',
      ),
    );
    expect(result.exitCode).toBe(1);
    expect(written).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'api-entry-invalid',
        file: 'src/Crate.tsx',
        line: 2,
        column: 59,
        message: expect.stringContaining("Property 'nope' does not exist on type 'string'"),
      }),
    ]);
  }, 60_000);

  it('without @types/react: one diagnostic naming it for both sources; check still reads every page and reports the rest', async () => {
    // The copy is in the system's temporary folder: no node_modules above it has @types/react.
    const root = temp(copyFixture('api-package'));
    fs.rmSync(path.join(root, 'node_modules/@types/react'), { recursive: true });
    const page = path.join(root, 'content/acme/react-widget.md');
    fs.appendFileSync(page, '\nSee [the gone page](/acme/gone/).\n');
    const result = await check({ root });
    expect(result.exitCode).toBe(1);
    expect(result.pages).toBeGreaterThan(0);
    expect(errors(result.diagnostics).map(({ code, message, file }) => ({ code, message, file }))).toEqual([
      // The page's own broken link is reported; overview.md's links into the API pages that could not be made are not.
      expect.objectContaining({ code: 'broken-link', file: 'content/acme/react-widget.md', message: expect.stringContaining('/acme/gone/') }),
      {
        code: 'api-types-missing',
        message:
          "The API reference needs @types/react, which is not installed (the types of 'react', which @acme/widgets imports): npm install -D @types/react",
        file: 'docsgen.config.json',
      },
    ]);
  }, 60_000);
});
