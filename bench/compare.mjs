#!/usr/bin/env node
// Two checkouts of docsgen side by side: `node bench/compare.mjs <other checkout> [--sizes 1000]
// [--runs 5]` builds the generated corpus with the other checkout's docsgen and with this one's,
// in turn (who goes first alternates from run to run), cold, warm (nothing changed), then with one
// page edited, and prints the times and peak memory of both. Side by side means the same minutes, with nothing deleted in between: two
// `npm run bench` one after the other disagree on cold builds (the first deletes its outputs when
// it ends, and on some file systems making files is slow for a minute after thousands were
// deleted; see the README, Build speed). Both checkouts must be built (`npm run prepare`).
// `--demo-sites 0,90` builds the demo-heavy site of bench/demo-site.mjs instead (500 demos on the
// site's React 18 and MUI 5), once with each number of unresolvable demos (`--api`: with API pages
// for every component of its @mui/material too). Times, CPU time and
// peak memory are printed for each. Each side has a user cache folder of its own (DOCSGEN_CACHE_DIR),
// set aside before each cold build unless `--keep-user-cache` (a machine that built the site before).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildOnce, median } from './buildOnce.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sizes: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    'demo-sites': { type: 'string' },
    'keep-user-cache': { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) throw new Error('Usage: node bench/compare.mjs <other checkout> [--sizes 1000 | --demo-sites 0,90] [--runs 5]');
const checkouts = [
  { label: `other (${path.basename(path.resolve(positionals[0]))})`, dir: path.resolve(positionals[0]) },
  { label: 'this checkout', dir: repo },
];
const runs = Number(options.runs);
const log = (line) => process.stderr.write(`${line}\n`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-compare-'));
// Kept until the end, then deleted: nothing is deleted between the builds measured.
process.on('exit', () => fs.rmSync(work, { recursive: true, force: true }));
let setAsideCount = 0;
const setAside = (target) => {
  if (fs.existsSync(target)) fs.renameSync(target, path.join(work, `old-${setAsideCount++}`));
};

/** The sites to build: generated corpora of each size, or demo-heavy sites with each number of unresolvable demos. */
const cases = options['demo-sites']
  ? options['demo-sites'].split(',').map((unresolvable) => ({
      label: `500 demos, ${unresolvable} unresolvable${options.api ? ', API pages' : ''}`,
      showWarnings: false,
      generate: (dir) =>
        execFileSync(process.execPath, [path.join(repo, 'bench/demo-site.mjs'), dir, '--unresolvable', unresolvable, ...(options.api ? ['--api'] : [])], {
          stdio: 'ignore',
        }),
    }))
  : options.sizes.split(',').map((size) => ({
      label: `corpus ${size}`,
      showWarnings: true,
      generate: (dir) => execFileSync(process.execPath, [path.join(repo, '../shared/bench/gen-corpus.mjs'), dir, size, '--docsgen'], { stdio: 'ignore' }),
    }));

console.log('| site | docsgen | cold (median) | cold runs | cold CPU (median) | warm (median) | one page edited (median) | peak cold / warm |');
console.log('|---|---|--:|---|--:|--:|--:|--:|');
for (const [caseIndex, { label, showWarnings, generate }] of cases.entries()) {
  const corpus = path.join(work, `corpus-${caseIndex}`);
  generate(corpus);
  // One copy each: the two never share a cache or an output.
  const sites = checkouts.map((checkout, index) => {
    const site = path.join(work, `site-${caseIndex}-${index}`);
    // Links (a demo site's node_modules) are copied as links.
    fs.cpSync(corpus, site, { recursive: true, verbatimSymlinks: true });
    // Its own user cache (the runtime bundle, see RuntimeCache), set aside before each cold build unless --keep-user-cache.
    const env = { DOCSGEN_CACHE_DIR: `${site}-user-cache` };
    return { ...checkout, site, out: path.join(site, 'out'), env, cold: [], warm: [], edited: [] };
  });
  // The page edited before the third build of each run: the first page file of the content folder.
  const editedPage = (site) =>
    fs
      .readdirSync(path.join(site, 'content'), { recursive: true })
      .filter((file) => file.endsWith('.md') && path.basename(file) !== 'index.md')
      .sort()[0];
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? sites : [...sites].reverse();
    for (const side of order) {
      setAside(path.join(side.site, '.docsgen'));
      setAside(side.out);
      if (!options['keep-user-cache']) setAside(side.env.DOCSGEN_CACHE_DIR);
      side.cold.push(buildOnce(side.dir, side.site, side.out, [], { showWarnings, env: side.env }));
    }
    for (const side of order) side.warm.push(buildOnce(side.dir, side.site, side.out, [], { showWarnings, env: side.env }));
    // One page edited: it renders again, the others come from the cache, and the output is new.
    for (const side of order) {
      fs.appendFileSync(path.join(side.site, 'content', editedPage(side.site)), `\nEdited in run ${run + 1}.\n`);
      side.edited.push(buildOnce(side.dir, side.site, side.out, [], { showWarnings, env: side.env }));
    }
    const times = (side) =>
      `${side.label} cold ${(side.cold.at(-1).ms / 1000).toFixed(2)} s, warm ${(side.warm.at(-1).ms / 1000).toFixed(2)} s, one page edited ${(side.edited.at(-1).ms / 1000).toFixed(2)} s`;
    log(`${label}, run ${run + 1}/${runs}: ${sites.map(times).join('; ')}`);
  }
  for (const side of sites) {
    const seconds = (ms) => (ms / 1000).toFixed(2);
    const peak = (results) => (Math.max(...results.map((result) => result.peakBytes)) / 1048576).toFixed(0);
    console.log(
      `| ${label} | ${side.label} | ${seconds(median(side.cold.map((r) => r.ms)))} s | ${side.cold.map((r) => seconds(r.ms)).join(' / ')} | ` +
        `${seconds(median(side.cold.map((r) => r.cpuMs)))} s | ${seconds(median(side.warm.map((r) => r.ms)))} s | ${seconds(median(side.edited.map((r) => r.ms)))} s | ` +
        `${peak(side.cold)} / ${peak(side.warm)} MB |`,
    );
  }
}
