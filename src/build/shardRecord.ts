import type { SiteRecord } from './finishSite.js';
import type { Shard } from './shard/shard.js';

/** The file a shard's output carries for `docsgen merge` (removed from the merged site). */
export const SHARD_RECORD_FILE = 'docsgen-shard.json';

/** Where a shard's output keeps the site's `public/` (copied by `docsgen merge` last, as a build copies it). */
export const SHARD_PUBLIC_FOLDER = 'docsgen-shard-public';

/** What a shard build leaves for the merge: which shard it is, and the site record of its pages. */
export interface ShardRecord {
  shard: Shard;
  /** `pages` holds this shard's pages only; the rest is the whole site's. */
  site: SiteRecord;
}
