// One `docsgen build` of a checkout in its own process, for the benches: wall time and peak memory
// (the process, its worker threads and its child processes; see peak-memory.mjs), and the CPU time
// they used.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const peakMemory = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'peak-memory.mjs')).href;

/**
 * Builds `root` into `out` with the docsgen of `checkout` (its bin/ and lib/): `{ ms, peakBytes, cpuMs }`.
 * `showWarnings: false` leaves out what the build writes to stderr (a site built with warnings on purpose);
 * `env`: more environment (DOCSGEN_CACHE_DIR: the bench's own user cache).
 */
export function buildOnce(checkout, root, out, nodeArgs = [], { showWarnings = true, env = {} } = {}) {
  const rssFile = path.join(os.tmpdir(), `docsgen-bench-rss-${process.pid}`);
  const started = performance.now();
  execFileSync(process.execPath, [...nodeArgs, '--import', peakMemory, path.join(checkout, 'bin/docsgen.js'), 'build', root, '--out', out, '--quiet'], {
    env: { ...process.env, ...env, DOCSGEN_BENCH_RSS_FILE: rssFile },
    stdio: ['ignore', 'ignore', showWarnings ? 'inherit' : 'ignore'],
  });
  const ms = performance.now() - started;
  const [peakKb, cpuMs] = fs.readFileSync(rssFile, 'utf8').split(' ').map(Number);
  fs.rmSync(rssFile, { force: true });
  return { ms, peakBytes: peakKb * 1024, cpuMs };
}

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
