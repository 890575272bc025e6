import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDamagedWarning, cacheFileName, readSealedFile, writeSealedFile } from '../util/sealedFile.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { ComponentApi, HookApi } from './types.js';

/**
 * Extraction results in `.docsgen/cache/api/`, one file per API source, keyed by the source (its
 * config entry, its entry file, docsgen's version) and valid while every file the program read
 * has the same content: a new version of the package, or an edit of the source, extracts again.
 * Each file is sealed with its digest (see `sealedFile`): a damaged one is a warning, and its
 * source is extracted again.
 */
interface CachedExtraction {
  key: string;
  /** Each file the program read (relative to the site root) with the hash of its content. */
  files: Array<[file: string, hash: string]>;
  components: ComponentApi[];
  hooks?: HookApi[];
}

/** What a cached source holds. */
export interface CachedApi {
  components: ComponentApi[];
  hooks?: HookApi[];
}

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

function fileHash(file: string): string {
  try {
    return sha(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
}

/** The format of an entry's file. */
const FORMAT = 'docsgen-api/1';

export class ApiCache {
  private readonly problems: Diagnostic[] = [];

  constructor(
    private readonly dir: string,
    private readonly root: string,
  ) {}

  static key(parts: readonly string[]): string {
    return sha(parts.join('\0'));
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${key.slice(0, 32)}.api`);
  }

  /** The components and hooks of a source when none of the files they came from changed. */
  read(key: string): CachedApi | undefined {
    const file = this.fileOf(key);
    const read = readSealedFile(file, FORMAT);
    if (read.status === 'damaged') return this.damaged(file, read.reason);
    if (read.status !== 'whole') return undefined;
    let cached: CachedExtraction;
    try {
      cached = JSON.parse(read.body.toString('utf8')) as CachedExtraction;
    } catch {
      return this.damaged(file, 'it is not JSON');
    }
    if (cached?.key !== key || !Array.isArray(cached.files) || !Array.isArray(cached.components)) return this.damaged(file, 'it is not an entry of its key');
    const unchanged = cached.files.every(([file, hash]) => fileHash(path.resolve(this.root, file)) === hash);
    if (!unchanged) return undefined;
    return Array.isArray(cached.hooks) ? { components: cached.components, hooks: cached.hooks } : { components: cached.components };
  }

  /** Removes the entries of other keys (older versions of docsgen or of the config): one file per source stays. */
  prune(keep: readonly string[]): void {
    const names = new Set(keep.map((key) => path.basename(this.fileOf(key))));
    try {
      for (const name of fs.readdirSync(this.dir)) if (!names.has(name)) fs.rmSync(path.join(this.dir, name), { force: true });
    } catch {
      // No cache folder yet.
    }
  }

  write(key: string, files: readonly string[], { components, hooks }: CachedApi): void {
    const entry: CachedExtraction = {
      key,
      files: files.map((file) => [path.relative(this.root, file).split(path.sep).join('/'), fileHash(file)]),
      components,
      ...(hooks ? { hooks } : {}),
    };
    try {
      writeSealedFile(this.fileOf(key), FORMAT, JSON.stringify(entry));
    } catch {
      // A cache that cannot be written costs the next build the extraction, nothing else.
    }
  }

  /** The damaged files found so far, one warning each. */
  diagnostics(): Diagnostic[] {
    return [...this.problems];
  }

  private damaged(file: string, reason: string): undefined {
    const shown = cacheFileName(this.root, file);
    if (!this.problems.some((problem) => problem.file === shown)) this.problems.push(cacheDamagedWarning(shown, reason, 'its API reference extracted again'));
    return undefined;
  }
}
