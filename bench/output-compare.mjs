#!/usr/bin/env node
// Whether a change to the build kept its output byte for byte: builds the example site and a
// generated corpus with another checkout's docsgen and with this one's, each in five ways — no
// cache; cache empty; cache full (into a new folder, so every page comes from it); two shards
// merged, without and with the cache — and compares every output with the first, file by file.
// Both checkouts must be built (`npm run prepare`) and have node_modules of their own (a link to
// another checkout's changes the paths chunks are named by); the example site needs `npm run presite`.
//
// `--ignore-runtime` leaves the runtime's code out of the comparison between the two checkouts (see
// scripts/compare-output.mjs), for a change that moves docsgen's browser modules.
//
//   node bench/output-compare.mjs <other checkout> [--corpus-size 300] [--ignore-runtime]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'corpus-size': { type: 'string', default: '300' }, 'ignore-runtime': { type: 'boolean', default: false } },
});
const ignoreRuntime = options['ignore-runtime'];
if (positionals.length !== 1) throw new Error('Usage: node bench/output-compare.mjs <other checkout> [--corpus-size 300]');
const checkouts = [
  { label: `other (${path.basename(path.resolve(positionals[0]))})`, dir: path.resolve(positionals[0]) },
  { label: 'this checkout', dir: repo },
];
const log = (line) => process.stderr.write(`${line}\n`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-output-compare-'));
process.on('exit', () => fs.rmSync(work, { recursive: true, force: true }));

const sites = [{ label: 'example site', root: repo }];
const generator = path.join(repo, '../shared/bench/gen-corpus.mjs');
if (fs.existsSync(generator)) {
  const corpus = path.join(work, 'corpus');
  execFileSync(process.execPath, [generator, corpus, options['corpus-size'], '--docsgen'], { stdio: 'ignore' });
  sites.push({ label: `corpus ${options['corpus-size']}`, root: corpus });
} else log('no corpus generator beside the repository: the example site only');

function docsgen(checkout, args) {
  execFileSync(process.execPath, [path.join(checkout.dir, 'bin/docsgen.js'), ...args, '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The files that differ between two outputs, as scripts/compare-output.mjs lists them (none: ''). */
function differences(a, b, ignoreRuntime = false) {
  const args = [path.join(repo, 'scripts/compare-output.mjs'), ...(ignoreRuntime ? ['--ignore-runtime'] : []), a, b];
  const compared = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return compared.status === 0 ? '' : compared.stdout.split('\n').slice(0, 12).join('\n');
}

/** The site's cache, set aside while a build needs it empty (the example site's is the repository's own). */
function withEmptyCache(root, run) {
  const cache = path.join(root, '.docsgen');
  const aside = path.join(work, `cache-aside-${Date.now()}`);
  const had = fs.existsSync(cache);
  if (had) fs.renameSync(cache, aside);
  try {
    return run();
  } finally {
    fs.rmSync(cache, { recursive: true, force: true });
    if (had) fs.renameSync(aside, cache);
  }
}

let failed = false;
const report = (label, diff) => {
  if (diff === '') return log(`  ${label}: same bytes`);
  failed = true;
  log(`  ${label}:\n${diff}`);
};

for (const site of sites) {
  log(`${site.label}`);
  const references = [];
  for (const [index, checkout] of checkouts.entries()) {
    const out = (name) => path.join(work, `${site.label.replace(/\W+/g, '-')}-${index}-${name}`);
    const built = withEmptyCache(site.root, () => {
      docsgen(checkout, ['build', site.root, '--out', out('no-cache'), '--no-cache']);
      docsgen(checkout, ['build', site.root, '--out', out('cache-empty')]);
      docsgen(checkout, ['build', site.root, '--out', out('cache-full')]);
      for (const cache of [false, true]) {
        const shards = [1, 2].map((shard) => out(`shard-${shard}-of-2${cache ? '-cached' : ''}`));
        for (const [shard, dir] of shards.entries())
          docsgen(checkout, ['build', site.root, '--out', dir, '--shard', `${shard + 1}/2`, ...(cache ? [] : ['--no-cache'])]);
        docsgen(checkout, ['merge', ...shards, '--out', out(`merged${cache ? '-cached' : ''}`)]);
      }
      return ['no-cache', 'cache-empty', 'cache-full', 'merged', 'merged-cached'].map((name) => [name, out(name)]);
    });
    const [, reference] = built[0];
    log(` ${checkout.label}`);
    for (const [name, output] of built.slice(1)) report(`${name} against no-cache`, differences(reference, output));
    references.push(reference);
  }
  const against = `${checkouts[1].label} against ${checkouts[0].label} (no cache${ignoreRuntime ? ', runtime code left out' : ''})`;
  report(against, differences(references[0], references[1], ignoreRuntime));
}
process.exitCode = failed ? 1 : 0;
