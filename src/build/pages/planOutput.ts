import type { KeptShared } from '../cache/sharedEntry.js';
import type { OutputRecord } from '../cache/outputRecord.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { PagePlan } from './renderPages.js';

/** The output a build replaces: its folder, and what the build that made it recorded of it. */
export interface PreviousOutput {
  dir: string;
  record: OutputRecord;
}

/** The output as the build that made it left it holds what this build would make: nothing is written. */
export interface OutputUnchanged {
  kind: 'unchanged';
  /** Its bytes, as that build counted them. */
  bytes: number;
  /** What that build said, said again. */
  diagnostics: Diagnostic[];
}

/** A new output is written: the pages to render and those the cache has, and where the shared assets come from. */
export interface OutputToWrite {
  kind: 'write';
  pages: PagePlan;
  /**
   * `restore`: every page is cached, and so are the shared assets they were rendered with (if
   * their entry turns out damaged, they are prepared after all); `prepare`: made anew, which
   * may give them another key than the pages were looked up under (see `replanPages`).
   */
  shared: { from: 'restore'; kept: KeptShared } | { from: 'prepare' };
  /** The shared assets' key the pages were looked up under (undefined: none was kept, or there is no cache). */
  lookedUpUnder: string | undefined;
  /** Whether there is a page cache to look pages up in. */
  cached: boolean;
  previous: PreviousOutput | undefined;
}

export type OutputPlan = OutputUnchanged | OutputToWrite;

/** What a build knows before it writes anything: the facts `planOutput` decides from. */
export interface OutputFacts {
  /**
   * Looks the pages up in the cache under the shared assets' key they were rendered with
   * (undefined: no cache, or none kept: every page is a job).
   */
  lookUpPages(sharedKey: string | undefined): PagePlan;
  /** Whether the build has a page cache. */
  cached: boolean;
  /** The shared assets the last build kept for this site (undefined without a cache). */
  kept: KeptShared | undefined;
  previous: PreviousOutput | undefined;
  /** A shard's output is never the whole site's: it is always written. */
  shard: boolean;
  /** Loading the site found errors: the output is written (and then thrown away) to report every page's. */
  failedBefore: boolean;
  /** The previous output's verdict on the pages' keys: its bytes and diagnostics when it holds what they make. */
  upToDate(pageKeys: readonly string[]): { bytes: number; diagnostics: Diagnostic[] } | undefined;
}

/**
 * The cache's decisions, as data: whether the output stays as it is, and otherwise which pages
 * render, which come from the cache, and whether the shared assets are restored or prepared.
 */
export function planOutput(facts: OutputFacts): OutputPlan {
  const { kept, previous } = facts;
  const lookedUpUnder = kept?.meta.sharedKey;
  const pages = facts.lookUpPages(lookedUpUnder);
  const allCached = pages.jobs.length === 0 && kept !== undefined;
  if (allCached && kept.current && previous && !facts.shard && !facts.failedBefore) {
    const unchanged = facts.upToDate(pages.keys);
    if (unchanged) return { kind: 'unchanged', bytes: unchanged.bytes, diagnostics: unchanged.diagnostics };
  }
  const shared = allCached ? { from: 'restore' as const, kept } : { from: 'prepare' as const };
  return { kind: 'write', pages, shared, lookedUpUnder, cached: facts.cached, previous };
}

/**
 * The pages looked up again once the shared assets are prepared, when their key is not the one
 * the pages were looked up under (a demo taken off a page changes the runtime's chunks, and with
 * them every page's HTML); the same plan otherwise.
 */
export function replanPages(plan: OutputToWrite, preparedKey: string, lookUpPages: OutputFacts['lookUpPages']): PagePlan {
  return plan.cached && preparedKey !== plan.lookedUpUnder ? lookUpPages(preparedKey) : plan.pages;
}
