import { writeApiJson } from './api/writeApiJson.js';
import { writePageAssets } from './assets/pageAssets.js';
import { copyPublicFolder, keepPublicFolder } from './assets/publicFolder.js';
import { OutputRecord } from './cache/outputRecord.js';
import { collectGarbage } from './collectGarbage.js';
import { finishSite, siteRecord, type SiteRecord } from './finishSite.js';
import type { OutputContext } from './pages/outputContext.js';
import { pageFiles, type PagePlan, type RenderedPages } from './pages/renderPages.js';
import type { PageOutcome } from './pages/protocol.js';
import type { StartedRendering } from './pages/startRendering.js';
import type { ShardRecord } from './shardRecord.js';
import { docsgenOutputs } from './site/docsgenOutputs.js';
import { lastModifiedByRoute, siteLlmsSections } from './twin/siteLlms.js';
import { hasErrors, type Diagnostic } from './util/diagnostics.js';
import { SHARD_PUBLIC_FOLDER, SHARD_RECORD_FILE } from './util/routeProblems.js';
import { CACHE_DAMAGED } from './util/sealedFile.js';

/** What writing the output came to: its pages, and what the build found while writing it. */
export interface OutputSummary {
  pages: number;
  /** Pages taken from the cache. */
  cached: number;
  byWorkers: number;
  workerBytes: number;
  diagnostics: Diagnostic[];
}

/**
 * Everything of the output but its pages, once they are written: the 404 page, api.json, the
 * files the cached pages reference, then the site record — left for `docsgen merge` by a shard,
 * or handed to `finishSite` (links, sitemap, search, service worker) — the public folder, and the
 * record of the output for the next build. An aborted build stops after the page cache is kept.
 */
export async function completeOutput(
  context: OutputContext,
  started: StartedRendering,
  rendered: RenderedPages,
  /** Loading the site found errors already: the site-wide steps skip what needs a whole site. */
  failedBefore: boolean,
  aborted: () => boolean,
): Promise<OutputSummary> {
  const { site, writer, cache, pages } = context;
  const plan = started.pages;
  const outcomes = rendered.outcomes.filter((outcome) => outcome !== undefined);
  const diagnostics = [...started.shared.diagnostics, ...outcomes.flatMap((outcome) => outcome.diagnostics)];
  const summary = { pages: outcomes.length, cached: plan.hits.length, byWorkers: rendered.byWorkers, workerBytes: rendered.workerBytes, diagnostics };
  // Only a whole site's build knows which pages the cache needs no more.
  cache?.store.commit(aborted() || context.shard ? undefined : new Set(plan.keys));
  if (!aborted()) {
    writer.write('404.html', started.shared.notFoundHtml);
    writeApiJson(writer, site.api, new Set(pages.filter((page) => page.generated === 'api').map((page) => page.route)));
    // Rendered pages wrote their files as they rendered; the cached ones were not rendered.
    writePageAssets(
      site.root,
      plan.hits.flatMap(({ entry }) => entry.links.assets ?? []),
      writer,
    );
    const record = siteRecordOf(context, outcomes);
    if (context.shard) {
      writer.write(SHARD_RECORD_FILE, JSON.stringify({ shard: context.shard, site: record } satisfies ShardRecord));
      diagnostics.push(...keepPublicFolder(site.root, writer, SHARD_PUBLIC_FOLDER));
    } else {
      diagnostics.push(...(await finishWholeSite(context, plan, record, failedBefore || hasErrors(diagnostics), summary)));
    }
  }
  // Damaged cache entries found on the way (pages, shared assets, search parts): warnings.
  if (cache) diagnostics.push(...cache.store.diagnostics());
  return summary;
}

/** What the site-wide steps know of this build's pages. */
function siteRecordOf({ site, lastUpdated, searchPartPages }: OutputContext, outcomes: readonly PageOutcome[]): SiteRecord {
  const { config } = site;
  return siteRecord(
    config,
    // Pages that could not be read are routes too: links to them are not broken (their error is enough).
    [...site.routes],
    outcomes.map((outcome) => outcome.links),
    site.redirects,
    {
      lastModified: lastModifiedByRoute(site.pages, lastUpdated),
      llms: config.llms ? { title: config.title, sections: siteLlmsSections(site) } : false,
      summaries: outcomes.map((outcome) => ({ route: outcome.route, ...outcome.summary })),
    },
    searchPartPages,
  );
}

/** The site-wide steps, the public folder, and the output's record: what a whole site's build ends with. */
async function finishWholeSite(context: OutputContext, plan: PagePlan, record: SiteRecord, failed: boolean, summary: OutputSummary): Promise<Diagnostic[]> {
  const { site, writer, cache, previous } = context;
  // Nothing rendered (every page cached): little garbage to collect.
  if (plan.jobs.length > 0) collectGarbage();
  const searchCache = cache ? { store: cache.store, pageKeys: plan.keys, record: previous?.record } : undefined;
  const finished = await finishSite(writer, record, failed, { ...(searchCache ? { searchCache } : {}), threads: context.concurrency });
  const diagnostics = [...finished.diagnostics];
  // Before the public files: one may take the name of a folder made ahead for a page now gone.
  await writer.removeUnusedFolders();
  diagnostics.push(...copyPublicFolder(site.root, writer, docsgenOutputs(site)));
  // The next build links what it finds unchanged in this output (see OutputRecord).
  if (cache && plan.keys.length === context.pages.length) {
    const recordedPages = context.pages.flatMap((page, index) => pageFiles(page.route).map((file): [string, string] => [file, plan.keys[index]!]));
    const all = [...summary.diagnostics, ...diagnostics];
    // A build that found no problem records itself whole: the next build from the same inputs leaves its output as it is.
    const built =
      failed || hasErrors(all)
        ? undefined
        : // A damaged cache file is said once, by the build that found it.
          { key: context.outputKey(plan.keys), diagnostics: all.filter((d) => d.code !== CACHE_DAMAGED), bytes: writer.bytes + summary.workerBytes };
    OutputRecord.write(
      cache.store.dir,
      context.outputDir,
      writer.dir,
      [...recordedPages, ...finished.recorded],
      previous && { record: previous.record, kept: new Set([...writer.kept, ...finished.kept]) },
      built,
    );
  }
  return diagnostics;
}
