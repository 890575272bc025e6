#!/usr/bin/env node
// docsgen beside Docusaurus Faster: `node bench/docusaurus.mjs [--size 1000] [--runs 3]
// [--peers-dir DIR]` generates the corpus of ../shared/bench/gen-corpus.mjs once as a plain
// Markdown folder (Docusaurus's docs) and once as a docsgen site — the same Markdown files, checked
// byte for byte — and builds it with Docusaurus and with this checkout's docsgen in turn (who goes
// first alternates from run to run), cold then warm, in the same minutes. It prints wall time
// (median), CPU time and peak memory of each, and the ratios the bar is stated in:
// docsgen/Docusaurus cold time and memory, docsgen warm/cold.
//
// Docusaurus (exact versions below, with @docusaurus/faster) is installed with `npm install` into
// a folder outside the repository, `<tmpdir>/docsgen-peers/docusaurus` unless `--peers-dir` says
// otherwise, when it is missing or holds other versions; the sites are built in a folder inside it
// (deleted when the bench ends) so that Node finds its packages. Its config is the plain one: docs
// only (`routeBasePath: '/'`) with the sidebar generated from the folders, no blog, and
// `future: { v4: true, faster: true }` (3.10 renamed `experimental_faster` to `faster`; `v4` is
// needed by Faster's SSG worker threads). NO_UPDATE_NOTIFIER keeps its CLI from asking the registry
// for a newer version; it fetches nothing else.
//
// Both tools are measured the same way, from outside: the command runs under `sh`, whose `times`
// gives the CPU time of every process it waited for (the build, its threads, and the processes it
// started and waited for), and this process reads /proc every 100 ms for the resident memory of the
// whole tree under it (threads share their process's; child processes are summed: Docusaurus runs
// git and sh, docsgen esbuild and Pagefind), taking also the largest single process's VmHWM, which
// catches a peak between two samples. A process of the tree that its parent did not wait for (it
// ended after its parent, or was left running) goes to init, and its CPU time with it: such
// processes are followed until they end and their time, as last read, is added.
//
// Cold is no cache and no previous output: Docusaurus's `.docusaurus`, `node_modules/.cache` (the
// Rspack persistent cache) and `build`, docsgen's `.docsgen`, `out` and user cache folder (the runtime
// bundle; kept with `--keep-user-cache`, as on a machine that built the site before) are moved aside (to a folder
// deleted at the end: deleting thousands of files right before a build slows it on some file
// systems, see the README, Build speed). Warm is the same build again. Each build is checked to
// have written a page for every Markdown file of the corpus.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './buildOnce.mjs';

/** The packages of the Docusaurus site, exact versions (those of `npx create-docusaurus` classic, with Faster). */
const DOCUSAURUS_PACKAGES = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/faster': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@mdx-js/react': '3.1.1',
  clsx: '2.1.1',
  'prism-react-renderer': '2.4.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
};
/** Packages whose installed versions are printed (the Faster ones come in through @docusaurus/faster). */
const SHOWN_VERSIONS = ['@docusaurus/core', '@docusaurus/faster', '@rspack/core', '@swc/core', 'lightningcss', 'react'];

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    size: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    'peers-dir': { type: 'string', default: path.join(os.tmpdir(), 'docsgen-peers', 'docusaurus') },
    generator: { type: 'string', default: '../shared/bench/gen-corpus.mjs' },
    'keep-user-cache': { type: 'boolean', default: false },
  },
});
const size = Number(options.size);
const runs = Number(options.runs);
if (!Number.isInteger(size) || size < 10 || !Number.isInteger(runs) || runs < 1) {
  throw new Error('Usage: node bench/docusaurus.mjs [--size 1000] [--runs 3] [--peers-dir DIR] [--keep-user-cache]');
}
const peersDir = path.resolve(options['peers-dir']);
const generator = path.resolve(repo, options.generator);
const log = (line) => process.stderr.write(`${line}\n`);
if (!fs.existsSync(path.join(repo, 'lib/cli'))) throw new Error('Build this checkout first (npm run prepare).');
/** The latest modification time of lib/: a rebuild of this checkout during the bench changes the code measured, and makes the next warm build a cold one (its cache keys change). */
const libStamp = () =>
  Math.max(...fs.readdirSync(path.join(repo, 'lib'), { recursive: true }).map((file) => fs.statSync(path.join(repo, 'lib', file)).mtimeMs));
let libLastSeen = libStamp();

// ---- Docusaurus, installed once outside the repository -------------------------------------

const installedVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(peersDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};
const manifest = `${JSON.stringify({ name: 'docsgen-bench-docusaurus', private: true, dependencies: DOCUSAURUS_PACKAGES }, null, 2)}\n`;
const manifestFile = path.join(peersDir, 'package.json');
const installed =
  fs.existsSync(manifestFile) &&
  fs.readFileSync(manifestFile, 'utf8') === manifest &&
  Object.entries(DOCUSAURUS_PACKAGES).every(([name, version]) => installedVersion(name) === version);
if (!installed) {
  log(`Installing Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} into ${peersDir} (once)…`);
  fs.mkdirSync(peersDir, { recursive: true });
  fs.writeFileSync(manifestFile, manifest);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: peersDir, stdio: ['ignore', 'ignore', 'inherit'] });
}
const versions = SHOWN_VERSIONS.map((name) => `${name} ${installedVersion(name) ?? '(missing)'}`).join(', ');
log(`Docusaurus: ${versions}; Node ${process.version}`);

// ---- The two sites, one corpus --------------------------------------------------------------

// Docusaurus's site lives inside the install folder (its packages are found from there); docsgen's
// in the system's temporary folder, so that no node_modules above it offers the site a React.
const docusaurusWork = fs.mkdtempSync(path.join(peersDir, 'work-'));
const docsgenWork = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-vs-docusaurus-'));
process.on('exit', () => {
  for (const dir of [docusaurusWork, docsgenWork]) fs.rmSync(dir, { recursive: true, force: true });
});
const generate = (...args) => execFileSync(process.execPath, [generator, ...args], { stdio: 'ignore' });

const docusaurusSite = path.join(docusaurusWork, 'site');
generate(path.join(docusaurusSite, 'docs'), String(size));
fs.writeFileSync(path.join(docusaurusSite, 'package.json'), `${JSON.stringify({ name: 'corpus', private: true }, null, 2)}\n`);
fs.writeFileSync(
  path.join(docusaurusSite, 'docusaurus.config.js'),
  `export default {
  title: 'Synthetic Docs',
  url: 'https://example.com',
  baseUrl: '/',
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
);
const docsgenSite = path.join(docsgenWork, 'site');
generate(docsgenSite, String(size), '--docsgen');

/** The Markdown files under `dir` (relative paths, sorted). */
const markdownFiles = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.md'))
    .sort();
const digest = (dir, files) => {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex');
};
const pages = markdownFiles(path.join(docusaurusSite, 'docs'));
const docsgenContent = path.join(docsgenSite, 'content/material-ui');
if (digest(path.join(docusaurusSite, 'docs'), pages) !== digest(docsgenContent, markdownFiles(docsgenContent))) {
  throw new Error('The two corpora differ: the generator no longer writes the same Markdown for both.');
}
log(`Corpus: ${pages.length} Markdown pages (${size} + the landing page), the same files for both.`);

// ---- Measuring a command and its process tree -------------------------------------------------

const ticksPerMs = 100 / 1000;

/**
 * Every process (Linux /proc): `{ ppid, name, state, ticks }`, ticks being the CPU time of the
 * process and of the children it waited for (fields 14-17 of /proc/<pid>/stat, after the name).
 */
function processTable() {
  const table = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      table.set(Number(entry), {
        state: fields[0],
        ppid: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, close),
        ticks: fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

/** The pids of the processes under `root` (not `root` itself). */
function descendants(root, table) {
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found = [];
  for (let queue = [root]; queue.length;) {
    const next = children.get(queue.pop()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** VmRSS and VmHWM of a process in KB (0 for a zombie), or undefined once it has ended. */
function memoryKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0), hwm: Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) };
  } catch {
    return undefined;
  }
}

/** Seconds in `times`'s format (`1m2.345s`). */
const timesSeconds = (text) => {
  const [, minutes, seconds] = /(\d+)m([\d.]+)s/.exec(text);
  return Number(minutes) * 60 + Number(seconds);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `command args` in `cwd` under `sh`: `{ ms, cpuMs, peakBytes, processes, escaped }` — wall
 * time; CPU time: that of every process waited for (from `times`) plus that of the processes of the
 * tree nobody in it waited for (their parent ended first: they go to init, and their time with
 * them), as last read; the peak of the tree's summed resident memory (or of its largest process's
 * VmHWM, when larger); the names of the processes seen, and of those that escaped.
 */
function measure(command, args, { cwd, env, logFile }) {
  return new Promise((resolve, reject) => {
    const output = fs.openSync(logFile, 'w');
    const started = performance.now();
    const shell = spawn('/bin/sh', ['-c', '"$@"; status=$?; times >&3; exit $status', 'sh', command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', output, output, 'pipe'],
    });
    let times = '';
    shell.stdio[3].setEncoding('utf8').on('data', (chunk) => (times += chunk));
    let peakKb = 0;
    /** Every process seen in the tree: its name, last CPU ticks, whether it was seen outside the tree since, and whether it still runs. */
    const seen = new Map();
    /** Records the processes seen before that are now outside the tree (or all of them, once the tree is gone). */
    const followEscaped = (table, tree) => {
      for (const [pid, record] of seen) {
        const entry = table.get(pid);
        if (tree.has(pid) || entry?.name !== record.name) continue;
        Object.assign(record, { escaped: true, ticks: entry.ticks, running: entry.state !== 'Z' });
      }
    };
    const sample = () => {
      const table = processTable();
      const tree = new Set(descendants(shell.pid, table));
      let totalKb = 0;
      for (const pid of tree) {
        const memory = memoryKb(pid);
        if (!memory) continue;
        seen.set(pid, { name: table.get(pid).name, ticks: table.get(pid).ticks, escaped: false });
        totalKb += memory.rss;
        peakKb = Math.max(peakKb, memory.hwm);
      }
      peakKb = Math.max(peakKb, totalKb);
      followEscaped(table, tree);
    };
    sample();
    const timer = setInterval(sample, 100);
    shell.on('error', reject);
    shell.on('close', async (code) => {
      const ms = performance.now() - started;
      clearInterval(timer);
      fs.closeSync(output);
      if (code !== 0) {
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail}`));
        return;
      }
      // Processes the build left behind: followed until they end (a zombie's time is final), for 10 s at most.
      for (const deadline = performance.now() + 10_000; ; await sleep(20)) {
        followEscaped(processTable(), new Set());
        const running = [...seen.values()].filter((record) => record.escaped && record.running);
        if (!running.length) break;
        if (performance.now() > deadline) {
          for (const { name } of running) log(`  warning: ${name} still runs 10 s after the build; its CPU time is counted up to now`);
          break;
        }
      }
      const escaped = [...seen.values()].filter((record) => record.escaped);
      // The second line of `times`: user and system time of the shell's children (the build), waited for.
      const [user, system] = times.trim().split('\n')[1].split(/\s+/).map(timesSeconds);
      const cpuMs = (user + system) * 1000 + escaped.reduce((sum, record) => sum + record.ticks / ticksPerMs, 0);
      const names = (records) => [...new Set(records.map((record) => record.name))];
      resolve({ ms, cpuMs, peakBytes: peakKb * 1024, processes: names([...seen.values()]), escaped: names(escaped) });
    });
  });
}

// ---- The builds ------------------------------------------------------------------------------

/**
 * Throws unless every page of the corpus has its index.html under `pagesDir` (the route of `a/b.md`
 * is `a/b/`, of `index.md` the folder itself); the count of index.html files under `out`.
 */
function checkPages(label, out, pagesDir) {
  const missing = pages.filter((file) => {
    const route = file === 'index.md' ? '' : file.replace(/\.md$/, '');
    return !fs.existsSync(path.join(pagesDir, route, 'index.html'));
  });
  const total = fs.readdirSync(out, { recursive: true }).filter((file) => path.basename(file) === 'index.html').length;
  if (missing.length) throw new Error(`${label}: ${missing.length} of ${pages.length} pages have no index.html (first: ${missing[0]})`);
  return total;
}

let setAsideCount = 0;
const setAside = (work, target) => {
  if (fs.existsSync(target)) fs.renameSync(target, path.join(work, `old-${setAsideCount++}`));
};

const tools = [
  {
    label: 'Docusaurus Faster',
    work: docusaurusWork,
    caches: ['.docusaurus', 'node_modules/.cache', 'build'].map((name) => path.join(docusaurusSite, name)),
    out: path.join(docusaurusSite, 'build'),
    pagesDir: path.join(docusaurusSite, 'build'),
    command: process.execPath,
    args: [path.join(peersDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', docusaurusSite],
    cwd: docusaurusSite,
    env: { NO_UPDATE_NOTIFIER: '1' },
  },
  {
    label: 'docsgen (this checkout)',
    work: docsgenWork,
    // Its user cache (the runtime bundle, see RuntimeCache) is the bench's own: set aside before each
    // cold build as Docusaurus's node_modules/.cache is, unless --keep-user-cache (a machine that built the site before).
    caches: [...['.docsgen', 'out'].map((name) => path.join(docsgenSite, name)), ...(options['keep-user-cache'] ? [] : [path.join(docsgenWork, 'user-cache')])],
    out: path.join(docsgenSite, 'out'),
    pagesDir: path.join(docsgenSite, 'out/material-ui'),
    command: process.execPath,
    args: [path.join(repo, 'bin/docsgen.js'), 'build', docsgenSite, '--out', path.join(docsgenSite, 'out'), '--quiet'],
    cwd: docsgenSite,
    env: { DOCSGEN_CACHE_DIR: path.join(docsgenWork, 'user-cache') },
  },
].map((tool) => ({ ...tool, cold: [], warm: [], indexFiles: 0, processes: new Set() }));

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
async function build(tool, kind, run) {
  const result = await measure(tool.command, tool.args, { cwd: tool.cwd, env: tool.env, logFile: path.join(tool.work, `${kind}-${run}.log`) });
  tool.indexFiles = checkPages(tool.label, tool.out, tool.pagesDir);
  for (const name of result.processes) tool.processes.add(name);
  tool[kind].push(result);
  const escaped = result.escaped.length ? ` (not waited for by their parent: ${result.escaped.join(', ')})` : '';
  log(`  ${tool.label} ${kind}: ${seconds(result.ms)}, CPU ${seconds(result.cpuMs)}, peak ${megabytes(result.peakBytes)}${escaped}`);
  if (libStamp() !== libLastSeen) {
    libLastSeen = libStamp();
    log('  warning: lib/ was rebuilt during this build: docsgen figures mix two builds of its code');
  }
}

for (let run = 0; run < runs; run++) {
  log(`Run ${run + 1}/${runs} (load average ${os.loadavg()[0].toFixed(2)})`);
  const order = run % 2 === 0 ? tools : [...tools].reverse();
  for (const tool of order) {
    for (const cache of tool.caches) setAside(tool.work, cache);
    await build(tool, 'cold', run);
  }
  for (const tool of order) await build(tool, 'warm', run);
}

// ---- Report ----------------------------------------------------------------------------------

const stats = (results) => ({
  ms: median(results.map((result) => result.ms)),
  cpuMs: median(results.map((result) => result.cpuMs)),
  peakBytes: Math.max(...results.map((result) => result.peakBytes)),
  runs: results.map((result) => seconds(result.ms)).join(' / '),
});
console.log(`\nCorpus of ${size} pages, ${runs} run(s) each, alternating; ${versions}; Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| tool | cold (median) | cold runs | cold CPU | warm (median) | warm runs | warm CPU | peak cold / warm | index.html | processes |');
console.log('|---|--:|---|--:|--:|---|--:|--:|--:|---|');
for (const tool of tools) {
  const cold = stats(tool.cold);
  const warm = stats(tool.warm);
  Object.assign(tool, { coldStats: cold, warmStats: warm });
  console.log(
    `| ${tool.label} | ${seconds(cold.ms)} | ${cold.runs} | ${seconds(cold.cpuMs)} | ${seconds(warm.ms)} | ${warm.runs} | ${seconds(warm.cpuMs)} | ` +
      `${megabytes(cold.peakBytes)} / ${megabytes(warm.peakBytes)} | ${tool.indexFiles} | ${[...tool.processes].join(', ')} |`,
  );
}
const [docusaurus, docsgen] = tools;
const ratio = (a, b) => (a / b).toFixed(3);
const bar = (value, limit) => `${ratio(...value)} (bar ≤ ${limit}: ${value[0] / value[1] <= limit ? 'met' : 'not met'})`;
console.log(`
docsgen / Docusaurus, cold wall time: ${bar([docsgen.coldStats.ms, docusaurus.coldStats.ms], 0.2)}
docsgen / Docusaurus, cold peak memory: ${bar([docsgen.coldStats.peakBytes, docusaurus.coldStats.peakBytes], 0.1)}
docsgen warm / cold wall time: ${bar([docsgen.warmStats.ms, docsgen.coldStats.ms], 0.1)}
docsgen / Docusaurus, cold CPU time: ${ratio(docsgen.coldStats.cpuMs, docusaurus.coldStats.cpuMs)}; warm wall time: ${ratio(docsgen.warmStats.ms, docusaurus.warmStats.ms)}; warm peak memory: ${ratio(docsgen.warmStats.peakBytes, docusaurus.warmStats.peakBytes)}
Docusaurus warm / cold wall time: ${ratio(docusaurus.warmStats.ms, docusaurus.coldStats.ms)}`);
