import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { docsgenIdentity } from '../util/docsgenIdentity.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { extractApi, type ApiExtraction } from './extractApi.js';

/** Where extraction results are cached, under the site's root (beside the page cache). */
export const API_CACHE_DIR = '.docsgen/cache/api';

/** `extractApi` for a command: the config's text for places, docsgen's identity for the cache key. */
export async function extractSiteApi(
  root: string,
  config: SiteConfig,
  configFile: string,
  configPath: string | undefined,
  options: { cache: boolean },
): Promise<ApiExtraction> {
  const cacheDir = options.cache ? path.join(root, API_CACHE_DIR) : undefined;
  if (config.api.length === 0) return { sources: [], diagnostics: [], configError: false, stats: { cached: 0, extracted: 0, ms: 0 } };
  let text = '';
  try {
    text = configPath ? fs.readFileSync(configPath, 'utf8') : '';
  } catch {
    // No line to point at: the file is named alone.
  }
  return extractApi(root, config, { config: { file: configFile, text }, identity: docsgenIdentity(PACKAGE_ROOT), ...(cacheDir ? { cacheDir } : {}) });
}

/** The place of config `api[index]` (the line of its `product` key, counted among those of `api`), for drift diagnostics. */
export function apiEntryPlace(configFile: string, configPath: string | undefined, index: number): { file: string; line?: number } {
  let text: string;
  try {
    text = configPath ? fs.readFileSync(configPath, 'utf8') : '';
  } catch {
    return { file: configFile };
  }
  const start = text.search(/["']?api["']?\s*:\s*\[/);
  if (start === -1) return { file: configFile };
  const products = [...text.slice(start).matchAll(/["']?product["']?\s*:/g)];
  const at = products[index]?.index;
  if (at === undefined) return { file: configFile };
  return { file: configFile, line: text.slice(0, start + at).split('\n').length };
}
