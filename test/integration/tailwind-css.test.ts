import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { tailwindPlugin } from '../../src/build/modules/tailwindCss.js';
import { compileCssModule } from '../../src/build/modules/cssModule.js';
import { REPO_ROOT, tempDir, writeInto } from '../helpers/site.js';

/** The site of test/fixtures/packages/tailwind4 (Tailwind 4 installed, a tailwind.css, a demo), copied so a test may change it; its node_modules linked. */
const SITE = path.join(REPO_ROOT, 'test/fixtures/packages/tailwind4');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tailwindSite(): string {
  const modules = path.join(SITE, 'node_modules');
  if (!fs.existsSync(modules)) throw new Error(`${modules} is missing: run node scripts/install-site-packages.mjs (npm test does)`);
  const root = tempDir('docsgen-tailwind-');
  roots.push(root);
  fs.cpSync(SITE, root, { recursive: true, filter: (source) => path.basename(source) !== 'node_modules' });
  fs.symlinkSync(modules, path.join(root, 'node_modules'), 'dir');
  return root;
}

/** A site with no packages at all. */
function bareSite(): string {
  const root = tempDir('docsgen-tailwind-bare-');
  roots.push(root);
  return root;
}

const options = (root: string, entry: string, extra: Partial<esbuild.BuildOptions> = {}): esbuild.BuildOptions => ({
  absWorkingDir: root,
  entryPoints: [path.join(root, entry)],
  bundle: true,
  write: false,
  outdir: path.join(root, 'out'),
  logLevel: 'silent',
  plugins: [tailwindPlugin(root)],
  ...extra,
});

const cssOf = (result: esbuild.BuildResult) =>
  (result.outputFiles ?? [])
    .filter((file) => file.path.endsWith('.css'))
    .map((file) => file.text)
    .join('\n');

async function bundleCss(root: string, entry: string, extra: Partial<esbuild.BuildOptions> = {}): Promise<string> {
  return cssOf(await esbuild.build(options(root, entry, extra)));
}

/** The errors of a build that must fail. */
async function buildErrors(root: string, entry: string): Promise<esbuild.Message[]> {
  const failure: unknown = await esbuild.build(options(root, entry)).then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(failure, 'the build fails').toBeDefined();
  return (failure as esbuild.BuildFailure).errors;
}

/** The plugin's onLoad, called as esbuild would for `file`. */
async function loadThroughPlugin(root: string, file: string): Promise<esbuild.OnLoadResult | null | undefined> {
  let load: ((args: esbuild.OnLoadArgs) => Promise<esbuild.OnLoadResult | null | undefined>) | undefined;
  const build = { initialOptions: {}, onLoad: (_options: unknown, callback: typeof load) => (load = callback) };
  await tailwindPlugin(root).setup(build as unknown as esbuild.PluginBuild);
  return load!({ path: path.join(root, file), namespace: 'file', suffix: '', pluginData: undefined, with: {} });
}

describe('Tailwind CSS in demos, compiled with the site’s Tailwind', () => {
  it('compiles the classes the demo uses, and none it does not', async () => {
    const root = tailwindSite();
    const css = await bundleCss(root, 'demos/main.tsx');
    for (const rule of ['.bg-sky-500', '.px-4', '.rounded-lg', '.hover\\:bg-sky-700:hover', '.w-\\[137px\\]', '.flex', '.gap-2']) expect(css).toContain(rule);
    expect(css).toContain('width: 137px');
    expect(css).not.toContain('bg-pink-900');
    expect(css).not.toContain('@import "tailwindcss"');
    // The site's own Tailwind, the version its package.json pins; docsgen has none.
    const pinned = (JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies;
    expect(css).toContain(`tailwindcss v${pinned.tailwindcss}`);
    const docsgen = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const own = Object.keys({ ...docsgen.dependencies, ...docsgen.devDependencies, ...docsgen.optionalDependencies });
    expect(own.filter((name) => name.includes('tailwind'))).toEqual([]);
  });

  it('compiles the stylesheet given as the entry point, minified when the build minifies', async () => {
    const root = tailwindSite();
    const css = await bundleCss(root, 'tailwind.css', { minify: true });
    expect(css).toContain('.w-\\[137px\\]{width:137px}');
    expect(css).toContain('.bg-sky-500{');
    expect(css.split('\n').length).toBeLessThan(10);
  });

  it('follows a demo’s class names from one rebuild to the next', async () => {
    const root = tailwindSite();
    const context = await esbuild.context(options(root, 'demos/main.tsx'));
    try {
      const before = cssOf(await context.rebuild());
      expect(before).toContain('.w-\\[137px\\]');
      expect(before).not.toContain('.bg-pink-900');
      const demo = path.join(root, 'demos/TailwindButton.tsx');
      fs.writeFileSync(demo, fs.readFileSync(demo, 'utf8').replace('w-[137px]', 'bg-pink-900'));
      const after = cssOf(await context.rebuild());
      expect(after).toContain('.bg-pink-900');
      expect(after).not.toContain('.w-\\[137px\\]');
      // A new file in a folder scanned is a new source.
      writeInto(root, 'demos/Badge.tsx', 'export const Badge = () => <span className="text-emerald-600" />;\n');
      expect(cssOf(await context.rebuild())).toContain('.text-emerald-600');
    } finally {
      await context.dispose();
    }
  });

  it('compiles the stylesheet again when a file it imports changes', async () => {
    const root = tailwindSite();
    writeInto(root, 'theme.css', '@theme { --color-brand: #123456; }\n');
    writeInto(root, 'tailwind.css', '@import "tailwindcss";\n@import "./theme.css";\n');
    writeInto(root, 'demos/Brand.tsx', 'export const Brand = () => <b className="text-brand" />;\n');
    const context = await esbuild.context(options(root, 'tailwind.css'));
    try {
      expect(cssOf(await context.rebuild())).toContain('--color-brand: #123456');
      writeInto(root, 'theme.css', '@theme { --color-brand: #abcdef; }\n');
      const after = cssOf(await context.rebuild());
      expect(after).toContain('--color-brand: #abcdef');
      expect(after).toContain('.text-brand');
    } finally {
      await context.dispose();
    }
  });

  it('names the stylesheet, what it imported and the files scanned for esbuild to watch', async () => {
    const root = tailwindSite();
    const result = await loadThroughPlugin(root, 'tailwind.css');
    expect(result?.loader).toBe('css');
    expect(result?.resolveDir).toBe(root);
    const watched = (result?.watchFiles ?? []).map((file) => path.relative(root, file));
    expect(watched).toEqual(expect.arrayContaining(['tailwind.css', 'demos/TailwindButton.tsx', 'demos/main.tsx']));
    expect(result?.watchFiles?.some((file) => file.endsWith(path.join('tailwindcss', 'index.css')))).toBe(true);
    expect(result?.watchDirs).toEqual(expect.arrayContaining([path.join(root, 'demos')]));
  });

  it('reads no class names from docsgen’s own folders or the output', async () => {
    const root = tailwindSite();
    writeInto(root, '.docsgen/cache/page.html', '<div class="bg-lime-400"></div>');
    writeInto(root, 'dist/index.html', '<div class="bg-lime-500"></div>');
    writeInto(root, 'dist.docsgen-tmp-12/index.html', '<div class="bg-lime-600"></div>');
    writeInto(root, 'content/page.md', '<div class="bg-lime-700"></div>');
    const css = await bundleCss(root, 'tailwind.css', { plugins: [tailwindPlugin(root, { ignore: ['dist'] })] });
    expect(css).toContain('.bg-lime-700');
    for (const name of ['bg-lime-400', 'bg-lime-500', 'bg-lime-600']) expect(css).not.toContain(name);
  });

  it('looks for classes where the stylesheet’s source(…) and @source say', async () => {
    const root = tailwindSite();
    writeInto(root, 'notes/todo.md', '<p class="bg-lime-700"></p>');
    writeInto(root, 'tailwind.css', '@import "tailwindcss" source("./demos");\n');
    const narrowed = await bundleCss(root, 'tailwind.css');
    expect(narrowed).toContain('.bg-sky-500');
    expect(narrowed).not.toContain('bg-lime-700');
    writeInto(root, 'tailwind.css', '@import "tailwindcss" source(none);\n@source "./notes";\n');
    const explicit = await bundleCss(root, 'tailwind.css');
    expect(explicit).toContain('.bg-lime-700');
    expect(explicit).not.toContain('bg-sky-500');
  });

  it('leaves a stylesheet without Tailwind to esbuild, untouched', async () => {
    const root = tailwindSite();
    const plain = '.plain-card {\n  color: rebeccapurple;\n}\n';
    writeInto(root, 'demos/plain.css', plain);
    writeInto(root, 'demos/entry.ts', "import './plain.css';\nimport '../tailwind.css';\n");
    expect(await loadThroughPlugin(root, 'demos/plain.css')).toBeUndefined();
    const css = await bundleCss(root, 'demos/entry.ts');
    expect(css).toContain(plain.trimEnd());
    expect(css.indexOf('.plain-card')).toBeLessThan(css.indexOf('.bg-sky-500'));
  });

  it('scopes a CSS module that applies Tailwind’s classes under the names its importers’ class map has', async () => {
    const root = tailwindSite();
    writeInto(root, 'demos/Card.module.css', '@reference "../tailwind.css";\n.card {\n  @apply rounded-lg bg-sky-500;\n}\n');
    const result = await esbuild.build(options(root, 'demos/Card.module.css'));
    const css = cssOf(result);
    const scoped = compileCssModule(path.join(root, 'demos/Card.module.css'), root).classes.card!;
    expect(scoped).toMatch(/^Card-module_card_/);
    expect(css).toMatch(new RegExp(`\\.${scoped}\\s*\\{[^}]*background-color: *var\\(--color-sky-500\\b`));
    expect(css).not.toContain('@apply');
  });

  it('fails a site without Tailwind at the line of its import, saying what to install', async () => {
    const root = bareSite();
    writeInto(root, 'styles/tailwind.css', '/* The demos’ styles */\n@import "tailwindcss";\n');
    const [first, ...rest] = await buildErrors(root, 'styles/tailwind.css');
    expect(rest).toEqual([]);
    expect(first!.text).toBe(
      'styles/tailwind.css imports Tailwind CSS, but the site has not installed it: npm install -D tailwindcss @tailwindcss/node @tailwindcss/oxide',
    );
    expect(path.resolve(root, first!.location!.file)).toBe(path.join(root, 'styles/tailwind.css'));
    expect(first!.location).toMatchObject({ line: 2, column: 0, lineText: '@import "tailwindcss";' });
  });

  /** Links a package of the fixture's node_modules into `folder` (a node_modules folder of the site). */
  const linkPackage = (folder: string, name: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.symlinkSync(path.join(SITE, 'node_modules', name), path.join(folder, name), 'dir');
  };

  it('takes the compiler and scanner @tailwindcss/vite brings, for a site set up as Tailwind’s Vite guide says', async () => {
    const root = bareSite();
    const modules = path.join(root, 'node_modules');
    linkPackage(modules, 'tailwindcss');
    writeInto(root, 'node_modules/@tailwindcss/vite/package.json', '{ "name": "@tailwindcss/vite", "version": "4.3.5" }');
    for (const name of ['@tailwindcss/node', '@tailwindcss/oxide']) linkPackage(path.join(modules, '@tailwindcss/vite/node_modules'), name);
    writeInto(root, 'tailwind.css', '@import "tailwindcss";\n');
    writeInto(root, 'Demo.tsx', 'export const Demo = () => <p className="text-amber-700" />;\n');
    expect(await bundleCss(root, 'tailwind.css')).toContain('.text-amber-700');
  });

  it('says which part of Tailwind is missing', async () => {
    const root = bareSite();
    linkPackage(path.join(root, 'node_modules'), 'tailwindcss');
    linkPackage(path.join(root, 'node_modules'), '@tailwindcss/node');
    writeInto(root, 'tailwind.css', '@import "tailwindcss";\n');
    const [first] = await buildErrors(root, 'tailwind.css');
    expect(first!.text).toBe(
      'tailwind.css imports Tailwind CSS, but the site has tailwindcss 4.3.5 and not @tailwindcss/oxide, which docsgen compiles it with: ' +
        'npm install -D tailwindcss @tailwindcss/node @tailwindcss/oxide',
    );
    expect(first!.location).toMatchObject({ line: 1 });
  });

  it('says that Tailwind 3 is not compiled, and how to move to 4', async () => {
    const root = bareSite();
    writeInto(root, 'node_modules/tailwindcss/package.json', '{ "name": "tailwindcss", "version": "3.4.17" }');
    writeInto(root, 'tailwind.css', '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n');
    const [first] = await buildErrors(root, 'tailwind.css');
    expect(first!.text).toContain('the site has Tailwind CSS 3.4.17, and docsgen compiles Tailwind 4 and later');
    expect(first!.text).toContain('npx @tailwindcss/upgrade');
    expect(first!.location).toMatchObject({ line: 1 });
  });

  it('passes Tailwind’s errors on at the file and line it names', async () => {
    const root = tailwindSite();
    writeInto(root, 'tailwind.css', '@import "tailwindcss";\n\n.btn {\n  @apply bg-sky-500 nope-nope;\n}\n');
    const [unknown] = await buildErrors(root, 'tailwind.css');
    expect(unknown!.text).toBe('Tailwind CSS: Cannot apply unknown utility class `nope-nope`');
    expect(unknown!.location).toMatchObject({ line: 4, lineText: '  @apply bg-sky-500 nope-nope;' });

    writeInto(root, 'theme.css', '.x { color: red }\n@theme {\n  --color-brand: red;\n');
    writeInto(root, 'tailwind.css', '@import "tailwindcss";\n@import "./theme.css";\n');
    const [syntax] = await buildErrors(root, 'tailwind.css');
    expect(syntax!.text).toContain('Missing closing }');
    expect(path.resolve(root, syntax!.location!.file)).toBe(path.join(root, 'theme.css'));
    expect(syntax!.location).toMatchObject({ line: 2 });

    writeInto(root, 'tailwind.css', '@import "tailwindcss";\n@import "./missing.css";\n');
    const [missing] = await buildErrors(root, 'tailwind.css');
    expect(missing!.text).toContain("Can't resolve './missing.css'");
    expect(missing!.location).toMatchObject({ line: 2 });
  });
});
