import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { warning, type Diagnostic } from './diagnostics.js';
import { contentDigest } from './digest.js';

/**
 * Every file of the build cache is sealed the same way: a first line with its format and the
 * digest of all that follows (`<format> <digest>\n<body>`), checked whenever it is read. A file
 * whose bytes changed since it was written (a same-length edit, a truncation, a torn write) is
 * `damaged` and never used; one of another format (an older docsgen's, bare JSON included) is only missing.
 */
export type Unsealed = { status: 'whole'; body: Buffer } | { status: 'other-format' } | { status: 'damaged'; reason: string };

/** The first line of any format, an older docsgen's too: `docsgen-<name>/<version>`, then its digest if any. */
const FORMAT_LINE = /^docsgen-[a-z-]+\/\d+( [A-Za-z0-9_-]+)?$/;

/**
 * Whether `bytes` are JSON: the caches of a docsgen before they were sealed were bare JSON, which an
 * upgrade finds once (its content is never used, so an edit of it is harmless); garbage and a cut
 * file are no JSON.
 */
function isJson(bytes: Buffer): boolean {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** The bytes of a sealed file holding `body`. */
export function seal(format: string, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${format} ${contentDigest(body)}\n`), body]);
}

/** The body of a sealed file's bytes when they are whole and of `format`. */
export function unseal(format: string, bytes: Buffer): Unsealed {
  const lineEnd = bytes.indexOf(0x0a);
  const line = lineEnd < 0 ? bytes.toString('latin1', 0, Math.min(bytes.byteLength, 256)) : bytes.toString('latin1', 0, lineEnd);
  if (!line.startsWith(`${format} `)) {
    if (FORMAT_LINE.test(line) || isJson(bytes)) return { status: 'other-format' };
    return { status: 'damaged', reason: 'its first line is not its format' };
  }
  if (lineEnd < 0) return { status: 'damaged', reason: 'it is cut short' };
  const body = bytes.subarray(lineEnd + 1);
  return line.slice(format.length + 1) === contentDigest(body) ? { status: 'whole', body } : { status: 'damaged', reason: 'its bytes do not match its digest' };
}

/** A sealed file's body (see `unseal`), or `missing` when it cannot be read. */
export function readSealedFile(file: string, format: string): Unsealed | { status: 'missing' } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return { status: 'missing' };
  }
  return unseal(format, bytes);
}

/** Writes `body` sealed into `target`: whole into a file of its own, then renamed, so that no reader sees half of it. Throws as `fs` does. */
export function writeSealedFile(target: string, format: string, body: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${threadId}`;
  try {
    fs.writeFileSync(temporary, seal(format, typeof body === 'string' ? Buffer.from(body) : body));
    fs.renameSync(temporary, target);
  } catch (cause) {
    fs.rmSync(temporary, { force: true });
    throw cause;
  }
}

/** The one code of a damaged cache file, whichever cache it belongs to. */
export const CACHE_DAMAGED = 'cache-corrupt';

/** The warning for a damaged cache file (`file` from the site root): what was found, and what the build did instead. */
export const cacheDamagedWarning = (file: string, reason: string, outcome: string): Diagnostic =>
  warning(CACHE_DAMAGED, `Cache file ${file} is damaged (${reason}): its entry was discarded and ${outcome}`, { file });

/** A cache file's path as diagnostics name it: from the site root, with `/`. */
export const cacheFileName = (root: string | undefined, file: string): string => (root ? path.relative(root, file) : file).split(path.sep).join('/');
