import path from 'node:path';
import { apiProductOffsets, type ConfigSource } from '../config/places.js';
import { lineAtOffset } from '../util/files.js';
import type { SiteConfig } from '../config/schema.js';
import { docsgenIdentity } from '../util/docsgenIdentity.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { extractApi, type ApiExtraction } from './extractApi.js';

/** Where extraction results are cached, under the site's root (beside the page cache). */
export const API_CACHE_DIR = '.docsgen/cache/api';

/** `extractApi` for a command: the config's text for places, docsgen's identity for the cache key. */
export async function extractSiteApi(root: string, config: SiteConfig, source: ConfigSource, options: { cache: boolean }): Promise<ApiExtraction> {
  const cacheDir = options.cache ? path.join(root, API_CACHE_DIR) : undefined;
  if (config.api.length === 0) return { sources: [], diagnostics: [], configError: false, stats: { cached: 0, extracted: 0, ms: 0 } };
  return extractApi(root, config, { config: source, identity: docsgenIdentity(PACKAGE_ROOT), ...(cacheDir ? { cacheDir } : {}) });
}

/** The place of config `api[index]` (the line of its `product` key, counted among those of `api`), for drift diagnostics. */
export function apiEntryPlace({ file, text }: ConfigSource, index: number): { file: string; line?: number } {
  const at = apiProductOffsets(text)[index];
  return at === undefined ? { file } : { file, line: lineAtOffset(text, at) };
}
