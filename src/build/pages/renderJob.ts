import type { PageCache } from '../cache/pageCache.js';
import { markRunningUserCode } from '../modules/runningUserCode.js';
import { renderPage, type RenderedPage } from '../render/renderPage.js';
import type { RenderServices } from '../render/renderServices.js';
import type { Shared } from '../render/shared.js';
import { outputFileForRoute } from '../util/routes.js';
import { twinFile } from '../util/twinPaths.js';
import type { PageOutcome, RenderJob } from './protocol.js';

/** What a thread renders pages with: the site's shared data and its own services. */
export interface PageRendering {
  shared: Shared;
  services: RenderServices;
}

/**
 * Renders one page, writes its HTML at once (nothing of it is held) and caches it when asked.
 * The page is noted as running meanwhile: a thread out of memory names it (see runningUserCode).
 */
export async function renderJob({ shared, services }: PageRendering, cache: PageCache | undefined, job: RenderJob): Promise<PageOutcome> {
  const previous = markRunningUserCode({ file: job.page.file, route: job.page.route });
  let rendered: RenderedPage;
  try {
    rendered = await renderPage(shared, job.page, services);
  } finally {
    markRunningUserCode(previous);
  }
  const { html, twin, summary, diagnostics, links } = rendered;
  services.writer.write(outputFileForRoute(job.page.route), html);
  services.writer.write(twinFile(job.page.route), twin);
  const cached = cache && job.cacheKey ? cache.write(job.cacheKey, { html, twin, summary, diagnostics, links }) : undefined;
  const bytes = Buffer.byteLength(html) + Buffer.byteLength(twin);
  return { route: job.page.route, summary, diagnostics, links, bytes, ...(cached ? { cached } : {}) };
}
