import type { UnresolvedImport } from '../modules/moduleLoadError.js';
import { packageName } from '../modules/packageResolution.js';
import { relativeFile } from '../util/files.js';

const isRelative = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('/');

/** One import a demo cannot have, for a reader: the import, where it is, and what to do. */
function describeOne(item: UnresolvedImport, root: string): string {
  const where = item.file ? ` (${relativeFile(root, item.file)}:${item.line})` : '';
  if (item.why) return `"${item.specifier}"${where}: ${item.why}`;
  if (isRelative(item.specifier)) return `"${item.specifier}"${where}, which does not exist`;
  const name = packageName(item.specifier);
  return `"${item.specifier}"${where}, but the package "${name}" is not installed: add it to the site's dependencies`;
}

/** Why a demo cannot be built, when only its imports are the problem: `it imports "x" (file:line), …`. */
export function describeUnresolved(imports: readonly UnresolvedImport[], root: string): string {
  return `it imports ${imports.map((item) => describeOne(item, root)).join('; and ')}`;
}
