import type { Diagnostic } from '../util/diagnostics.js';
import type { PageLinks } from '../links/checkLinks.js';
import type { CachedPlaces } from '../cache/pageCache.js';
import type { Shared } from '../render/shared.js';
import type { SourcePage } from '../site/readPages.js';
import type { PageSummary } from '../twin/llmsTxt.js';

/** What a render worker is started with: where it writes. What it renders with comes once the main thread has prepared it. */
export interface WorkerSetup {
  /** Where pages are written (the build's temporary output folder). */
  outDir: string;
  /** The output the build replaces (unchanged pages are linked to it). */
  previousDir: string | undefined;
  /** The page cache's folder, when the build uses one. */
  cacheDir: string | undefined;
}

/** One page to render and write; with a cache key, the result is cached under it too. */
export interface RenderJob {
  page: SourcePage;
  cacheKey?: string;
}

/** What the build keeps of a page once its HTML is written (and cached). */
export interface PageOutcome {
  route: string;
  /** What llms.txt lists of the page. */
  summary: PageSummary;
  diagnostics: Diagnostic[];
  links: PageLinks;
  bytes: number;
  /** Where the page went in the rendering thread's page cache. */
  cached?: CachedPlaces;
}

/**
 * main → worker: first what every page shares, as the main thread prepared it (shared assets
 * written, runtime bundled: the worker makes neither again); then pages to render and write.
 */
export type WorkerRequest = { type: 'shared'; shared: Shared } | { type: 'render'; jobs: RenderJob[] };

/** worker → main. */
export type WorkerMessage = { type: 'rendered'; outcomes: PageOutcome[] } | { type: 'failed'; message: string };
