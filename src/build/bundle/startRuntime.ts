import fs from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../runtime/siteData.js';
import { runtimeDictionary } from '../../shared/runtimeDictionary.js';
import type { DemoSources } from '../demos/demoSources.js';
import { collectDemos } from '../site/collectDemos.js';
import type { SiteModel } from '../site/loadSite.js';
import { bundleRuntime, type RuntimeBundle } from './runtime.js';
import type { RuntimeCache } from './runtimeCache.js';

/** What the browser runtime bakes in of a site: the dictionary's runtime groups, the theme, the docs host. */
export function runtimeSiteData(site: SiteModel): SiteData {
  const { config } = site;
  return { dictionary: runtimeDictionary(site.dictionary), theme: config.theme, ...(config.docsHost ? { docsHost: config.docsHost } : {}) };
}

/** A build's runtime bundle, started before the renderer is loaded, with every demo the pages name. */
export interface StartedRuntime {
  /** The demos the pages name, found once (see `collectDemos`). */
  demos: readonly DemoSources[];
  bundled: Promise<RuntimeBundle>;
  /** Where bundles are kept between builds (none with `--no-cache`). */
  cache?: RuntimeCache;
}

/**
 * Starts bundling the runtime into `outDir` as soon as the pages are read: esbuild (a process of
 * its own) bundles while the build's thread loads React, MUI and the demos (~1 s on a cold
 * build, when the bundle was started after them and the thread then waited for it).
 */
export async function startRuntimeBundle(site: SiteModel, outDir: string, cache?: RuntimeCache): Promise<StartedRuntime> {
  const demos = [...(await collectDemos(site, site.demos)).values()];
  const bundled = bundleSite(site, outDir, demos, cache);
  bundled.catch(() => undefined);
  return { demos, bundled, ...(cache ? { cache } : {}) };
}

/**
 * The runtime bundle with the demos that load on the server (`loadable`, some of those it was
 * started with): the one started when they all load, else a new one, made once the started
 * one's files are taken out of the output (a demo that cannot load stays out of the bundle).
 */
export async function runtimeWithDemos(started: StartedRuntime, loadable: readonly DemoSources[], site: SiteModel, outDir: string): Promise<RuntimeBundle> {
  if (loadable.length === started.demos.length) return started.bundled;
  const stale = await started.bundled.catch(() => undefined);
  for (const file of stale?.files ?? []) fs.rmSync(path.join(outDir, file), { force: true });
  return bundleSite(site, outDir, loadable, started.cache);
}

const bundleSite = (site: SiteModel, outDir: string, demos: readonly DemoSources[], cache: RuntimeCache | undefined) =>
  bundleRuntime(outDir, runtimeSiteData(site), site.root, demos, componentModules(site), cache);

/** The content components' modules (config `components`, absolute): their stylesheets are bundled with the demos'. */
export const componentModules = (site: Pick<SiteModel, 'root' | 'config'>) =>
  Object.values(site.config.components).map((file) => path.resolve(site.root, file));
