import path from 'node:path';
import type { JsVariantStore } from '../demos/jsVariantStore.js';
import { readFolderBundleMeta, writeFolderBundle } from './folderBundle.js';

/** The cache's one entry of generated JavaScript variants of demos, beside its other bundles. */
const CACHE_FILE = 'js-variants.bundle';
/** What the entry is saved under: another layout of its meta is only missing. */
const ENTRY_KEY = 'js-variants/1';

interface CachedVariants {
  entries: Record<string, string>;
}

/**
 * Generated JavaScript variants of demos by content key (see `addJsVariants`), in the build
 * cache's folder: read once, saved back holding only what this build used — an entry per demo
 * of the site, never more.
 */
export class JsVariantCache implements JsVariantStore {
  private readonly kept: Map<string, string>;
  private readonly used = new Map<string, string>();
  private added = false;

  constructor(private readonly dir: string) {
    const saved = readFolderBundleMeta<CachedVariants>(path.join(dir, CACHE_FILE), ENTRY_KEY);
    this.kept = new Map(Object.entries(saved?.entries ?? {}));
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
      writeFolderBundle(path.join(this.dir, CACHE_FILE), [], ENTRY_KEY, { entries: Object.fromEntries(this.used) } satisfies CachedVariants);
    } catch {
      // As for pages: only the next build is slower.
    }
  }
}
