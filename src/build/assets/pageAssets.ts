import fs from 'node:fs';
import path from 'node:path';
import { hashedFileName } from '../emit/outputWriter.js';
import { changeStamp, isInside } from '../util/files.js';
import { leavesRoot } from '../util/insideSite.js';
import { PUBLIC_FOLDER } from './publicFolder.js';

/** Where a page's markdown finds the files it references. */
export interface AssetPlaces {
  /** The site folder: no asset may come from outside it. */
  root: string;
  /** The content folder: `/img.png` is read from it, as routes are. */
  contentDir: string;
  /** The page's own file (absolute): `./img.png` is read beside it. */
  pageFile: string;
}

/** Links to files that are not pages; an extension has a letter (`/v5.15.0` is a route, not a file). */
const FILE_EXTENSION = /\.(?!md$|html?$)(?=[a-z0-9]{0,4}[a-z])[a-z0-9]{1,5}$/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export type AssetReference =
  | { kind: 'file'; file: string }
  /** A root-relative path to a file of public/ (copied as is): only the base path is added. */
  | { kind: 'public'; file: string }
  | { kind: 'missing'; file: string }
  | { kind: 'outside'; file: string };

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path part of a link, without query and hash; undefined for external and in-page links. */
function localPath(href: string): string | undefined {
  if (href === '' || SCHEME.test(href) || href.startsWith('//') || href.startsWith('#')) return undefined;
  const pathPart = href.split('#')[0]!.split('?')[0]!;
  return pathPart === '' ? undefined : decode(pathPart);
}

/**
 * The file an `<img src>` (`image`) or `<a href>` (`link`: only to a file with an extension that is
 * not a page) names, relative to the page or (from `/`) to the content folder or public/; undefined when it
 * names none.
 */
export function resolveAsset(href: string, kind: 'image' | 'link', places: AssetPlaces): AssetReference | undefined {
  const target = localPath(href);
  if (target === undefined) return undefined;
  if (kind === 'link' && !FILE_EXTENSION.test(target)) return undefined;
  // From `/`: the content folder (as routes are), else public/ (copied to the site's root).
  const file = target.startsWith('/') ? path.join(places.contentDir, target) : path.resolve(path.dirname(places.pageFile), target);
  if (!isInside(places.root, file)) return { kind: 'outside', file };
  if (isFile(file)) return leavesRoot(places.root, file) ? { kind: 'outside', file } : { kind: 'file', file };
  if (target.startsWith('/')) {
    const publicFile = path.join(places.root, PUBLIC_FOLDER, target);
    if (isFile(publicFile)) return { kind: 'public', file: publicFile };
  }
  return { kind: 'missing', file };
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The output path (from the site root) of a referenced file: `_docsgen/media/<name>.<hash>.<ext>`. */
export function assetOutputPath(content: Uint8Array, file: string): string {
  return `_docsgen/media/${hashedFileName(path.basename(file), content)}`;
}

export function missingAssetMessage(href: string, file: string, root: string): string {
  return `Missing file ${href}: ${path.relative(root, file).split(path.sep).join('/')} does not exist`;
}

export function outsideAssetMessage(href: string): string {
  return `The file ${href} is outside the site folder: docsgen copies only files of the site`;
}

type PageAssetWriter = { dir: string; write(relativePath: string, content: Uint8Array): void };

/** The referenced files each writer has written, with their change stamp then. */
const writtenBy = new WeakMap<PageAssetWriter, Map<string, string>>();

/**
 * Writes the files pages reference (paths from the site root) under `_docsgen/media/`, skipping
 * those already written (by the page's renderer, or for another page). Cached pages were not
 * rendered: this is what copies their files.
 */
export function writePageAssets(root: string, files: Iterable<string>, writer: PageAssetWriter): void {
  let written = writtenBy.get(writer);
  if (!written) writtenBy.set(writer, (written = new Map()));
  for (const file of new Set(files)) {
    const source = path.join(root, file);
    // An image on many pages is read and hashed once per writer, until the file changes (dev server).
    const stamp = changeStamp(source);
    if (written.get(source) === stamp) continue;
    let content: Buffer;
    try {
      content = fs.readFileSync(source);
    } catch {
      // Gone since the page was rendered: the next build's render reports it.
      continue;
    }
    const target = assetOutputPath(content, source);
    if (!fs.existsSync(path.join(writer.dir, target))) writer.write(target, content);
    written.set(source, stamp);
  }
}
