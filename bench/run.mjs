#!/usr/bin/env node
// npm run bench [-- --sizes 1000,10000 --runs 3 --quick --profile]
//
// Builds the example site and generated corpora with `docsgen build`, cold (no .docsgen/cache, no
// previous output) then warm (again, nothing changed), and prints wall time, pages/s, peak memory
// (the build process with its worker threads), output size, the HTML bytes of one content page,
// the JavaScript that page loads (raw and gzip), the `serve --watch` edit-to-served latency and
// its start-to-first-page (spawning `docsgen serve --watch` until a content page answers 200),
// ending with a markdown table for the README. Never part of `npm test`.
//
// Then a demo-heavy site (bench/demo-site.mjs: 100 pages, 500 demos as MUI writes them, X.tsx
// and X.js, importing MUI components and notistack from the site's own node_modules: React 18 and
// MUI 5, test/fixtures/packages/react18-mui5, installed first if missing), and the same site with
// 90 of its demos importing a package it does not install (built with onMissingDemos "warning"),
// with the CPU time of their cold builds (steadier than wall time on a shared machine).
//
//   --sizes     corpus sizes (default 1000,10000); --runs  cold+warm pairs per size, median
//               (default 3; sizes of 10,000 and more run once); --quick  200 pages, one run,
//               fewer watch edits; --profile  one more cold build of the first size under
//               `node --cpu-prof`, summarised by bench/profile-summary.mjs.
//   --delete-between  delete the last output and cache right before each cold build rather than
//               set them aside (see `setAside`).
//   --no-demos  leave out the demo-heavy site.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildOnce as buildOnceOf, median } from './buildOnce.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string' },
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'delete-between': { type: 'boolean', default: false },
    'no-demos': { type: 'boolean', default: false },
    generator: { type: 'string', default: '../shared/bench/gen-corpus.mjs' },
  },
});
const sizes = (options.sizes ?? (options.quick ? '200' : '1000,10000')).split(',').map(Number);
const runs = Number(options.runs ?? (options.quick ? 1 : 3));
const runsFor = (pages) => (pages >= 10_000 ? 1 : runs);
const watchEdits = options.quick ? 30 : 200;
const generator = path.resolve(repo, options.generator);
const bench = (file) => path.join(repo, 'bench', file);
const node = (args, extra = {}) => execFileSync(process.execPath, args, { encoding: 'utf8', ...extra });
const lastJsonLine = (output) => JSON.parse(output.trim().split('\n').pop());
const log = (line) => process.stderr.write(`${line}\n`);

node([path.join(repo, 'scripts/build.mjs')], { cwd: repo, stdio: 'inherit' });

/**
 * Where the bench puts what a cold build must not find (the last output, the cache, corpora done
 * with), deleted when the bench ends. Deleting thousands of files right before a build slows that
 * build on some file systems: ext4 without a journal skips inodes freed in the last minute when it
 * makes new ones, and the search for a free one grows with their number (+2-3 s of system time for
 * a 1000-page build after deleting the last one's output). A cold build on a fresh checkout pays
 * nothing of the kind, so by default the bench measures that; `--delete-between` measures the other.
 */
const trash = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-trash-'));
let setAsideCount = 0;
function setAside(target) {
  if (options['delete-between']) fs.rmSync(target, { recursive: true, force: true });
  else if (fs.existsSync(target)) fs.renameSync(target, path.join(trash, String(setAsideCount++)));
}
process.on('exit', () => fs.rmSync(trash, { recursive: true, force: true }));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mb = (bytes) => (bytes / 1048576).toFixed(1);

/** One `docsgen build` of this checkout in its own process: wall time, peak memory and CPU time. */
const buildOnce = (root, out, nodeArgs = [], options = {}) => buildOnceOf(repo, root, out, nodeArgs, options);

/** Size of every file under `dir`, the number of pages, and the corpus page used as the sample. */
function outputStats(dir) {
  let bytes = 0;
  let pages = 0;
  let samplePage;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    bytes += fs.statSync(file).size;
    if (entry.name !== 'index.html') continue;
    pages++;
    if (!samplePage && /page-0005[\\/]index\.html$/.test(file)) samplePage = file;
  }
  samplePage ??= path.join(dir, 'material-ui/react-button/index.html');
  const route = `/${path.relative(dir, path.dirname(samplePage)).split(path.sep).join('/')}/`;
  return { bytes, pages, sample: { route, bytes: fs.statSync(samplePage).size } };
}

/** Cold and warm builds of one site, `count` pairs, and what its output weighs. */
function measureSite(label, root, count, buildOptions = {}) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-out-'));
  const cold = [];
  const warm = [];
  for (let run = 1; run <= count; run++) {
    setAside(path.join(root, '.docsgen/cache'));
    setAside(out);
    cold.push(buildOnce(root, out, [], buildOptions));
    warm.push(buildOnce(root, out, [], buildOptions));
    log(`${label}: run ${run}/${count}  cold ${(cold.at(-1).ms / 1000).toFixed(2)} s, warm ${(warm.at(-1).ms / 1000).toFixed(2)} s`);
  }
  const stats = outputStats(out);
  const idle = idleJs(out, stats.sample.route);
  setAside(out);
  const coldMs = median(cold.map((r) => r.ms));
  return {
    label,
    runs: count,
    pages: stats.pages,
    coldMs,
    coldCpuMs: median(cold.map((r) => r.cpuMs)),
    warmMs: median(warm.map((r) => r.ms)),
    coldPeak: Math.max(...cold.map((r) => r.peakBytes)),
    warmPeak: Math.max(...warm.map((r) => r.peakBytes)),
    outputBytes: stats.bytes,
    sample: stats.sample,
    idle,
  };
}

/** JavaScript a page loads when left idle, measured in Chromium (skipped without it). */
function idleJs(dir, route) {
  if (!fs.existsSync('/usr/bin/chromium')) return undefined;
  return lastJsonLine(node([bench('idle-js.mjs'), dir, route]));
}

/** serve --watch on a copy of `root`: start-up, edit-to-served latency over repeated edits, memory. */
function watchLatency(label, root, pageFile, route) {
  const result = lastJsonLine(node(['--expose-gc', bench('watch-latency.mjs'), root, pageFile, route, String(watchEdits)]));
  const growth = ((result.heapAtEnd / result.heapAt10 - 1) * 100).toFixed(1);
  return (
    `serve --watch, ${label}: start ${(result.startupMs / 1000).toFixed(2)} s, edit-to-served p50 ${result.p50.toFixed(0)} ms, ` +
    `p95 ${result.p95.toFixed(0)} ms over ${result.edits} edits; heap ${mb(result.heapAt10)} MB after 10 edits, ${mb(result.heapAtEnd)} MB after ${result.edits} (${growth} %)`
  );
}

/** Spawning `docsgen serve --watch` on `root` until `route` answers 200: the median of 3 starts. */
function serveStart(label, root, route) {
  const result = lastJsonLine(node([bench('serve-start.mjs'), root, route, '3']));
  const cpu = result.medianCpuMs === undefined ? '' : `, CPU ${(result.medianCpuMs / 1000).toFixed(2)} s`;
  return `serve --watch, ${label}: start to first page ${(result.medianMs / 1000).toFixed(2)} s${cpu} (median of ${result.runs}: ${result.ms.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`;
}

function profileBuild(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-prof-'));
  const out = path.join(dir, 'out');
  setAside(path.join(root, '.docsgen/cache'));
  buildOnce(root, out, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const profiles = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name));
  const summary = node([bench('profile-summary.mjs'), ...profiles]);
  setAside(dir);
  return summary;
}

const cpu = os.cpus();
const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.platform()}`;
log(`docsgen bench on ${machine}`);

function generateCorpus(size) {
  const corpus = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-bench-${size}-`));
  node([generator, corpus, String(size), '--docsgen'], { stdio: 'ignore' });
  return corpus;
}

const rows = [measureSite('example site', repo, runs)];
const watchLines = [watchLatency('example site', repo, 'content/material-ui/react-button.md', '/material-ui/react-button/')];
// The smallest corpus the generator makes: what every build pays before and after its pages.
const smallest = generateCorpus(10);
rows.push(measureSite('corpus 10 (start-up cost)', smallest, runs));
setAside(smallest);
let profile;
for (const [index, size] of sizes.entries()) {
  const corpus = generateCorpus(size);
  rows.push(measureSite(`corpus ${size}`, corpus, runsFor(size)));
  const page = fs.readdirSync(path.join(corpus, 'content'), { recursive: true }).find((file) => /page-0005\.md$/.test(file));
  const route = `/${page.replace(/\.md$/, '').split(path.sep).join('/')}/`;
  watchLines.push(serveStart(`corpus ${size}`, corpus, route));
  if (index === 0) {
    watchLines.push(watchLatency(`corpus ${size}`, corpus, path.join('content', page), route));
    if (options.profile) profile = profileBuild(corpus);
  }
  setAside(corpus);
}

/** The demo-heavy site, with `unresolvable` demos that cannot be bundled. */
function generateDemoSite(unresolvable) {
  const site = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-demos-')), 'site');
  node([bench('demo-site.mjs'), site, '--unresolvable', String(unresolvable)], { stdio: 'ignore' });
  return site;
}
const demoRows = [];
if (!options['no-demos']) {
  node([path.join(repo, 'scripts/install-site-packages.mjs'), 'test/fixtures/packages'], { cwd: repo, stdio: 'inherit' });
  for (const unresolvable of [0, 90]) {
    const site = generateDemoSite(unresolvable);
    const label = `demo-heavy, 500 demos${unresolvable > 0 ? `, ${unresolvable} unresolvable` : ''}`;
    demoRows.push(measureSite(label, site, runs, { showWarnings: unresolvable === 0 }));
    setAside(path.dirname(site));
  }
}

const coldMeaning = options['delete-between'] ? 'both deleted right before' : 'both set aside, deleted when the bench ends';
console.log(
  `\nMachine: ${machine}. Median of the runs shown; cold = no .docsgen/cache and no previous output (${coldMeaning}), warm = the same build again.\n`,
);
console.log('| site | pages | runs | cold | warm | pages/s (cold) | peak memory cold / warm | output | one content page | its JavaScript (gzip) |');
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const row of [...rows, ...demoRows]) {
  const idle = row.idle ? `${kb(row.idle.raw)} KB (${kb(row.idle.gzip)} KB)` : '—';
  console.log(
    `| ${row.label} | ${row.pages} | ${row.runs} | ${(row.coldMs / 1000).toFixed(2)} s | ${(row.warmMs / 1000).toFixed(2)} s | ` +
      `${(row.pages / (row.coldMs / 1000)).toFixed(0)} | ${mb(row.coldPeak)} / ${mb(row.warmPeak)} MB | ${mb(row.outputBytes)} MB | ` +
      `${kb(row.sample.bytes)} KB | ${idle} |`,
  );
}
console.log('');
for (const row of [...rows, ...demoRows]) console.log(`${row.label}: CPU time of the cold build ${(row.coldCpuMs / 1000).toFixed(2)} s (median)`);
console.log('');
const startup = rows.find((row) => row.label.startsWith('corpus 10 '));
for (const row of rows.filter((r) => r.label.startsWith('corpus ') && r !== startup)) {
  const perPage = (row.coldMs - startup.coldMs) / (row.pages - startup.pages);
  console.log(`${row.label}: start-up ${(startup.coldMs / 1000).toFixed(2)} s (cold build of 10 pages), then ${perPage.toFixed(1)} ms per page (cold)`);
}
for (const line of watchLines) console.log(line);
const api = lastJsonLine(node([bench('api-extraction.mjs')]));
console.log(
  `API extraction, @mui/material ${api.version}: ${api.components} components, ${api.props} own props; cold ${(api.coldMs / 1000).toFixed(2)} s, warm ${(api.warmMs / 1000).toFixed(2)} s${api.warmFromCache ? '' : ' (not from the cache!)'}`,
);
if (profile) console.log(`\nProfile of one cold build of corpus ${sizes[0]}:\n${profile}`);
