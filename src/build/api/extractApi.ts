import path from 'node:path';
import { ownProducts } from '../config/externalRoutes.js';
import type { ApiSourceConfig, SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../util/diagnostics.js';
import { ApiCache } from './apiCache.js';
import { extractSource } from './extractSource.js';
import { componentRoute, sourceRoute } from './kebab.js';
import type { CachedApi } from './apiCache.js';
import { resolveSource } from './resolveSource.js';
import { SanitizeThread } from './sanitizeThread.js';
import type { ApiSourceResult, ComponentApi } from './types.js';
import { loadTypeScript } from './typescript.js';
import { apiConfigPlace, type ConfigSource } from '../config/places.js';
import { error, hasErrors } from '../util/diagnostics.js';

/**
 * The form of what extraction gives, in the cache key: 6 since undocumented bases' props and
 * inherited `children` are listed (5: sources have hooks; 4: each component has the places of its
 * JSDoc; 3: its source file; 2: JSDoc text sanitised).
 */
const EXTRACTION_FORMAT = '6';

export interface ApiExtraction {
  sources: ApiSourceResult[];
  diagnostics: Diagnostic[];
  /** A config value is wrong (unknown product, package or component): exit 2. */
  configError: boolean;
  /**
   * The routes of the sources that could not be read though the config is right (a types package
   * missing, a declaration that does not parse): `check` goes on without their pages, and does not
   * report the links to them.
   */
  unreadRoutes?: string[];
  /** Sources taken from the cache / extracted, and the time extraction took (ms). */
  stats: { cached: number; extracted: number; ms: number };
}

export interface ExtractApiOptions {
  /** The config file (relative to the root) and its text, where config problems point. */
  config: ConfigSource;
  /** `.docsgen/cache/api`, when the build caches. */
  cacheDir?: string;
  /** What changes with docsgen's own code (cache key). */
  identity: string;
}

/** The error of an API source that cannot be read because the site has no TypeScript (`reason` ends with the command that installs it), at the source's config line. */
export function typeScriptMissing(source: ApiSourceConfig, index: number, config: ConfigSource, reason: string): Diagnostic {
  const documented = source.package ?? source.entry ?? '';
  const place = apiConfigPlace(config, index, source.package !== undefined ? 'package' : 'entry', documented);
  return error('api-typescript-missing', `The API reference of ${documented} (config "api[${index}]") needs ${reason}`, place);
}

/**
 * Config `api` → every documented component's API, once per build on the main thread (never per
 * page or per worker); each source from the cache when none of the files it was read from changed.
 */
export async function extractApi(root: string, config: SiteConfig, options: ExtractApiOptions): Promise<ApiExtraction> {
  const started = performance.now();
  const result: ApiExtraction = { sources: [], diagnostics: [], configError: false, stats: { cached: 0, extracted: 0, ms: 0 } };
  if (config.api.length === 0) return result;
  const cache = options.cacheDir ? new ApiCache(options.cacheDir, root) : undefined;
  const products = new Set(ownProducts(config).map((product) => product.id));
  const keys: string[] = [];
  // A types package two sources need is named once.
  const missingNamed = new Set<string>();
  // Started with the first source to extract, before TypeScript loads: a warm build never needs it.
  let sanitizer: SanitizeThread | undefined;
  // Said once, at the first source that needs it, when the site has no TypeScript to read its sources with.
  let noTypeScript = false;
  for (const [index, source] of config.api.entries()) {
    if (!products.has(source.product)) {
      const elsewhere = config.products.some((product) => product.id === source.product);
      const message = elsewhere
        ? `Config "api[${index}].product": "${source.product}" is deployed elsewhere ("external": true): its API pages belong to the build that serves it`
        : `Config "api[${index}].product": "${source.product}" is not a product of the site (${[...products].join(', ')})`;
      result.diagnostics.push(error('api-product-unknown', message, apiConfigPlace(options.config, index, 'product', source.product)));
      result.configError = true;
      continue;
    }
    const { resolved, diagnostics } = resolveSource(root, source, index, options.config);
    result.diagnostics.push(...diagnostics);
    if (!resolved) {
      result.configError = true;
      continue;
    }
    const key = ApiCache.key([EXTRACTION_FORMAT, options.identity, JSON.stringify(source), path.relative(root, resolved.entryFile)]);
    keys.push(key);
    let read: CachedApi | undefined = cache?.read(key);
    if (read) result.stats.cached++;
    else {
      const typescript = await loadTypeScript(root);
      if (!typescript.ok) {
        if (!noTypeScript) result.diagnostics.push(typeScriptMissing(source, index, options.config, typescript.reason));
        noTypeScript = true;
        (result.unreadRoutes ??= []).push(sourceRoute(source.product, source.route));
        continue;
      }
      const thread = (sanitizer ??= new SanitizeThread());
      // Text from someone else's code, made safe once, before anything (the cache among them) keeps it.
      const sanitized: Array<Promise<ComponentApi>> = [];
      const extracted = extractSource(typescript.tsc, root, source, index, resolved, options.config, (api) => sanitized.push(thread.sanitize(api)));
      const missing = extracted.missingTypes?.map(({ install }) => install);
      result.diagnostics.push(...extracted.diagnostics.filter((_, at) => !missing || !missingNamed.has(missing[at]!)));
      for (const install of missing ?? []) missingNamed.add(install);
      result.configError ||= extracted.configError;
      if (hasErrors(extracted.diagnostics)) {
        if (!extracted.configError) (result.unreadRoutes ??= []).push(sourceRoute(source.product, source.route));
        continue;
      }
      // A source's few hooks are made safe here, its many components on the sanitiser's thread.
      const hooks = extracted.hooks ? (await import('./sanitizeApi.js')).sanitizeHooks(extracted.hooks) : undefined;
      read = { components: await Promise.all(sanitized), ...(hooks ? { hooks } : {}) };
      // A source read with warnings (a types package missing) is read again until they are gone: a cached one would not repeat them.
      if (extracted.diagnostics.length === 0) cache?.write(key, extracted.files, read);
      result.stats.extracted++;
    }
    const route = sourceRoute(source.product, source.route);
    result.sources.push({
      index,
      product: source.product,
      route,
      ...(resolved.docsOrigin ? { docsOrigin: resolved.docsOrigin } : {}),
      components: read.components.map((api) => ({ api, route: componentRoute(route, api.name) })),
      ...(read.hooks ? { hooks: read.hooks.map((api) => ({ api, route: componentRoute(route, api.name) })) } : {}),
    });
  }
  sanitizer?.close();
  // Only a run that read every source knows which entries are still needed.
  if (cache && !result.configError && result.diagnostics.length === 0) cache.prune(keys);
  // Damaged cache files: warnings, their sources extracted again above.
  if (cache) result.diagnostics.push(...cache.diagnostics());
  result.stats.ms = performance.now() - started;
  return result;
}
