import path from 'node:path';
import type * as esbuild from 'esbuild';
import { useEsbuild } from './esbuildService.js';
import { browserBuildOptions } from './browserBuild.js';
import { compileCssModule, CSS_MODULE, CssModuleError } from './cssModule.js';
import { tailwindPlugin } from './tailwindCss.js';
import { cssImports } from './cssImports.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { relativeFile } from '../util/files.js';

const CSS = /\.css$/;

/**
 * The stylesheets each module of `entries` (absolute) imports through its JavaScript — its own and
 * those of the modules it imports, depth first in the order of the imports (the order a bundler
 * puts CSS in): from the metafile of a build that had `cssImports` (paths relative to `workingDir`).
 */
export function importedStylesheets(metafile: esbuild.Metafile, workingDir: string, entries: readonly string[]): Map<string, string[]> {
  return new Map(entries.map((entry) => [entry, inputStylesheets(metafile, workingDir, path.relative(workingDir, entry).split(path.sep).join('/'))]));
}

/** The stylesheets the bundle's input `input` (as the metafile names it: a module in a namespace too) imports, in order. */
export function inputStylesheets(metafile: esbuild.Metafile, workingDir: string, input: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (from: string) => {
    if (seen.has(from)) return;
    seen.add(from);
    for (const imported of metafile.inputs[from]?.imports ?? []) {
      if (imported.external || imported.kind === 'import-rule' || imported.kind === 'url-token') continue;
      if (CSS.test(imported.path) && !/^[\w-]+:/.test(imported.path)) {
        const file = path.resolve(workingDir, imported.path);
        if (!found.includes(file)) found.push(file);
      } else visit(imported.path);
    }
  };
  visit(input);
  return found;
}

const BARE = /^[^./]/;

/** Packages stay out of a build that only looks for stylesheets; their stylesheets are resolved (see cssImports). */
const packagesOutside: esbuild.Plugin = {
  name: 'docsgen-packages-outside',
  setup(build) {
    build.onResolve({ filter: BARE }, (args) => (CSS.test(args.path) || args.pluginData !== undefined ? undefined : { path: args.path, external: true }));
  },
};

/**
 * The stylesheets each of `modules` (absolute: content components, which the browser bundle does
 * not hold) imports, found as the runtime bundle finds a demo's: built for the browser, packages
 * left out, written nowhere. A module that does not build imports none here (loading it on the
 * server reports why).
 */
export async function moduleStylesheets(modules: readonly string[], siteRoot: string): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const buildOf = (entryPoints: readonly string[]) =>
    useEsbuild(({ build }) =>
      build({
        ...browserBuildOptions(siteRoot),
        absWorkingDir: siteRoot,
        entryPoints: [...entryPoints],
        outdir: path.join(siteRoot, '.docsgen', 'stylesheets'),
        splitting: true,
        metafile: true,
        write: false,
        plugins: [cssImports(siteRoot), packagesOutside],
      }),
    );
  const built = await buildOf(modules).then(
    (result) => [{ result, modules }],
    () =>
      Promise.all(
        modules.map((module) =>
          buildOf([module]).then(
            (result) => ({ result, modules: [module] }),
            () => undefined,
          ),
        ),
      ),
  );
  for (const batch of built)
    if (batch) for (const [module, files] of importedStylesheets(batch.result.metafile, siteRoot, batch.modules)) found.set(module, files);
  return found;
}

/** The stylesheets bundled, as esbuild named them (`[name]-[hash]`, under `_docsgen/` once written). */
export interface BundledStylesheets {
  /** One per stylesheet: its text, the stylesheet it was made from (absolute) and every file in it (relative to the site root). */
  stylesheets: { name: string; text: string; entry: string; inputs: string[] }[];
  /** The files the stylesheets reference (`url()`), named by their bytes. */
  assets: { name: string; contents: Uint8Array }[];
  /** Every file bundled (absolute): the stylesheets and what they `@import` or reference. */
  inputs: string[];
  /** Problems of the site's own CSS (esbuild's syntax warnings included: a browser drops what it cannot read). */
  diagnostics: Diagnostic[];
}

/** CSS modules compiled for the stylesheet bundle, with the names their importers were given (see cssImports). */
function cssModules(siteRoot: string): esbuild.Plugin {
  return {
    name: 'docsgen-css-modules',
    setup(build) {
      build.onLoad({ filter: CSS_MODULE, namespace: 'file' }, (args) => {
        try {
          return { contents: compileCssModule(args.path, siteRoot).css, loader: 'css', resolveDir: path.dirname(args.path) };
        } catch (cause) {
          if (!(cause instanceof CssModuleError)) throw cause;
          return { errors: [{ text: cause.message, location: { file: cause.file, line: cause.line, column: Math.max(0, cause.column - 1) } }] };
        }
      });
    },
  };
}

/** Files CSS may reference with `url()`: copied under `_docsgen/`, named by their bytes. */
const ASSET_LOADERS = Object.fromEntries(
  ['.woff', '.woff2', '.ttf', '.otf', '.eot', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico'].map((extension) => [
    extension,
    'file' as const,
  ]),
);

const stem = (file: string) => path.basename(file, '.css').replace(/[^\w-]/g, '_');

/**
 * Bundles `files` (absolute stylesheets), one output each — `@import`s inlined, `url()`s copied —
 * minified, named by their content (see nameByContent). One asset per stylesheet a demo imports:
 * a package's stylesheet that every demo imports is one file the browser caches once, whatever
 * page or set of demos asks for it; a page links the stylesheets of its demos in their order.
 * A stylesheet that cannot be bundled is an error at its place; esbuild's syntax warnings in the
 * site's own CSS (not in packages) are errors too. Named as esbuild names them: the runtime bundle names them by content.
 * `ignore`: folders Tailwind never scans for class names (the build's output: its bundles are full of words).
 */
export async function bundleStylesheets(
  files: readonly string[],
  siteRoot: string,
  { ignore = [] }: { ignore?: readonly string[] } = {},
): Promise<BundledStylesheets> {
  const empty: BundledStylesheets = { stylesheets: [], assets: [], inputs: [], diagnostics: [] };
  if (files.length === 0) return empty;
  const outdir = path.join(siteRoot, '.docsgen', 'stylesheets');
  const taken = new Map<string, number>();
  const entryPoints = [...files].sort().map((file) => {
    const count = taken.get(stem(file)) ?? 0;
    taken.set(stem(file), count + 1);
    return { in: file, out: count === 0 ? stem(file) : `${stem(file)}${count}` };
  });
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await useEsbuild(({ build }) =>
      build({
        ...browserBuildOptions(siteRoot),
        absWorkingDir: siteRoot,
        entryPoints,
        outdir,
        entryNames: '[name]-[hash]',
        assetNames: '[name]-[hash]',
        loader: ASSET_LOADERS,
        minify: true,
        metafile: true,
        write: false,
        plugins: [tailwindPlugin(siteRoot, { ignore }), cssModules(siteRoot)],
      }),
    );
  } catch (cause) {
    const errors = (cause as Partial<esbuild.BuildFailure>).errors;
    if (!Array.isArray(errors)) throw cause;
    return { ...empty, diagnostics: errors.map((message) => cssDiagnostic(message, siteRoot)) };
  }
  const outputOf = new Map(Object.entries(result.metafile.outputs).map(([file, output]) => [path.resolve(siteRoot, file), output]));
  const nameOf = (file: esbuild.OutputFile) => path.relative(outdir, file.path).split(path.sep).join('/');
  const stylesheets = result.outputFiles.flatMap((file) => {
    const output = outputOf.get(file.path);
    if (!file.path.endsWith('.css') || output?.entryPoint === undefined) return [];
    return [{ name: nameOf(file), text: file.text, entry: path.resolve(siteRoot, output.entryPoint), inputs: Object.keys(output.inputs) }];
  });
  const warnings = result.warnings.filter((message) => message.location && !message.location.file.split(/[\\/]/).includes('node_modules'));
  return {
    stylesheets,
    assets: result.outputFiles.filter((file) => !file.path.endsWith('.css')).map((file) => ({ name: nameOf(file), contents: file.contents })),
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(siteRoot, input)),
    diagnostics: warnings.map((message) => cssDiagnostic(message, siteRoot)),
  };
}
function cssDiagnostic(message: esbuild.Message, siteRoot: string): Diagnostic {
  const { location } = message;
  const text = `The stylesheet cannot be read: ${message.text}`;
  if (!location) return error('css-invalid', text, { file: '.' });
  return error('css-invalid', text, { file: relativeFile(siteRoot, path.resolve(siteRoot, location.file)), line: location.line, column: location.column + 1 });
}
