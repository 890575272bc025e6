import fs from 'node:fs';
import path from 'node:path';
import { error, fail, succeed, type Diagnostic, type Place, type Result } from './diagnostics.js';
import { isInside, relativeFile } from './files.js';

export const OUTSIDE_SITE = 'outside-site';

function realPath(file: string): string | undefined {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return undefined;
  }
}

/** The last site folder asked about and its real path: every file of a build is asked about against the same one. */
let lastRoot: { root: string; real: string } | undefined;

function realRootOf(root: string): string {
  if (lastRoot?.root !== root) lastRoot = { root, real: realPath(root) ?? path.resolve(root) };
  return lastRoot.real;
}

/**
 * Why `file` (absolute), once symbolic links are followed, is not below `root`; undefined when it
 * is, or when it cannot be resolved (missing, a dangling link: whoever reads it reports that).
 */
export function outsideSiteProblem(root: string, file: string): string | undefined {
  const realRoot = realRootOf(root);
  if (!isInside(root, file)) return `${relativeFile(root, file)} is outside the site folder: docsgen reads only files inside the site`;
  const real = realPath(file);
  if (real === undefined || isInside(realRoot, real)) return undefined;
  // The link that leads out: the first part of the path that resolves outside the site.
  const parts = path.relative(root, file).split(path.sep);
  let link = file;
  for (let count = 1; count <= parts.length; count++) {
    const prefix = path.join(root, ...parts.slice(0, count));
    const resolved = realPath(prefix);
    if (resolved !== undefined && !isInside(realRoot, resolved)) {
      link = prefix;
      break;
    }
  }
  const shown = relativeFile(root, file);
  const through = link === file ? `${shown} is a symbolic link that resolves` : `${shown} resolves, through the symbolic link ${relativeFile(root, link)},`;
  return `${through} outside the site folder: docsgen reads only files inside the site`;
}

/** Whether `file`, once symbolic links are followed, is somewhere other than below `root` (see `outsideSiteProblem`). */
export const leavesRoot = (root: string, file: string): boolean => outsideSiteProblem(root, file) !== undefined;

/** The `outside-site` error of `file` at `place` (where the site names it), when it leaves the site folder. */
export function outsideSiteError(root: string, file: string, place: Place): Diagnostic | undefined {
  const problem = outsideSiteProblem(root, file);
  return problem === undefined ? undefined : error(OUTSIDE_SITE, problem, place);
}

/**
 * `file` (absolute), a file docsgen reads because the site names it (a page, a logo, a manifest, a
 * demo…), when it is inside the site folder by its real path; else an `outside-site` error at
 * `place`, the line that names it. Checked before the file is read, so nothing of it gets in.
 */
export function insideSite(root: string, file: string, place: Place): Result<string> {
  const problem = outsideSiteError(root, file, place);
  return problem === undefined ? succeed(file) : fail(problem);
}
