import fs from 'node:fs';
import path from 'node:path';
import { error, fail, succeed, type Place, type Result } from '../util/diagnostics.js';
import { isInside, realPathOf } from '../util/files.js';
import { lineOfConfigKey, type ConfigSource } from '../config/places.js';

/**
 * The file docsgen writes at the root of every output (Sphinx's `.buildinfo` plays the same part):
 * a folder that has it may be replaced by the next build; a folder without it is the user's.
 */
export const OUTPUT_MARKER = '.docsgen-output';
export const OUTPUT_MARKER_TEXT = 'This folder was written by docsgen and is replaced by each build.\n';

export interface OutputFolderGuard {
  /** The site folder (build), or the current folder (merge). */
  root: string;
  /** What `root` is, in messages (default "the site folder"). */
  rootName?: string;
  /** Folders the output must be neither, nor inside, nor an ancestor of (content, shards). */
  sources: readonly string[];
  /** Replace a non-empty folder that docsgen did not write. */
  force?: boolean;
  /** How the user chose the output folder, for messages: `--out`, or `outDir`. */
  option: string;
  /** Where the diagnostic points: the config's `outDir` line, or the site root for `--out`. */
  place: Place;
}

/** Folders of a site root that hold the user's work or docsgen's own state, never output. */
const PROTECTED_CHILDREN = ['.git', 'node_modules', '.docsgen', 'public'];

/** A folder docsgen wrote before it marked its outputs: its assets folder and 404 page. */
function looksLikeUnmarkedOutput(dir: string): boolean {
  return fs.existsSync(path.join(dir, '_docsgen')) && fs.existsSync(path.join(dir, '404.html'));
}

function describe(dir: string, root: string): string {
  const relative = path.relative(root, dir);
  return relative === '' ? '.' : relative.split(path.sep).join('/');
}

/**
 * Where the output really goes, or why it may not: the output folder can never be the site, an
 * ancestor of it, one of its source folders or inside one, and a non-empty folder that docsgen did
 * not write is replaced only with `force`. A symbolic link is followed: its target is updated and
 * the link kept. Every path is compared as the file system resolves it (links, `..`).
 */
export function resolveOutputFolder(requested: string, guard: OutputFolderGuard): Result<string> {
  const root = realPathOf(guard.root);
  const named = `${guard.option} ${describe(path.resolve(requested), path.resolve(guard.root))}`;
  const refuse = (message: string) => fail(error('unsafe-output-folder', `Refusing ${named}: ${message}`, guard.place));
  let stat: fs.Stats | undefined;
  try {
    stat = fs.lstatSync(requested);
  } catch {
    stat = undefined;
  }
  if (stat?.isSymbolicLink() && !fs.existsSync(requested)) {
    return refuse('it is a symbolic link to a folder that does not exist: create its target or choose another folder');
  }
  const dir = realPathOf(requested);
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    return refuse('it is a file, not a folder: choose another output folder');
  }
  if (isInside(dir, root)) {
    const rootName = guard.rootName ?? 'the site folder';
    const what = dir === root ? `it is ${rootName}` : `it holds ${rootName}`;
    return refuse(`${what}, and a build replaces its output folder. Choose a folder of its own, e.g. ${guard.option} dist`);
  }
  for (const source of [...guard.sources, ...PROTECTED_CHILDREN.map((name) => path.join(guard.root, name))]) {
    const real = realPathOf(source);
    if (isInside(real, dir) || isInside(dir, real)) {
      return refuse(
        `it overlaps ${describe(real, root)}, which holds your sources or docsgen's own files. Choose a folder of its own, e.g. ${guard.option} dist`,
      );
    }
  }
  if (!guard.force && fs.existsSync(dir) && fs.readdirSync(dir).length > 0 && !fs.existsSync(path.join(dir, OUTPUT_MARKER)) && !looksLikeUnmarkedOutput(dir)) {
    return refuse('the folder is not empty and was not written by docsgen. Choose an empty or new folder, or pass --force to replace it');
  }
  return succeed(dir);
}

/**
 * The folder a build writes: `--out` (`outDir`) or else config `outDir`, resolved and guarded as
 * `resolveOutputFolder` says; a refusal points at the flag, or at the config's `outDir` line.
 */
export function siteOutputFolder(
  root: string,
  config: { outDir: string; contentDir: string },
  source: ConfigSource,
  flags: { outDir?: string | undefined; force?: boolean | undefined },
): Result<string> {
  const fromFlag = flags.outDir !== undefined;
  return resolveOutputFolder(path.resolve(root, flags.outDir ?? config.outDir), {
    root,
    sources: [path.resolve(root, config.contentDir)],
    option: fromFlag ? '--out' : 'outDir',
    place: fromFlag ? { file: '.' } : { file: source.file, line: lineOfConfigKey(source.text, 'outDir') },
    ...(flags.force ? { force: true } : {}),
  });
}
