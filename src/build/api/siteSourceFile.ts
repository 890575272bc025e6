import path from 'node:path';
import { isInside } from '../util/files.js';

/**
 * A file the site's own repository holds, relative to the site root (`/`-separated): what an
 * API page's "Edit this page" links to and its "Last updated" is dated by. A file outside the
 * root or in an installed package (`node_modules`) is nobody's to edit here: undefined.
 */
export function siteSourceFile(root: string, file: string): string | undefined {
  const absolute = path.resolve(root, file);
  if (!isInside(root, absolute)) return undefined;
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  if (relative === '' || relative.split('/').includes('node_modules')) return undefined;
  return relative;
}
