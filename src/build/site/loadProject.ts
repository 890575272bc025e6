import { extractSiteApi } from '../api/extractSiteApi.js';
import type { ApiExtraction } from '../api/extractApi.js';
import { loadConfig } from '../config/load.js';
import type { ConfigSource } from '../config/places.js';
import type { SiteConfig } from '../config/schema.js';
import { hasErrors, type Diagnostic } from '../util/diagnostics.js';
import { normalizeRoute } from '../util/routes.js';
import { loadSite, type SiteModel } from './loadSite.js';

/** A site loaded: its config (with the command line's overrides), the API reference read from its sources, and the site model. */
export interface Project {
  config: SiteConfig;
  /** The config file as read, for the places of problems found later. */
  source: ConfigSource;
  /** Local files the config was built from (what the dev server watches). */
  configInputs: string[];
  api: ApiExtraction;
  site: SiteModel;
}

export interface LoadProjectOptions {
  /** Command-line overrides of the config. */
  base?: string;
  siteUrl?: string;
  /** Pages that no manifest lists are errors, not warnings (`check --strict`). */
  strict?: boolean;
  /** Read and fill the API reference's cache (default true). */
  apiCache?: boolean;
  /**
   * An API source that cannot be read leaves out only its pages (`check`, which goes on checking
   * the rest); otherwise its error stops the load.
   */
  partialApi?: boolean;
  /**
   * Called once the config is loaded, before anything else is read: what a command checks of it
   * or starts beside the loading (build: the output folder, the pages' git dates). Errors it
   * returns stop the load as the config's.
   */
  onConfig?(config: SiteConfig, source: ConfigSource, inputs: readonly string[]): Diagnostic[];
}

/** What stopped a load: every diagnostic so far, where, whether it is the config's (exit code 2), and the files the config was read from. */
export interface ProjectFailure {
  ok: false;
  diagnostics: Diagnostic[];
  /** The config (or a command's check of it: `onConfig`), or the API reference. */
  at: 'config' | 'api';
  /** A problem of the config's: the config itself, or an `api` entry that names nothing to read. */
  configError: boolean;
  configInputs: string[];
}

/**
 * The one load sequence of `build`, `check` and the dev server: the config (with overrides),
 * the API reference (extracted once, before any page is read), then the site model. The
 * project's diagnostics are those of loading: a site with errors in its pages is still a
 * project (the build renders it to report every page's).
 */
export async function loadProject(
  root: string,
  options: LoadProjectOptions = {},
): Promise<{ ok: true; value: Project; diagnostics: Diagnostic[] } | ProjectFailure> {
  const loaded = await loadConfig(root);
  const configInputs = loaded.inputs;
  const stop = (at: ProjectFailure['at'], diagnostics: Diagnostic[], configError = at === 'config'): ProjectFailure => ({
    ok: false,
    diagnostics,
    at,
    configError,
    configInputs,
  });
  if (!loaded.config) return stop('config', loaded.diagnostics);
  const config: SiteConfig = {
    ...loaded.config,
    ...(options.base !== undefined ? { base: normalizeRoute(options.base) } : {}),
    ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
  };
  const source = loaded.source ?? { file: '.', text: '' };
  const refused = options.onConfig?.(config, source, configInputs) ?? [];
  if (hasErrors(refused)) return stop('config', refused);
  const api = await extractSiteApi(root, config, source, { cache: options.apiCache !== false });
  const unread = options.partialApi ? (api.unreadRoutes ?? []) : [];
  if (api.configError || (hasErrors(api.diagnostics) && unread.length === 0)) return stop('api', api.diagnostics, api.configError);
  const site = await loadSite(root, config, {
    unlistedSeverity: options.strict ? 'error' : 'warning',
    configFile: source.file,
    api: api.sources,
    unreadApiRoutes: unread,
  });
  return { ok: true, value: { config, source, configInputs, api, site }, diagnostics: [...refused, ...api.diagnostics, ...site.diagnostics] };
}
