import path from 'node:path';
import type { JsVariantStore } from '../demos/jsVariantStore.js';
import { readSealedFile, writeSealedFile } from '../util/sealedFile.js';

/** The cache's one file of generated JavaScript variants of demos, beside its bundles. */
const CACHE_FILE = 'js-variants.json';
/** Its format (see `sealedFile`): a file of another is only missing. */
const FORMAT = 'docsgen-js-variants/1';

interface CachedVariants {
  entries: Record<string, string>;
}

/**
 * Generated JavaScript variants of demos by content key (see `addJsVariants`), in the build
 * cache's folder: read once, its digest checked (a damaged file is reported to `onDamaged` and
 * every variant made again), saved back holding only what this build used — an entry per demo of
 * the site, never more.
 */
export class JsVariantCache implements JsVariantStore {
  private readonly kept: Map<string, string>;
  private readonly used = new Map<string, string>();
  private added = false;

  constructor(
    private readonly dir: string,
    onDamaged: (file: string, reason: string) => void = () => undefined,
  ) {
    this.kept = new Map(Object.entries(readVariants(path.join(dir, CACHE_FILE), onDamaged)));
  }

  get(key: string): string | undefined {
    const code = this.kept.get(key);
    if (code !== undefined) this.used.set(key, code);
    return code;
  }

  set(key: string, code: string): void {
    this.used.set(key, code);
    this.added = true;
  }

  save(): void {
    if (!this.added && this.used.size === this.kept.size) return;
    try {
      writeSealedFile(path.join(this.dir, CACHE_FILE), FORMAT, JSON.stringify({ entries: Object.fromEntries(this.used) } satisfies CachedVariants));
    } catch {
      // As for pages: only the next build is slower.
    }
  }
}

/** The variants a whole file holds (none when it is missing, of another format, or damaged). */
function readVariants(file: string, onDamaged: (file: string, reason: string) => void): Record<string, string> {
  const read = readSealedFile(file, FORMAT);
  if (read.status === 'damaged') onDamaged(file, read.reason);
  if (read.status !== 'whole') return {};
  try {
    const { entries } = JSON.parse(read.body.toString('utf8')) as Partial<CachedVariants>;
    if (entries && typeof entries === 'object' && Object.values(entries).every((code) => typeof code === 'string')) return entries;
  } catch {
    // Sealed whole yet not JSON: written so by a faulty build, reported as damaged.
  }
  onDamaged(file, 'it holds no variants');
  return {};
}
