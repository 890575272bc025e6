import fs from 'node:fs';
import path from 'node:path';
import type { OutputWriter } from '../emit/outputWriter.js';

/** The first line of a bundle: what it was saved under, and its files in the order of their bytes. */
interface BundleHeader<T> {
  key: string;
  meta: T;
  files: [relativePath: string, length: number][];
}

/** A file of a folder: its path in the folder (with `/`) and its bytes. */
export type FolderFile = [relativePath: string, content: Uint8Array];

/** Every file below `folder`, read. */
export function* filesOfFolder(folder: string): Generator<FolderFile> {
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    yield [path.relative(folder, file).split(path.sep).join('/'), fs.readFileSync(file)];
  }
}

/**
 * Saves the files of a folder in one file, `target` (a line of JSON naming the files, then their
 * bytes): a folder of a thousand search fragments costs one file in the cache, not a thousand.
 * Written whole then renamed, so a reader never sees half of it.
 */
export function writeFolderBundle<T>(target: string, files: Iterable<FolderFile>, key: string, meta: T): void {
  const header: BundleHeader<T> = { key, meta, files: [] };
  const contents: Uint8Array[] = [];
  for (const [relativePath, content] of files) {
    header.files.push([relativePath, content.byteLength]);
    contents.push(content);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}`;
  fs.writeFileSync(temporary, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...contents]));
  fs.renameSync(temporary, target);
}

/**
 * Writes a bundle's files through `writer` (into its folder) when it was saved under `key`, and
 * gives its meta; nothing when it is missing, saved under another key, or damaged (then nothing
 * is written).
 */
export function restoreFolderBundle<T>(source: string, key: string, writer: OutputWriter): T | undefined {
  let bundle: Buffer;
  try {
    bundle = fs.readFileSync(source);
  } catch {
    return undefined;
  }
  const headerEnd = bundle.indexOf(0x0a);
  let header: BundleHeader<T>;
  try {
    header = JSON.parse(bundle.toString('utf8', 0, headerEnd)) as BundleHeader<T>;
  } catch {
    return undefined;
  }
  if (headerEnd < 0 || header.key !== key || !Array.isArray(header.files)) return undefined;
  const total = header.files.reduce((sum, [, length]) => sum + length, 0);
  if (headerEnd + 1 + total !== bundle.byteLength || header.files.some(([file]) => !isInside(file))) return undefined;
  let offset = headerEnd + 1;
  for (const [file, length] of header.files) {
    writer.write(file, bundle.subarray(offset, offset + length));
    offset += length;
  }
  return header.meta;
}

const isInside = (file: unknown): boolean =>
  typeof file === 'string' && file !== '' && !path.isAbsolute(file) && !file.split('/').includes('..');
