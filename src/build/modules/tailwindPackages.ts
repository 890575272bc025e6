import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve as resolveModule } from 'import-meta-resolve';
import { error, fail, succeed, type Place, type Result } from '../util/diagnostics.js';
import { findPackage } from '../util/installedPackages.js';

/**
 * The site's own Tailwind CSS, loaded from its node_modules: docsgen has none of its own, so a
 * site's classes are compiled by the exact version the site installed. The parts loaded are the
 * ones Tailwind's own Vite and PostCSS plugins use: `@tailwindcss/node` (the compiler) and
 * `@tailwindcss/oxide` (the scanner that finds class names in the site's files).
 */

/** What the site installs for docsgen to compile its Tailwind (the smallest set; `@tailwindcss/vite` or `@tailwindcss/postcss` bring the last two too). */
export const TAILWIND_INSTALL = 'npm install -D tailwindcss @tailwindcss/node @tailwindcss/oxide';

/** A source of class names: a folder and a glob in it; negated, a part left out. */
export interface TailwindSourceEntry {
  base: string;
  pattern: string;
  negated: boolean;
}

/** The compiler `@tailwindcss/node`'s `compile` gives for one stylesheet (the part docsgen uses). */
export interface TailwindCompiler {
  sources: TailwindSourceEntry[];
  /** `source(none)`: no automatic detection; `source("dir")`: detection there; null: from the project's root. */
  root: 'none' | { base: string; pattern: string } | null;
  features: number;
  build(candidates: string[]): string;
}

export interface TailwindCompileOptions {
  base: string;
  from?: string;
  shouldRewriteUrls?: boolean;
  onDependency: (file: string) => void;
}

interface TailwindNodeModule {
  compile(css: string, options: TailwindCompileOptions): Promise<TailwindCompiler>;
  optimize?: (css: string, options: { file?: string; minify?: boolean }) => { code: string };
  Features?: Record<string, number | string>;
}

export interface TailwindScanner {
  scan(): string[];
  readonly files: string[];
  readonly globs: { base: string; pattern: string }[];
}

interface TailwindOxideModule {
  Scanner: new (options: { sources: TailwindSourceEntry[] }) => TailwindScanner;
}

/** The site's Tailwind, loaded. */
export interface TailwindApi {
  version: string;
  compile: TailwindNodeModule['compile'];
  /** Tailwind's own Lightning CSS pass (nesting, prefixes, minifying): absent from early 4.0 releases. */
  optimize: TailwindNodeModule['optimize'];
  /** The `Features` flags of a compiler (`Utilities`, `AtApply`…), by name. */
  features: (name: 'AtApply' | 'JsPluginCompat' | 'ThemeFunction' | 'Utilities' | 'Variants') => number;
  Scanner: TailwindOxideModule['Scanner'];
  /** Forgets the JavaScript a compile loaded (`@plugin`, `@config`) so the next compile reads it again. */
  clearRequireCache: (files: string[]) => void;
}

/** The code of the error a stylesheet importing Tailwind gets when the site's Tailwind cannot be used. */
export const TAILWIND_MISSING = 'tailwind-missing';

/** Why a part of the site's Tailwind did not load: a sentence for the reader, with what to do. */
class TailwindUnavailable extends Error {}

/** Tailwind's flags as of 4.1, for a release whose module does not export them. */
const FEATURE_FLAGS = { AtApply: 1, JsPluginCompat: 4, ThemeFunction: 8, Utilities: 16, Variants: 32 } as const;

/** Packages that depend on the compiler and scanner: a site that installed one of them (Tailwind's Vite or PostCSS setup) has both. */
const CARRIERS = ['@tailwindcss/vite', '@tailwindcss/postcss', '@tailwindcss/cli'];

/** The file `specifier` is as Node's `import` finds it from the folder `from`, or undefined. */
function resolveFrom(specifier: string, from: string): string | undefined {
  try {
    const url = resolveModule(specifier, pathToFileURL(path.join(from, 'noop.js')).href);
    return url.startsWith('file:') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The folders to resolve Tailwind's parts from: the stylesheet's, then those of the packages that carry them. */
function hostFolders(cssDir: string): string[] {
  const carriers = CARRIERS.map((name) => findPackage(cssDir, name)?.dir).filter((dir): dir is string => dir !== undefined);
  return [cssDir, ...carriers];
}

function resolvePart(specifier: string, hosts: readonly string[]): string | undefined {
  for (const host of hosts) {
    const url = resolveFrom(specifier, host);
    if (url !== undefined) return url;
  }
  return undefined;
}

const loaded = new Map<string, Promise<TailwindApi>>();

async function importApi(version: string, nodeUrl: string, oxideUrl: string, cacheUrl: string | undefined): Promise<TailwindApi> {
  const node = (await import(nodeUrl)) as Partial<TailwindNodeModule>;
  if (typeof node.compile !== 'function') throw new TailwindUnavailable(`the installed @tailwindcss/node has no compile function (Tailwind ${version})`);
  let oxide: Partial<TailwindOxideModule>;
  try {
    oxide = (await import(oxideUrl)) as Partial<TailwindOxideModule>;
  } catch (cause) {
    // Its native part is an optional package for the platform: missing when installed elsewhere or with --omit=optional.
    const why = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    throw new TailwindUnavailable(`@tailwindcss/oxide (Tailwind's class scanner) did not load: ${why}. Reinstall it on this machine: ${TAILWIND_INSTALL}`);
  }
  if (typeof oxide.Scanner !== 'function') throw new TailwindUnavailable(`the installed @tailwindcss/oxide has no Scanner (Tailwind ${version})`);
  const cache = cacheUrl === undefined ? undefined : ((await import(cacheUrl)) as { clearRequireCache?: (files: string[]) => void });
  const flags = node.Features;
  return {
    version,
    compile: node.compile.bind(node),
    optimize: node.optimize,
    features: (name) => (typeof flags?.[name] === 'number' ? flags[name] : FEATURE_FLAGS[name]),
    Scanner: oxide.Scanner,
    clearRequireCache: cache?.clearRequireCache ?? (() => undefined),
  };
}

function unavailable(place: Place, why: string) {
  return fail(error(TAILWIND_MISSING, `${place.file} imports Tailwind CSS, but ${why}`, place));
}

/**
 * The site's Tailwind as Node finds it from the stylesheet's folder `cssDir` (or through
 * `@tailwindcss/vite`/`postcss`/`cli` installed there). When it cannot be used (no `tailwindcss`,
 * a version before 4, no compiler or scanner, a scanner without its native part), an error at
 * `place` (the stylesheet's import of Tailwind) says what is missing and what to install.
 */
export async function loadTailwind(cssDir: string, place: Place): Promise<Result<TailwindApi>> {
  const hosts = hostFolders(cssDir);
  const installed = hosts.map((host) => findPackage(host, 'tailwindcss')).find((found) => found !== undefined);
  if (!installed) return unavailable(place, `the site has not installed it: ${TAILWIND_INSTALL}`);
  const major = Number.parseInt(installed.version, 10);
  if (!(major >= 4)) {
    return unavailable(
      place,
      `the site has Tailwind CSS ${installed.version}, and docsgen compiles Tailwind 4 and later. ` +
        `Upgrade the site (npx @tailwindcss/upgrade moves a v3 config and its @tailwind directives to v4), then: ${TAILWIND_INSTALL}`,
    );
  }
  const nodeUrl = resolvePart('@tailwindcss/node', hosts);
  const oxideUrl = resolvePart('@tailwindcss/oxide', hosts);
  if (nodeUrl === undefined || oxideUrl === undefined) {
    const lacking = [nodeUrl === undefined ? '@tailwindcss/node' : '', oxideUrl === undefined ? '@tailwindcss/oxide' : ''].filter(Boolean).join(' or ');
    return unavailable(place, `the site has tailwindcss ${installed.version} and not ${lacking}, which docsgen compiles it with: ${TAILWIND_INSTALL}`);
  }
  // The require cache helper of the same copy of @tailwindcss/node: found from its own folder.
  const cacheUrl = resolvePart('@tailwindcss/node/require-cache', [path.dirname(fileURLToPath(nodeUrl)), ...hosts]);
  const key = `${nodeUrl}\n${oxideUrl}`;
  let api = loaded.get(key);
  if (!api) {
    api = importApi(installed.version, nodeUrl, oxideUrl, cacheUrl);
    loaded.set(key, api);
    // A failed load is tried again next time: the site may install what was missing.
    api.catch(() => loaded.delete(key));
  }
  try {
    return succeed(await api);
  } catch (cause) {
    if (cause instanceof TailwindUnavailable) return unavailable(place, cause.message);
    return unavailable(place, `the site's Tailwind did not load: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
