import fs from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { isInside, relativeFile } from '../util/files.js';
import { compileCssModule, CSS_MODULE } from './cssModule.js';
import { TailwindCompilers } from './tailwindCompilers.js';
import { tailwindErrorPlace, tailwindErrorText } from './tailwindErrors.js';
import { loadTailwind, type TailwindCompiler, type TailwindSourceEntry } from './tailwindPackages.js';
import { tailwindImport, usesTailwind, type TextPlace } from './tailwindSource.js';

/** The code of the error a stylesheet gets when Tailwind fails to compile it. */
export const TAILWIND_ERROR = 'tailwind-error';

/** A compiler with one of these features makes CSS; one with none (no Tailwind at-rule it knows) leaves the stylesheet as it is. */
const GENERATING = ['AtApply', 'JsPluginCompat', 'ThemeFunction', 'Utilities', 'Variants'] as const;

export interface TailwindPluginOptions {
  /**
   * Folders of the site whose files are never sources of class names: the output folder (and the
   * swap folders beside it, `<outDir>.docsgen-*`). `.docsgen/` (caches, the dev server's files)
   * always is. Without this, a build would read the classes of its own last output.
   */
  ignore?: readonly string[];
}

/** Whether the file is the site's own stylesheet (not a package's, not outside the site). */
const isSiteStylesheet = (siteRoot: string, file: string) =>
  isInside(siteRoot, file) && !path.relative(siteRoot, file).split(path.sep).includes('node_modules');

/** An esbuild message from a diagnostic of the stylesheet, placed at `place` in it when known. */
function message(siteRoot: string, diagnostic: Diagnostic, place?: TextPlace): esbuild.PartialMessage {
  const file = path.resolve(siteRoot, diagnostic.file);
  return {
    text: diagnostic.message,
    detail: { code: diagnostic.code },
    location: place ? { file, line: place.line, column: place.column, length: place.length, lineText: place.lineText } : { file },
  };
}

/**
 * The sources of class names for a compiler, as Tailwind's own plugins give them: the root of
 * automatic detection (the site's folder, all its files but those .gitignore'd, binary, or in
 * node_modules; `source("dir")` moves it, `source(none)` turns it off), then the stylesheet's
 * `@source` rules; less docsgen's own folders.
 */
function sourcesOf(compiler: TailwindCompiler, siteRoot: string, ignore: readonly string[]): TailwindSourceEntry[] {
  const root = compiler.root === 'none' ? [] : [compiler.root === null ? { base: siteRoot, pattern: '**/*' } : compiler.root];
  const left = [path.join(siteRoot, '.docsgen'), ...ignore].flatMap((folder) => [
    { base: path.dirname(folder), pattern: path.basename(folder), negated: true },
    { base: path.dirname(folder), pattern: `${path.basename(folder)}.docsgen-*`, negated: true },
  ]);
  return [...root.map((entry) => ({ ...entry, negated: false })), ...compiler.sources, ...left];
}

/**
 * Compiles the site's Tailwind stylesheets (those importing `tailwindcss`, or using `@apply`,
 * `@theme`… with Tailwind installed) with the site's own Tailwind, as `@tailwindcss/vite` does:
 * the compiler of `@tailwindcss/node`, the class names the scanner of `@tailwindcss/oxide` finds in
 * the site's files, Tailwind's own optimising pass (minified when the build minifies). Every other
 * stylesheet is left to esbuild. A build's compilers are kept per stylesheet (the dev server's
 * rebuilds reuse them until the stylesheet or a file it read changes); the class names are scanned
 * again on every load, so a class taken out of a demo leaves the CSS too. The result's
 * `watchFiles` are the stylesheet, what it read and the files scanned.
 */
export function tailwindPlugin(siteRoot: string, options: TailwindPluginOptions = {}): esbuild.Plugin {
  const root = path.resolve(siteRoot);
  const ignore = (options.ignore ?? []).map((folder) => path.resolve(root, folder));
  return {
    name: 'docsgen-tailwind',
    setup(build) {
      const compilers = new TailwindCompilers();
      const minify = build.initialOptions.minify === true;

      build.onLoad({ filter: /\.css$/, namespace: 'file' }, async (args): Promise<esbuild.OnLoadResult | undefined> => {
        if (!isSiteStylesheet(root, args.path)) return undefined;
        const file = args.path;
        const css = await fs.readFile(file, 'utf8');
        if (!usesTailwind(css)) return undefined;
        const shown = relativeFile(root, file);
        const imported = tailwindImport(css);
        const loaded = await loadTailwind(path.dirname(file), { file: shown, line: imported?.line ?? 0, column: (imported?.column ?? -1) + 1 });
        if (!loaded.ok) {
          // `@apply` or `@theme` without an import of Tailwind may be another tool's: left to esbuild.
          if (!imported) return undefined;
          return { errors: loaded.diagnostics.map((diagnostic) => message(root, diagnostic, imported)), watchFiles: [file] };
        }
        const tailwind = loaded.value;
        const read: string[] = [];
        try {
          const compiled = await compilers.compiler(tailwind, file, css, undefined, read);
          const { features } = compiled.compiler;
          if (!GENERATING.some((name) => features & tailwind.features(name))) return undefined;
          // A new scanner each load: its candidates only grow, and a build's CSS is what the files hold now.
          const scanner = features & tailwind.features('Utilities') ? new tailwind.Scanner({ sources: sourcesOf(compiled.compiler, root, ignore) }) : undefined;
          const candidates = scanner ? scanner.scan() : [];
          const current = await compilers.compiler(tailwind, file, css, new Set(candidates), read);
          const built = current.build(candidates);
          const scanned = scanner?.files ?? [];
          const optimized = tailwind.optimize ? tailwind.optimize(built, { file, minify }).code : built;
          return {
            // A CSS module's names are those the importing module's class map has (see cssModule.ts).
            contents: CSS_MODULE.test(file) ? compileCssModule(file, root, new Set(), optimized).css : optimized,
            loader: 'css',
            resolveDir: path.dirname(file),
            watchFiles: [...new Set([file, ...current.dependencies.keys(), ...scanned])],
            // New files in the folders scanned are new sources too.
            watchDirs: [...new Set([...(scanner?.globs ?? []).map((glob) => glob.base), ...scanned.map((name) => path.dirname(name))])],
          };
        } catch (cause) {
          const imported = [...new Set([...read, ...compilers.dependencies(file)])];
          compilers.forget(file);
          const at = await tailwindErrorPlace(cause, file, css, imported);
          const diagnostic = error(TAILWIND_ERROR, `Tailwind CSS: ${tailwindErrorText(cause)}`, {
            file: relativeFile(root, at.file),
            line: at.place?.line ?? 0,
          });
          return { errors: [message(root, diagnostic, at.place)], watchFiles: [file, ...imported] };
        }
      });
    },
  };
}
