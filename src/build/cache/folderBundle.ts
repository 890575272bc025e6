import fs from 'node:fs';
import path from 'node:path';
import type { OutputWriter } from '../emit/outputWriter.js';
import { unseal, writeSealedFile } from '../util/sealedFile.js';

/** A bundle's format, on its first line with its digest (see `sealedFile`): one of an older format is only missing. */
const FORMAT = 'docsgen-bundle/2';

/** The second line of a bundle: what it was saved under, and its files in the order of their bytes. */
interface BundleHeader<T> {
  key: string;
  meta: T;
  files: [relativePath: string, length: number][];
}

/** A file of a folder: its path in the folder (with `/`) and its bytes. */
export type FolderFile = [relativePath: string, content: Uint8Array];

/** What reading a bundle found: its meta and the paths of its files (written), or why there is none. */
export type RestoredBundle<T> = { status: 'restored'; meta: T; files: string[]; kept?: true } | { status: 'missing' } | { status: 'corrupt'; reason: string };

/** Every file below `folder`, read. */
export function* filesOfFolder(folder: string): Generator<FolderFile> {
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    yield [path.relative(folder, file).split(path.sep).join('/'), fs.readFileSync(file)];
  }
}

/**
 * Saves the files of a folder in one file, `target`: a line with the format and the digest of
 * all that follows, a line of JSON naming the files, then their bytes. A folder of a thousand
 * search fragments costs one file in the cache, not a thousand. Written whole then renamed, so
 * a reader never sees half of it.
 */
export function writeFolderBundle<T>(target: string, files: Iterable<FolderFile>, key: string, meta: T): void {
  const header: BundleHeader<T> = { key, meta, files: [] };
  const contents: Uint8Array[] = [];
  for (const [relativePath, content] of files) {
    header.files.push([relativePath, content.byteLength]);
    contents.push(content);
  }
  writeSealedFile(target, FORMAT, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...contents]));
}

/** Bytes read at a time while looking for the end of a bundle's header. */
const HEADER_CHUNK = 64 * 1024;

/**
 * A bundle's meta when it was saved under `key`, from its header alone (its files are not read,
 * nor its digest checked: what is restored later is). Nothing when it is missing or unreadable.
 */
export function readFolderBundleMeta<T>(source: string, key: string): T | undefined {
  const header = readBundleHeader<T>(source);
  return header?.key === key ? header.meta : undefined;
}

/** A bundle's header, read alone (its digest unchecked). */
function readBundleHeader<T>(source: string): BundleHeader<T> | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(source, 'r');
    let head = Buffer.alloc(0);
    for (;;) {
      const chunk = Buffer.alloc(HEADER_CHUNK);
      const read = fs.readSync(fd, chunk, 0, HEADER_CHUNK, head.byteLength);
      head = Buffer.concat([head, chunk.subarray(0, read)]);
      if (head.byteLength > FORMAT.length && head.toString('latin1', 0, FORMAT.length + 1) !== `${FORMAT} `) return undefined;
      const digestEnd = head.indexOf(0x0a);
      const headerEnd = digestEnd < 0 ? -1 : head.indexOf(0x0a, digestEnd + 1);
      if (headerEnd >= 0) return JSON.parse(head.toString('utf8', digestEnd + 1, headerEnd)) as BundleHeader<T>;
      if (read === 0) return undefined;
    }
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Writes a bundle's files through `writer` (into its folder) when it was saved under `key` (and
 * `accept` takes its meta), and gives its meta. Its digest is checked first: a bundle whose bytes
 * changed is `corrupt` and nothing of it is written. When `kept` says the writer's previous output
 * holds every one of its files as the bundle has them, they are kept from it (linked) and the
 * bundle's files are never read.
 */
export function restoreFolderBundle<T>(
  source: string,
  key: string,
  writer: OutputWriter,
  accept: (meta: T) => boolean = () => true,
  kept?: (file: string) => boolean,
): RestoredBundle<T> {
  if (kept) {
    const header = readBundleHeader<T>(source);
    const files = header?.key === key && Array.isArray(header.files) && header.files.length > 0 && accept(header.meta) ? header.files : undefined;
    if (files?.every(([file]) => isInside(file) && kept(file))) {
      for (const [file, length] of files) writer.keepPrevious(file, length);
      return { status: 'restored', meta: header!.meta, files: files.map(([file]) => file), kept: true };
    }
  }
  let bundle: Buffer;
  try {
    bundle = fs.readFileSync(source);
  } catch {
    return { status: 'missing' };
  }
  // Bundles of the first format began with their header, unsealed.
  if (bundle[0] === 0x7b) return { status: 'missing' };
  const unsealed = unseal(FORMAT, bundle);
  if (unsealed.status === 'other-format') return { status: 'missing' };
  if (unsealed.status === 'damaged') return { status: 'corrupt', reason: unsealed.reason };
  const { body } = unsealed;
  const headerEnd = body.indexOf(0x0a);
  if (headerEnd < 0) return { status: 'corrupt', reason: 'it has no header' };
  let header: BundleHeader<T>;
  try {
    header = JSON.parse(body.toString('utf8', 0, headerEnd)) as BundleHeader<T>;
  } catch {
    return { status: 'corrupt', reason: 'its header is not JSON' };
  }
  if (!header || !Array.isArray(header.files)) return { status: 'corrupt', reason: 'its header lists no files' };
  const total = header.files.reduce((sum, [, length]) => sum + length, 0);
  if (headerEnd + 1 + total !== body.byteLength || header.files.some(([file]) => !isInside(file))) {
    return { status: 'corrupt', reason: 'its files do not match its header' };
  }
  if (header.key !== key || !accept(header.meta)) return { status: 'missing' };
  let offset = headerEnd + 1;
  for (const [file, length] of header.files) {
    writer.write(file, body.subarray(offset, offset + length));
    offset += length;
  }
  return { status: 'restored', meta: header.meta, files: header.files.map(([file]) => file) };
}

const isInside = (file: unknown): boolean => typeof file === 'string' && file !== '' && !path.isAbsolute(file) && !file.split('/').includes('..');
