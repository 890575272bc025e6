import { escapeRegExp } from '../util/regExp.js';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiSourceConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { isInside } from '../util/files.js';
import { findPackage } from '../util/installedPackages.js';
import { insideSite } from '../util/insideSite.js';
import { apiConfigPlace, type ConfigSource } from '../config/places.js';

/** Where an API source's declarations start, and how readers import from it. */
export interface ResolvedSource {
  /** Absolute path of the `.d.ts` (package) or source file (entry) the program starts from. */
  entryFile: string;
  /** What a named import is written from: config `importPath`, else the package's name, or the entry's package (else the product id). */
  importPath: string;
  /** The package's folder, when one is documented (for its per-component subpaths). */
  packageDir?: string;
  /** The installed package's version, when one is documented. */
  version?: string;
  /** The origin of the package's `homepage` (`https://mui.com`). */
  docsOrigin?: string;
}

function originOf(homepage: unknown): string | undefined {
  try {
    return typeof homepage === 'string' && /^https?:\/\//.test(homepage) ? new URL(homepage).origin : undefined;
  } catch {
    return undefined;
  }
}

const readJson = (file: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** A package's types entry: `types`/`typings`, else the `.d.ts` of `main`, else `index.d.ts` beside main. */
export function packageTypesEntry(packageDir: string, manifest: Record<string, unknown>): string | undefined {
  const declared = [manifest.types, manifest.typings].find((value): value is string => typeof value === 'string');
  const main = typeof manifest.main === 'string' ? manifest.main : 'index.js';
  const candidates = [...(declared ? [declared] : []), main.replace(/\.(c|m)?js$/, '.d.ts'), path.join(path.dirname(main), 'index.d.ts'), 'index.d.ts'];
  return candidates.map((file) => path.resolve(packageDir, file)).find((file) => isInside(packageDir, file) && fs.existsSync(file));
}

/** The name of the nearest package.json above a file, below the site root (whose own package.json is the docs site's). */
function enclosingPackageName(root: string, file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== root && isInside(root, dir); dir = path.dirname(dir)) {
    const name = readJson(path.join(dir, 'package.json'))?.name;
    if (typeof name === 'string' && name !== '') return name;
  }
  return undefined;
}

/** Resolves config `api[index]`; a package that is not installed or an entry that does not exist is a config error. */
export function resolveSource(
  root: string,
  source: ApiSourceConfig,
  index: number,
  config: ConfigSource,
): { resolved?: ResolvedSource; diagnostics: Diagnostic[] } {
  if (source.package !== undefined) {
    const key = `api[${index}].package`;
    const place = apiConfigPlace(config, index, 'package', source.package);
    const packageDir = findPackage(root, source.package)?.dir;
    if (!packageDir) {
      const message = `Config "${key}": package "${source.package}" is not installed in the site (install it, or document a source file with "entry")`;
      return { diagnostics: [error('api-package-missing', message, place)] };
    }
    const manifest = readJson(path.join(packageDir, 'package.json')) ?? {};
    const entryFile = packageTypesEntry(packageDir, manifest);
    if (!entryFile) {
      const message = `Config "${key}": package "${source.package}" has no TypeScript declarations ("types" in its package.json, or index.d.ts)`;
      return { diagnostics: [error('api-package-untyped', message, place)] };
    }
    const version = typeof manifest.version === 'string' ? manifest.version : undefined;
    const docsOrigin = originOf(manifest.homepage);
    return {
      resolved: {
        entryFile,
        importPath: source.importPath ?? source.package,
        packageDir,
        ...(version ? { version } : {}),
        ...(docsOrigin ? { docsOrigin } : {}),
      },
      diagnostics: [],
    };
  }
  const entry = source.entry ?? '';
  const entryFile = path.resolve(root, entry);
  const inside = insideSite(root, entryFile, apiConfigPlace(config, index, 'entry', entry));
  if (!inside.ok) return { diagnostics: inside.diagnostics };
  if (!fs.existsSync(entryFile) || !fs.statSync(entryFile).isFile()) {
    const message = `Config "api[${index}].entry": ${entry} does not exist`;
    return { diagnostics: [error('api-entry-missing', message, apiConfigPlace(config, index, 'entry', entry))] };
  }
  // Readers import a package, never a path of the docs site: a source outside any package.json is imported as the product.
  const importPath = source.importPath ?? enclosingPackageName(root, entryFile) ?? source.product;
  return { resolved: { entryFile, importPath }, diagnostics: [] };
}

/** Whether `<package>/<Name>` is a path readers can import a component's default export from. */
export function hasSubpath(packageDir: string, name: string): boolean {
  return ['index.d.ts', 'index.d.mts'].some((file) => fs.existsSync(path.join(packageDir, name, file))) || fs.existsSync(path.join(packageDir, `${name}.d.ts`));
}

/**
 * How `<package>/<name>` exports `name`, when it is a path of the package: by that name
 * (`@mui/base/Button`, `@mui/base/useButton`: `import { Button } from …`) or as its default
 * (`@mui/material/Button`, `@mui/material/useMediaQuery`: `import Button from …`). Read from the
 * path's declaration file: an export naming it, else a default export.
 */
export function subpathExport(packageDir: string, name: string): 'named' | 'default' | undefined {
  if (!hasSubpath(packageDir, name)) return undefined;
  const files = [path.join(packageDir, name, 'index.d.ts'), path.join(packageDir, name, 'index.d.mts'), path.join(packageDir, `${name}.d.ts`)];
  const text = files.map(readTextOrEmpty).join('\n');
  const exported = escapeRegExp(name);
  if (new RegExp(`export\\s*\\{[^}]*\\b${exported}\\b[^}]*\\}|export\\s+declare\\s+(function|const|class)\\s+${exported}\\b`).test(text)) return 'named';
  return /export\s*\{\s*default\b|export\s+default\b|\bas\s+default\b/.test(text) ? 'default' : undefined;
}

function readTextOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
