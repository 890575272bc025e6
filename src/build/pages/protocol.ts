import type { ApiSourceResult } from '../api/types.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RuntimeBundle } from '../bundle/runtime.js';
import type { PageLinks } from '../links/checkLinks.js';
import type { PackedEntry } from '../cache/pagePacks.js';
import type { LastUpdated } from '../site/lastUpdated.js';
import type { SourcePage } from '../site/readPages.js';

/** What a render worker is started with: with the runtime (sent later), enough to make the same renderer as the main thread. */
export interface WorkerSetup {
  root: string;
  /** The config as the build resolved it (command-line overrides applied). */
  config: SiteConfig;
  configFile: string;
  /** Where pages are written (the build's temporary output folder). */
  outDir: string;
  /** The output the build replaces (unchanged pages are linked to it). */
  previousDir: string | undefined;
  /** When each page was last committed (read once, by the main thread). */
  lastUpdated: LastUpdated;
  /** The page cache's folder, when the build uses one. */
  cacheDir: string | undefined;
  /** The API reference the main thread extracted (never extracted again in a worker). */
  api: ApiSourceResult[];
}

/** One page to render and write; with a cache key, the result is cached under it too. */
export interface RenderJob {
  page: SourcePage;
  cacheKey?: string;
}

/** What the build keeps of a page once its HTML is written (and cached). */
export interface PageOutcome {
  route: string;
  diagnostics: Diagnostic[];
  links: PageLinks;
  bytes: number;
  /** Where the page went in the rendering thread's page cache. */
  cached?: PackedEntry;
}

/** main → worker: the browser runtime the main thread bundled (workers link to it, never bundle it again); then pages to render and write. */
export type WorkerRequest = { type: 'runtime'; runtime: RuntimeBundle } | { type: 'render'; jobs: RenderJob[] };

/** worker → main. */
export type WorkerMessage = { type: 'rendered'; outcomes: PageOutcome[] } | { type: 'failed'; message: string };
