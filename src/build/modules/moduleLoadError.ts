import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';
import { relativeFile } from '../util/files.js';
import { placeOfError, type SourcePlace } from './bundlePlaces.js';
import { installedAt, packageOfFile } from '../util/installedPackages.js';
import { UserCodeLimitError } from './timeLimit.js';

/** An import a module makes that cannot be resolved: a package or file that is not there, or one that cannot be used. */
export interface UnresolvedImport {
  specifier: string;
  /** Why it cannot be used, when it exists (else: it is not there). */
  why?: string;
  /** Absolute path of the importing file, when known; 1-based line and column of the import. */
  file?: string;
  line: number;
  column: number;
}

export class ModuleLoadError extends Error {
  constructor(
    message: string,
    readonly line = 0,
    readonly column = 0,
    /** Absolute path of the file the problem is in, when known. */
    readonly file?: string,
    /** Why: the module cannot be built, it threw, or it ran out of time or memory. */
    readonly kind: 'build' | 'threw' | 'limit' = 'build',
    /** When the build failed only for imports it could not resolve: every one of them. */
    readonly unresolved: readonly UnresolvedImport[] = [],
  ) {
    super(message);
  }

  /** Where the problem is, as a diagnostic's place (relative to `root`), with `fallbackFile` when the error names no file. */
  placeIn(root: string, fallbackFile?: string): { file: string; line: number; column: number } | undefined {
    const file = this.file ?? fallbackFile;
    return file === undefined ? undefined : { file: relativeFile(root, file), line: this.line, column: this.column };
  }
}

const COULD_NOT_RESOLVE = /^Could not resolve "(.+)"$/;
/** An import of a name the installed package does not export (packageModules lists what it does). */
const NO_SUCH_EXPORT = /^No matching export in "[\w-]+:(file:[^"]+)" for import "([^"]+)"$/;

/** `{ specifier, why }` for an import of a name the installed package lacks: the package is not the version the code was written for. */
function missingExport(text: string): { specifier: string; why: string } | undefined {
  const match = NO_SUCH_EXPORT.exec(text);
  if (!match) return undefined;
  const installed = packageOfFile(fileURLToPath(match[1]!));
  if (!installed) return undefined;
  const { name } = installed;
  const version = installedAt(installed.dir)?.version ?? '?';
  return { specifier: name, why: `the installed "${name}" ${version} has no export "${match[2]}" (the demo is written for another version)` };
}

/** An esbuild error as an unresolved import, if it is one (see also nodePackageResolution's `detail`). */
function unresolvedImport(error: esbuild.Message, siteRoot: string): UnresolvedImport | undefined {
  const detail = error.detail as { unresolved?: string } | undefined;
  const lacking = missingExport(error.text);
  const specifier = detail?.unresolved ?? lacking?.specifier ?? COULD_NOT_RESOLVE.exec(error.text)?.[1];
  if (specifier === undefined) return undefined;
  const where = error.location;
  const why = lacking?.why ?? (detail?.unresolved !== undefined ? error.text : undefined);
  return {
    specifier,
    ...(why !== undefined ? { why } : {}),
    ...(where ? { file: path.resolve(siteRoot, where.file) } : {}),
    line: where?.line ?? 0,
    column: where ? where.column + 1 : 0,
  };
}

/** What esbuild's failure to build a module says, with the place of its first error and every import it could not resolve. */
export function buildError(cause: unknown, siteRoot: string): ModuleLoadError {
  const errors = (cause as Partial<esbuild.BuildFailure>).errors ?? [];
  const first = errors[0];
  const where = first?.location;
  const unresolved = errors.map((error) => unresolvedImport(error, siteRoot));
  return new ModuleLoadError(
    first ? first.text : String(cause),
    where?.line ?? 0,
    where ? where.column + 1 : 0,
    where ? path.resolve(siteRoot, where.file) : undefined,
    'build',
    unresolved.length > 0 && unresolved.every((item) => item !== undefined) ? (unresolved as UnresolvedImport[]) : [],
  );
}

/** What went wrong running a module's code (`during`: "Evaluating the module", "Rendering it"), with its place in the source. */
export function runError(cause: unknown, during: string): ModuleLoadError {
  if (cause instanceof UserCodeLimitError) return new ModuleLoadError(`${during} ${cause.message}`, 0, 0, undefined, 'limit');
  const place: SourcePlace | undefined = placeOfError(cause);
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ModuleLoadError(`${during} threw: ${message}`, place?.line ?? 0, place?.column ?? 0, place?.file, 'threw');
}
