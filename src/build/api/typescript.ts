/**
 * The TypeScript compiler API, loaded only by a site that documents an API (it is 9 MB of
 * JavaScript), from the site's own `typescript` (an optional peer dependency of docsgen: a site
 * without API pages need not install it). TypeScript 7, which typechecks and builds docsgen, is
 * native and has no compiler API in JavaScript: the last JavaScript release, 6.0, has one.
 */
import type ts from 'typescript';
import { loadOptionalPackage, INSTALL_COMMAND } from '../util/optionalPackages.js';

export type TypeScript = typeof ts;

/** The compiler the site at `root` has (else the one beside docsgen), or why there is none to use: a sentence ending with the command that installs one. */
export async function loadTypeScript(root = process.cwd()): Promise<{ ok: true; tsc: TypeScript } | { ok: false; reason: string }> {
  const found = await loadOptionalPackage<{ default: TypeScript }>(root, 'typescript');
  if (!found) return { ok: false, reason: `typescript, which is not installed: ${INSTALL_COMMAND.typescript}` };
  const tsc = found.module.default;
  if (typeof tsc?.createProgram !== 'function') {
    return {
      ok: false,
      reason: `TypeScript's compiler API, which typescript ${found.version} has not (TypeScript 7 is native): ${INSTALL_COMMAND.typescript}`,
    };
  }
  return { ok: true, tsc };
}
