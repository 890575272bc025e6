import fs from 'node:fs';
import path from 'node:path';

/** A path relative to the site root with forward slashes, as diagnostics show it. */
export function relativeFile(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/') || '.';
}

/** 1-based line of the first match of `pattern` in `source`, or 0. */
export function lineOfText(source: string, pattern: RegExp): number {
  const match = pattern.exec(source);
  if (!match) return 0;
  return lineAtOffset(source, match.index);
}

export function lineAtOffset(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Every regular file below a folder as sorted `/`-separated paths relative to it; `keep` sees each
 * path and may leave it out. None when the folder does not exist.
 */
export function filesBelow(dir: string, keep: (relativePath: string) => boolean = () => true): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(keep)
    .sort();
}

/** What tells that a file changed without reading it: its modification time and size. */
export function changeStamp(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

/** Whether `child` is `parent` or below it (both absolute; compared as written, no links followed). */
export function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * The absolute path as the file system resolves it (symbolic links, `..`), also for a path that
 * does not exist yet: its nearest existing ancestor is resolved and the rest appended.
 */
export function realPathOf(file: string): string {
  const absolute = path.resolve(file);
  const missing: string[] = [];
  let existing = absolute;
  for (;;) {
    try {
      return path.join(fs.realpathSync.native(existing), ...missing.reverse());
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return absolute;
      missing.push(path.basename(existing));
      existing = parent;
    }
  }
}

/** Hidden files and installed packages are never inputs of a build (of its cache keys). */
export const isVisibleInput = (relativePath: string): boolean => !relativePath.split('/').some((part) => part.startsWith('.') || part === 'node_modules');

/** A file's bytes, or 'missing' when it cannot be read (a key changes when a file appears or goes). */
export function contentsOrMissing(file: string): Uint8Array | string {
  try {
    return fs.readFileSync(file);
  } catch {
    return 'missing';
  }
}
