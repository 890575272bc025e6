import fs from 'node:fs';
import path from 'node:path';

/** An installed package: its folder and version. */
export interface InstalledPackage {
  dir: string;
  version: string;
}

/**
 * The package `name` as Node finds it from the folder `from`: in `node_modules` there or in a
 * parent's. Read from the folder itself: a package's `exports` may hide its package.json.
 */
export function findPackage(from: string, name: string): InstalledPackage | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const found = installedAt(path.join(dir, 'node_modules', name));
    if (found) return found;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The package in the folder `dir`, if there is one (a readable package.json). */
export function installedAt(dir: string): InstalledPackage | undefined {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
    return { dir, version: typeof version === 'string' ? version : '' };
  } catch {
    return undefined;
  }
}

/**
 * The package a file installed in node_modules belongs to: its name and folder
 * (`…/node_modules/@mui/material/Button/index.js` → `@mui/material`, `…/node_modules/@mui/material`).
 */
export function packageOfFile(file: string): { name: string; dir: string } | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const length = parts[at + 1]!.startsWith('@') ? 2 : 1;
  if (at + length >= parts.length) return undefined;
  return { name: parts.slice(at + 1, at + 1 + length).join('/'), dir: parts.slice(0, at + 1 + length).join(path.sep) };
}
