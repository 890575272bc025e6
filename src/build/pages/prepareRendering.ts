import { releaseEsbuild } from '../modules/esbuildService.js';
import { ServerDemos } from '../demos/serverDemos.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { notFoundPage } from '../render/notFoundPage.js';
import { createRenderServices, siteProcessor } from '../render/renderServices.js';
import { prepareShared } from '../render/shared.js';
import type { StartedRuntime } from '../bundle/startRuntime.js';
import type { LastUpdated } from '../site/lastUpdated.js';
import type { SiteModel } from '../site/loadSite.js';
import { fail, succeed, type Result } from '../util/diagnostics.js';
import type { JsVariantStore } from '../demos/jsVariantStore.js';
import type { PageRendering } from './renderJob.js';

/** What the main thread renders pages with, once it prepared what they share. */
export interface PreparedRendering {
  rendering: PageRendering;
  notFoundHtml: string;
}

/**
 * Prepares what the pages share (its assets written by `writer`), the 404 page, and the main
 * thread's services to render pages with. A build imports this module only when some page is
 * not in the cache: it loads React, MUI, the markdown pipeline and esbuild, which a build of
 * cached pages never needs. `jsVariants` (the build cache's) keeps the demos' generated JS
 * variants; `runtime` is the runtime bundle the build started before it imported this module.
 */
export async function prepareRendering(
  site: SiteModel,
  writer: OutputWriter,
  lastUpdated: LastUpdated,
  options: { jsVariants?: JsVariantStore; runtime?: StartedRuntime } = {},
): Promise<Result<PreparedRendering>> {
  const { jsVariants, runtime } = options;
  const serverDemos = new ServerDemos(site.root, site.config.theme, site.config.limits.evaluateMs);
  const prepared = await prepareShared(site, writer, {
    serverDemos,
    lastUpdated,
    ...(runtime ? { runtime } : {}),
    ...(jsVariants ? { jsVariants } : {}),
  });
  releaseEsbuild();
  if (!prepared.ok) return fail(...prepared.diagnostics);
  const shared = prepared.value;
  return succeed(
    { rendering: { shared, services: createRenderServices(shared, writer, await siteProcessor(shared), serverDemos) }, notFoundHtml: notFoundPage(shared) },
    prepared.diagnostics,
  );
}
