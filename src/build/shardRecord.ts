import type { SiteRecord } from './finishSite.js';
import type { Shard } from './shard/shard.js';

/** What a shard build leaves for the merge: which shard it is, and the site record of its pages. */
export interface ShardRecord {
  shard: Shard;
  /** `pages` holds this shard's pages only; the rest is the whole site's. */
  site: SiteRecord;
}
