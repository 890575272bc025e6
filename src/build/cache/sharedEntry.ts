import type { Diagnostic } from '../util/diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import type { Shared } from '../render/shared.js';
import type { SiteModel } from '../site/loadSite.js';
import { filesKey, sharedFilesKey, siteInputs } from './cacheKeys.js';
import { filesOfFolder } from './folderBundle.js';
import type { CachedShared, PageCache } from './pageCache.js';

/** The cache's entry of the shared assets (see `PageCache.saveFolder`). */
const SHARED_ENTRY = 'shared';

/** The shared assets the last build saved for a site key. */
export interface KeptShared {
  meta: CachedShared;
  /** The site's files they were made from are unchanged: they may be restored as they are. */
  current: boolean;
}

/** The shared assets' entry for the site key, from its header (its files are checked when restored). */
export function keptShared(store: PageCache, siteKey: string, root: string): KeptShared | undefined {
  const meta = store.folderMeta<CachedShared>(SHARED_ENTRY, siteKey);
  if (!meta || typeof meta.sharedKey !== 'string') return undefined;
  return { meta, current: Array.isArray(meta.inputs) && filesKey(root, meta.inputs) === meta.inputsKey };
}

/** Writes the kept shared assets into the writer's folder when they are whole and current, and gives their meta. */
export function restoreShared(store: PageCache, siteKey: string, kept: KeptShared, writer: OutputWriter): CachedShared | undefined {
  if (!kept.current) return undefined;
  return store.restoreFolder<CachedShared>(SHARED_ENTRY, siteKey, writer.dir, writer.previous, (meta) => meta.sharedKey === kept.meta.sharedKey)?.meta;
}

/**
 * What the cache keeps of the shared assets `prepareShared` just wrote into the writer's folder (read
 * before any page is written: the folder holds them only), saved for the site key when there is
 * a cache.
 */
export function saveShared(
  site: SiteModel,
  packageRoot: string,
  prepared: Shared,
  notFoundHtml: string,
  writer: OutputWriter,
  diagnostics: Diagnostic[],
  cache: { store: PageCache; siteKey: string } | undefined,
): CachedShared {
  const files = [...filesOfFolder(writer.dir)];
  const inputs = siteInputs(site, packageRoot, prepared.runtime.inputs);
  const shared: CachedShared = {
    notFoundHtml,
    diagnostics,
    bytes: writer.bytes,
    sharedKey: sharedFilesKey(files),
    inputs,
    inputsKey: filesKey(site.root, inputs),
  };
  cache?.store.saveFiles(SHARED_ENTRY, cache.siteKey, files, shared);
  return shared;
}
