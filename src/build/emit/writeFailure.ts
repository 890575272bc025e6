import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.js';

/** What the file system said, in words a user acts on. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EBUSY: 'the file or folder is in use',
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a file stands where a folder is needed',
  EEXIST: 'something is already there',
  EISDIR: 'a folder stands where a file is needed',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  EIO: 'input/output error',
};

/** Node's `CODE: text, syscall 'path'`, also when a render worker passed it on as text. */
const ERRNO_MESSAGE = /\b(E[A-Z]{2,}): [^,\n]*, \w+ '([^'\n]+)'/;

interface Errno {
  code: string;
  path: string | undefined;
}

function errnoOf(cause: unknown): Errno | undefined {
  if (cause instanceof Error) {
    const { code, path: file } = cause as NodeJS.ErrnoException;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return { code, path: file };
    const match = ERRNO_MESSAGE.exec(cause.message);
    if (match) return { code: match[1]!, path: match[2] };
  }
  return undefined;
}

/** For ENOTDIR: the nearest file among `where` and its parents, the one a folder was needed in place of. */
function fileInTheWay(where: string): string {
  for (let candidate = where; path.dirname(candidate) !== candidate; candidate = path.dirname(candidate)) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Not there, or below the file: look higher.
    }
  }
  return where;
}

/**
 * A file system error met while writing the output (EACCES, EPERM, EBUSY, ENOSPC…) as one
 * diagnostic naming the path — shown under the output folder, not the temporary one it was
 * written to — or undefined when `cause` is not a file system error.
 */
export function writeFailureDiagnostic(cause: unknown, places: { root: string; outDir: string; tempDir?: string }): Diagnostic | undefined {
  const errno = errnoOf(cause);
  if (!errno) return undefined;
  let where = errno.path ?? places.outDir;
  if (places.tempDir && (where === places.tempDir || where.startsWith(places.tempDir + path.sep))) {
    where = places.outDir + where.slice(places.tempDir.length);
  }
  if (errno.code === 'ENOTDIR') where = fileInTheWay(where);
  const shown = path.relative(places.root, where).split(path.sep).join('/') || '.';
  const reason = REASONS[errno.code] ?? 'the file system refused';
  return error('output-write-failed', `Cannot write the output: ${errno.code} (${reason}) at ${shown}`, { file: shown });
}
