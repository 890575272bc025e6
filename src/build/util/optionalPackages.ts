import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve as resolveModule } from 'import-meta-resolve';
import { installedAt, packageOfFile } from './installedPackages.js';

/**
 * docsgen's optional packages (its optional peer dependencies): large, and needed only by a
 * feature a site may not use — `typescript` by API pages, `prettier` by the JavaScript variants
 * of TypeScript demos, `lightningcss` (a native binary) by CSS modules (`X.module.css`). A site that uses the feature installs the package; docsgen loads it on
 * first use, and says what to install when it is not there.
 */
export type OptionalPackageName = 'typescript' | 'prettier' | 'lightningcss';

/** The command that installs an optional package in the site (`typescript@6`: the last release with a JavaScript compiler API). */
export const INSTALL_COMMAND: Readonly<Record<OptionalPackageName, string>> = {
  typescript: 'npm install -D typescript@6',
  prettier: 'npm install -D prettier',
  lightningcss: 'npm install -D lightningcss',
};

/** An optional package found and loaded: its module, version and entry file. */
export interface LoadedPackage<T> {
  module: T;
  version: string;
  file: string;
}

/**
 * Where `name` is found: the site's own (from its root, as its code would import it), else beside
 * docsgen (where npm puts a peer; in this repository, the copy the tests use). Undefined when
 * neither has it.
 */
export function resolveOptionalPackage(root: string, name: OptionalPackageName, docsgenUrl = import.meta.url): string | undefined {
  for (const parent of [pathToFileURL(path.join(path.resolve(root), 'package.json')).href, docsgenUrl]) {
    try {
      return fileURLToPath(resolveModule(name, parent));
    } catch {
      // Not installed there.
    }
  }
  return undefined;
}

const loaded = new Map<string, Promise<LoadedPackage<unknown> | undefined>>();

/**
 * The optional package `name` for the site at `root`, loaded once per process and entry file;
 * undefined when it is not installed. A package that is installed but fails to load throws.
 */
export function loadOptionalPackage<T>(root: string, name: OptionalPackageName): Promise<LoadedPackage<T> | undefined> {
  const file = resolveOptionalPackage(root, name);
  if (file === undefined) return Promise.resolve(undefined);
  let loading = loaded.get(file);
  if (!loading) {
    const version = versionOf(file);
    loading = import(pathToFileURL(file).href).then((module: unknown) => ({ module, version, file }));
    loaded.set(file, loading);
  }
  return loading as Promise<LoadedPackage<T> | undefined>;
}

/** The version of the optional package the site at `root` would load, without loading it (a cache key); undefined when it is not installed. */
export function optionalPackageVersion(root: string, name: OptionalPackageName): string | undefined {
  const file = resolveOptionalPackage(root, name);
  return file === undefined ? undefined : versionOf(file);
}

/** The version of the package an entry file is of ('' when its package.json says none). */
function versionOf(file: string): string {
  const dir = packageOfFile(file)?.dir;
  return dir === undefined ? '' : (installedAt(dir)?.version ?? '');
}

/**
 * The optional package `name` for the site at `root`, loaded with `require` (for a caller that
 * cannot wait: lightningcss compiles CSS modules inside esbuild's synchronous steps), found as
 * `loadOptionalPackage` finds it; undefined when it is not installed.
 */
export function requireOptionalPackage<T>(root: string, name: OptionalPackageName, docsgenUrl = import.meta.url): T | undefined {
  for (const from of [path.join(path.resolve(root), 'package.json'), docsgenUrl]) {
    const require = createRequire(from);
    let file: string;
    try {
      file = require.resolve(name);
    } catch {
      continue;
    }
    return require(file) as T;
  }
  return undefined;
}
