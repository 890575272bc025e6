import fs from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { changeStamp, isInside, relativeFile } from '../util/files.js';
import { loadTailwind, type TailwindApi, type TailwindCompiler, type TailwindSourceEntry } from './tailwindPackages.js';
import { placeAtOffset, placeOfMessage, tailwindImport, usesTailwind, type TextPlace } from './tailwindSource.js';

/** The code of the error a stylesheet gets when Tailwind fails to compile it. */
export const TAILWIND_ERROR = 'tailwind-error';

export interface TailwindPluginOptions {
  /**
   * Folders of the site whose files are never sources of class names: the output folder (and the
   * swap folders beside it, `<outDir>.docsgen-*`). `.docsgen/` (caches, the dev server's files)
   * always is. Without this, a build would read the classes of its own last output.
   */
  ignore?: readonly string[];
}

/** A stylesheet's compiler, kept while neither its text nor any file it read (imports, `@plugin`, `@config`) changed. */
interface CompiledSheet {
  css: string;
  compiler: TailwindCompiler;
  /** Each file the compile read, with its change stamp then. */
  dependencies: Map<string, string>;
  /** The class names it was given: a compiler keeps every one it ever built, so one that lost some is compiled anew. */
  built: Set<string>;
}

const isCurrent = (sheet: CompiledSheet, css: string, candidates: ReadonlySet<string> | undefined) =>
  sheet.css === css &&
  [...sheet.dependencies].every(([file, stamp]) => changeStamp(file) === stamp) &&
  (candidates === undefined || [...sheet.built].every((candidate) => candidates.has(candidate)));

/** Whether the file is the site's own stylesheet (not a package's, not outside the site). */
const isSiteStylesheet = (siteRoot: string, file: string) => isInside(siteRoot, file) && !file.split(path.sep).includes('node_modules');

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
 * Where Tailwind's error is: the place it gives (a syntax error names its file and offset), else
 * the line of the stylesheet (or of a file it imported) that holds what the message quotes.
 */
async function errorPlace(cause: unknown, file: string, css: string, dependencies: readonly string[]): Promise<{ file: string; place?: TextPlace }> {
  const loc = (cause as { loc?: unknown }).loc;
  if (Array.isArray(loc) && typeof loc[1] === 'number') {
    const source = loc[0] as { file?: unknown; code?: unknown } | undefined;
    const code = typeof source?.code === 'string' ? source.code : css;
    return {
      file: typeof source?.file === 'string' ? source.file : file,
      place: placeAtOffset(code, loc[1], typeof loc[2] === 'number' ? loc[2] - loc[1] : 0),
    };
  }
  const text = cause instanceof Error ? cause.message : String(cause);
  const inSheet = placeOfMessage(css, text);
  if (inSheet) return { file, place: inSheet };
  for (const dependency of dependencies.filter((name) => name.endsWith('.css') && !name.split(path.sep).includes('node_modules'))) {
    const place = placeOfMessage(await fs.readFile(dependency, 'utf8').catch(() => ''), text);
    if (place) return { file: dependency, place };
  }
  return { file };
}

/** Tailwind's message without the `file:line:column: ` it may start with (the place is given apart) and without a resolver's long trace. */
const tailwindMessage = (cause: unknown) =>
  (cause instanceof Error ? cause.message : String(cause))
    .split('\n')[0]!
    .replace(/^\S+:\d+:\d+: /, '')
    .trim();

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
      const sheets = new Map<string, CompiledSheet>();
      const minify = build.initialOptions.minify === true;

      /**
       * The stylesheet's compiler, compiled again when it changed or when `candidates` (the class
       * names found when the last were given) lost one; `read` gets the files a new compile reads, also when it fails.
       */
      async function compileSheet(tailwind: TailwindApi, file: string, css: string, candidates: ReadonlySet<string> | undefined, read: string[]) {
        const cached = sheets.get(file);
        if (cached && isCurrent(cached, css, candidates)) return cached;
        if (cached) tailwind.clearRequireCache([...cached.dependencies.keys()]);
        const compiler = await tailwind.compile(css, {
          base: path.dirname(file),
          from: file,
          shouldRewriteUrls: true,
          onDependency: (dependency) => read.push(dependency),
        });
        const sheet: CompiledSheet = {
          css,
          compiler,
          dependencies: new Map(read.map((dependency) => [dependency, changeStamp(dependency)])),
          built: new Set(),
        };
        sheets.set(file, sheet);
        return sheet;
      }

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
          let sheet = await compileSheet(tailwind, file, css, undefined, read);
          const generates = ['AtApply', 'JsPluginCompat', 'ThemeFunction', 'Utilities', 'Variants'] as const;
          if (!generates.some((name) => sheet.compiler.features & tailwind.features(name))) return undefined;
          const scansClasses = (sheet.compiler.features & tailwind.features('Utilities')) !== 0;
          // A new scanner each load: its candidates only grow, and a build's CSS is what the files hold now.
          const scanner = scansClasses ? new tailwind.Scanner({ sources: sourcesOf(sheet.compiler, root, ignore) }) : undefined;
          const candidates = scanner ? scanner.scan() : [];
          sheet = await compileSheet(tailwind, file, css, new Set(candidates), read);
          for (const candidate of candidates) sheet.built.add(candidate);
          const built = sheet.compiler.build(candidates);
          const contents = tailwind.optimize ? tailwind.optimize(built, { file, minify }).code : built;
          const scanned = scanner?.files ?? [];
          return {
            contents,
            loader: file.endsWith('.module.css') ? 'local-css' : 'css',
            resolveDir: path.dirname(file),
            watchFiles: [...new Set([file, ...sheet.dependencies.keys(), ...scanned])],
            // New files in the folders scanned are new sources too.
            watchDirs: [...new Set([...(scanner?.globs ?? []).map((glob) => glob.base), ...scanned.map((name) => path.dirname(name))])],
          };
        } catch (cause) {
          const dependencies = [...new Set([...read, ...(sheets.get(file)?.dependencies.keys() ?? [])])];
          sheets.delete(file);
          const at = await errorPlace(cause, file, css, dependencies);
          const diagnostic = error(TAILWIND_ERROR, `Tailwind CSS: ${tailwindMessage(cause)}`, { file: relativeFile(root, at.file), line: at.place?.line ?? 0 });
          return { errors: [message(root, diagnostic, at.place)], watchFiles: [file, ...dependencies] };
        }
      });
    },
  };
}
