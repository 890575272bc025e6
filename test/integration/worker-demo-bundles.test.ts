import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, scratchFolders, snapshotDir } from '../helpers/site.js';

const { fixture, temp } = scratchFolders();

afterEach(() => {
  delete process.env.DOCSGEN_TRACE_BUILDS;
});

/** The Node builds of site modules the build made (see modules/buildTrace.ts): each thread's, with its entries. */
function tracedBuilds(file: string): Array<{ thread: number; entries: string[] }> {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { thread: number; entries: string[] });
}

describe("render workers and the demos' Node bundles", () => {
  it('run the bundles the main thread built: the demos are built for Node once, by the main thread, and render the same', async () => {
    const root = fixture('demos');
    const trace = path.join(temp('docsgen-trace-'), 'builds.jsonl');
    process.env.DOCSGEN_TRACE_BUILDS = trace;
    const threaded = temp('docsgen-threaded-');
    // One page a worker: the build starts render threads.
    const result = await buildSite(root, threaded, { concurrency: 3, pagesPerWorker: 1 });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.exitCode).toBe(0);
    const builds = tracedBuilds(trace);
    const demoModules = builds.flatMap((build) => build.entries).filter((entry) => entry.startsWith(path.join(root, 'content')));
    expect(demoModules.length).toBeGreaterThan(0);
    // No render thread built anything: every build is the main thread's, each demo built once.
    expect(builds.map((build) => build.thread).filter((thread) => thread !== threadId)).toEqual([]);
    expect(new Set(demoModules).size).toBe(demoModules.length);

    delete process.env.DOCSGEN_TRACE_BUILDS;
    const alone = temp('docsgen-alone-');
    expect((await buildSite(root, alone, { concurrency: 1 })).exitCode).toBe(0);
    expect(snapshotDir(threaded)).toEqual(snapshotDir(alone));
  });
});
