import type { PageCache } from '../cache/pageCache.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { outputFileForRoute } from '../site/routes.js';
import type { SiteRenderer } from '../render/siteRenderer.js';
import type { PageOutcome, RenderJob } from './protocol.js';

/** Renders one page, writes its HTML at once (nothing of it is held) and caches it when asked. */
export async function renderJob(renderer: SiteRenderer, writer: OutputWriter, cache: PageCache | undefined, job: RenderJob): Promise<PageOutcome> {
  const { html, diagnostics, links } = await renderer.renderPage(job.page);
  writer.write(outputFileForRoute(job.page.route), html);
  const cached = cache && job.cacheKey ? cache.write(job.cacheKey, { html, diagnostics, links }) : undefined;
  return { route: job.page.route, diagnostics, links, bytes: Buffer.byteLength(html), ...(cached ? { cached } : {}) };
}
