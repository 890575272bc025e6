import { describe, expect, it } from 'vitest';
import { OutputRecord } from '../../../../src/build/cache/outputRecord.js';
import type { KeptShared } from '../../../../src/build/cache/sharedEntry.js';
import { planOutput, replanPages, type OutputFacts, type OutputToWrite } from '../../../../src/build/pages/planOutput.js';
import type { PagePlan } from '../../../../src/build/pages/renderPages.js';
import type { SourcePage } from '../../../../src/build/site/readPages.js';
import { warning } from '../../../../src/build/util/diagnostics.js';

/** Pages as the cache's lookup sees them: only their routes matter here. */
const pages = ['/a/', '/b/', '/c/'].map((route) => ({ route }) as SourcePage);
const entry = { summary: { title: '', description: '' }, diagnostics: [], links: { route: '', links: [], ids: [] }, bytes: 1 } as never;

/** A lookup whose cache has the pages of `cachedUnder` rendered with each shared key; it counts its calls. */
function fakeCache(cachedUnder: Record<string, readonly string[]>) {
  const calls: (string | undefined)[] = [];
  const lookUpPages = (sharedKey: string | undefined): PagePlan => {
    calls.push(sharedKey);
    const cached = new Set(sharedKey === undefined ? [] : (cachedUnder[sharedKey] ?? []));
    const plan: PagePlan = { pages, hits: [], jobs: [], jobIndex: [], keys: sharedKey === undefined ? [] : pages.map((page) => `${sharedKey}:${page.route}`) };
    for (const [index, page] of pages.entries()) {
      if (cached.has(page.route)) plan.hits.push({ index, entry });
      else {
        plan.jobs.push({ page });
        plan.jobIndex.push(index);
      }
    }
    return plan;
  };
  return { lookUpPages, calls };
}

const kept = (sharedKey: string, current = true): KeptShared => ({
  meta: { sharedKey, notFoundHtml: '', diagnostics: [], bytes: 10, inputs: [], inputsKey: '' },
  current,
});
const previous = { dir: '/site/dist', record: OutputRecord.empty };
const said = [warning('unlisted-page', 'a.md is in no manifest', { file: 'content/a.md' })];

function facts(overrides: Partial<OutputFacts> & Pick<OutputFacts, 'lookUpPages'>): OutputFacts {
  return { cached: true, kept: undefined, previous: undefined, shard: false, failedBefore: false, upToDate: () => undefined, ...overrides };
}

describe('planOutput', () => {
  it('leaves the output as it is when every page and the shared assets are cached and the last output holds them', () => {
    const { lookUpPages } = fakeCache({ S1: ['/a/', '/b/', '/c/'] });
    const asked: (readonly string[])[] = [];
    const plan = planOutput(facts({ lookUpPages, kept: kept('S1'), previous, upToDate: (keys) => (asked.push(keys), { bytes: 1234, diagnostics: said }) }));
    expect(plan).toEqual({ kind: 'unchanged', bytes: 1234, diagnostics: said });
    // The record is asked about the pages' keys under the kept shared assets.
    expect(asked).toEqual([['S1:/a/', 'S1:/b/', 'S1:/c/']]);
  });

  it('restores the shared assets and writes every page from the cache when the last output is not what it would be', () => {
    const { lookUpPages } = fakeCache({ S1: ['/a/', '/b/', '/c/'] });
    const plan = planOutput(facts({ lookUpPages, kept: kept('S1'), previous, upToDate: () => undefined }));
    expect(plan).toMatchObject({ kind: 'write', shared: { from: 'restore', kept: kept('S1') }, lookedUpUnder: 'S1', previous });
    const { pages: planned } = plan as OutputToWrite;
    expect(planned.hits).toHaveLength(3);
    expect(planned.jobs).toEqual([]);
  });

  it('restores the shared assets without a previous output (a new output folder)', () => {
    const { lookUpPages } = fakeCache({ S1: ['/a/', '/b/', '/c/'] });
    expect(planOutput(facts({ lookUpPages, kept: kept('S1') }))).toMatchObject({ kind: 'write', shared: { from: 'restore' }, previous: undefined });
  });

  it('prepares the shared assets and renders the pages the cache does not have', () => {
    const { lookUpPages } = fakeCache({ S1: ['/a/'] });
    const plan = planOutput(facts({ lookUpPages, kept: kept('S1'), previous, upToDate: () => ({ bytes: 1, diagnostics: [] }) }));
    expect(plan).toMatchObject({ kind: 'write', shared: { from: 'prepare' }, lookedUpUnder: 'S1' });
    const { pages: planned } = plan as OutputToWrite;
    expect(planned.hits.map((hit) => hit.index)).toEqual([0]);
    expect(planned.jobs.map((job) => job.page.route)).toEqual(['/b/', '/c/']);
  });

  it('renders every page, the shared assets prepared, without a cache', () => {
    const { lookUpPages, calls } = fakeCache({});
    const plan = planOutput(facts({ lookUpPages, cached: false }));
    expect(plan).toMatchObject({ kind: 'write', shared: { from: 'prepare' }, lookedUpUnder: undefined, cached: false, previous: undefined });
    expect((plan as OutputToWrite).pages.jobs).toHaveLength(3);
    expect(calls).toEqual([undefined]);
  });

  it('never leaves the output as it is for a shard, after errors in loading, or with shared assets whose files changed', () => {
    const { lookUpPages } = fakeCache({ S1: ['/a/', '/b/', '/c/'] });
    const upToDate = () => ({ bytes: 1, diagnostics: [] });
    expect(planOutput(facts({ lookUpPages, kept: kept('S1'), previous, upToDate, shard: true })).kind).toBe('write');
    expect(planOutput(facts({ lookUpPages, kept: kept('S1'), previous, upToDate, failedBefore: true })).kind).toBe('write');
    // Not current: the files the shared assets were made from changed since (restoring them is refused, see restoreShared).
    expect(planOutput(facts({ lookUpPages, kept: kept('S1', false), previous, upToDate }))).toMatchObject({ kind: 'write', shared: { from: 'restore' } });
  });
});

describe('replanPages', () => {
  it('looks the pages up again when the shared assets prepared have another key than they were looked up under', () => {
    const { lookUpPages, calls } = fakeCache({ S1: ['/a/'], S2: ['/a/', '/b/'] });
    const plan = planOutput(facts({ lookUpPages, kept: kept('S1') })) as OutputToWrite;
    const again = replanPages(plan, 'S2', lookUpPages);
    expect(calls).toEqual(['S1', 'S2']);
    expect(again.jobs.map((job) => job.page.route)).toEqual(['/c/']);
  });

  it('keeps the plan when the key is the same, or when there is no cache to look in', () => {
    const cache = fakeCache({ S1: ['/a/'] });
    const plan = planOutput(facts({ lookUpPages: cache.lookUpPages, kept: kept('S1') })) as OutputToWrite;
    expect(replanPages(plan, 'S1', cache.lookUpPages)).toBe(plan.pages);
    const uncached = fakeCache({});
    const withoutCache = planOutput(facts({ lookUpPages: uncached.lookUpPages, cached: false })) as OutputToWrite;
    expect(replanPages(withoutCache, 'S9', uncached.lookUpPages)).toBe(withoutCache.pages);
    expect(uncached.calls).toEqual([undefined]);
  });

  it('looks the pages up under the prepared key when none was kept (a first build with a cache)', () => {
    const { lookUpPages, calls } = fakeCache({ S1: ['/a/', '/b/', '/c/'] });
    const plan = planOutput(facts({ lookUpPages })) as OutputToWrite;
    expect(plan.shared).toEqual({ from: 'prepare' });
    expect(replanPages(plan, 'S1', lookUpPages).jobs).toEqual([]);
    expect(calls).toEqual([undefined, 'S1']);
  });
});
