import { createHash } from 'node:crypto';

/**
 * The digest a cache entry is saved with and checked against when read: an entry whose bytes
 * changed on disk (a disk fault, a stray edit) is found out, never shipped.
 */
export function contentDigest(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64url');
}

/** A cache key: the SHA-256 (hex) of the parts, each ended by a NUL so that `('ab', 'c')` and `('a', 'bc')` differ. */
export function keyDigest(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}
