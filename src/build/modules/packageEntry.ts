import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { relativeFile } from '../util/files.js';
import { findPackage } from '../util/installedPackages.js';

/** What esbuild notes of a file a package's `exports` names and that is not there. */
const ESBUILD_NOT_FOUND = /^The module "([^"]+)" was not found on the file system/;
/** What Node says of a file it looked for and did not find (a `main` that names none). */
const NODE_NOT_FOUND = /^Cannot find module '([^']+)'/;

/** What esbuild notes of a failed resolution that only says how to leave the import out. */
const MARK_AS_EXTERNAL = /^You can mark the path/;

/**
 * What resolving `specifier` from `fromDir` did not find inside `packageDir`: the file, as esbuild
 * notes it when resolving the import alone (its conditions are the build's; a plugin's
 * `build.resolve` drops the notes) or as Node's own resolution reports it (a `main` that names no
 * file); else esbuild's note on why (a path the package does not export).
 */
async function whatIsMissing(
  builder: Pick<typeof esbuild, 'build'>,
  specifier: string,
  fromDir: string,
  packageDir: string,
  options: Pick<esbuild.BuildOptions, 'platform' | 'conditions'>,
): Promise<{ file: string } | { note: string } | undefined> {
  let note: string | undefined;
  try {
    const stdin = { contents: `import ${JSON.stringify(specifier)};`, resolveDir: fromDir };
    await builder.build({ ...options, stdin, bundle: true, write: false, logLevel: 'silent', absWorkingDir: fromDir });
  } catch (cause) {
    for (const error of (cause as Partial<esbuild.BuildFailure>).errors ?? []) {
      for (const { text, location } of error.notes) {
        const named = ESBUILD_NOT_FOUND.exec(text)?.[1];
        if (named !== undefined && location) return { file: path.resolve(fromDir, path.dirname(location.file), named) };
        if (!MARK_AS_EXTERNAL.test(text)) note ??= text.replace(/:$/, '');
      }
    }
  }
  try {
    createRequire(path.join(fromDir, 'index.js')).resolve(specifier);
  } catch (cause) {
    const file = NODE_NOT_FOUND.exec(cause instanceof Error ? cause.message : '')?.[1];
    if (file !== undefined && file.startsWith(packageDir + path.sep)) return { file };
  }
  return note !== undefined ? { note } : undefined;
}

/**
 * Why the bare import `specifier` (of the package `name`), which could not be resolved from the
 * folder `fromDir`, fails although its package is installed: the file its package.json names for
 * it (`main`, `exports`) is missing — a package half installed, or one of the site's own not built —
 * or it does not export that path. Undefined when the package is not installed there (it is simply
 * missing) or nothing more is known.
 */
export async function missingPackageEntry(
  builder: Pick<typeof esbuild, 'build'>,
  import_: { specifier: string; name: string; fromDir: string },
  options: { root: string } & Pick<esbuild.BuildOptions, 'platform' | 'conditions'>,
): Promise<string | undefined> {
  const { specifier, name, fromDir } = import_;
  const installed = findPackage(fromDir, name);
  if (!installed) return undefined;
  const { root, ...buildOptions } = options;
  const missing = await whatIsMissing(builder, specifier, fromDir, installed.dir, buildOptions);
  if (!missing) return undefined;
  const installedAs = `the package "${name}"${installed.version ? ` ${installed.version}` : ''} is installed (${relativeFile(root, installed.dir)})`;
  if ('note' in missing) return `${installedAs}, but cannot be imported so: ${missing.note}`;
  const file = relativeFile(root, missing.file);
  return `${installedAs}, but the file its package.json names for "${specifier}", ${file}, is missing: reinstall it, or build it if it is one of the site's own`;
}
