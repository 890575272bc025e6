#!/usr/bin/env node
// npm run bench [-- --sizes 1000,10000 --runs 3]: builds generated corpora and the example site
// and prints wall time, pages/s, peak memory, output size and a content page's HTML bytes.
// Never part of `npm test`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const sizes = option('sizes', '1000').split(',').map(Number);
const runs = Number(option('runs', '3'));
const generator = path.resolve(repo, option('generator', '../shared/bench/gen-corpus.mjs'));

execFileSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: repo, stdio: 'inherit' });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(label, root) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-out-'));
    const output = execFileSync(process.execPath, [path.join(repo, 'bench/measure-build.mjs'), root, out], { encoding: 'utf8' });
    results.push({ ...JSON.parse(output.trim().split('\n').pop()), out });
  }
  const ms = median(results.map((r) => r.ms));
  const { pages, bytes } = results[0];
  const rss = Math.max(...results.map((r) => r.maxRssKb)) / 1024;
  const contentPage = fs
    .readdirSync(results[0].out, { recursive: true })
    .find((file) => file.endsWith('index.html') && file.includes('page-0005'));
  const pageBytes = contentPage ? fs.statSync(path.join(results[0].out, contentPage)).size : undefined;
  const idlePage = contentPage ? `/${path.dirname(contentPage)}/` : '/material-ui/react-button/';
  const idle = idleJs(results[0].out, idlePage);
  for (const r of results) fs.rmSync(r.out, { recursive: true, force: true });
  console.log(
    `${label.padEnd(16)} ${String(pages).padStart(6)} pages  ${(ms / 1000).toFixed(2).padStart(7)} s  ${(pages / (ms / 1000)).toFixed(0).padStart(5)} pages/s  peak ${rss.toFixed(0).padStart(5)} MB  output ${(bytes / 1048576).toFixed(1)} MB` +
      (pageBytes ? `  content page ${(pageBytes / 1024).toFixed(1)} KB` : '') +
      (idle ? `  idle JS ${(idle.raw / 1024).toFixed(1)} KB (${(idle.gzip / 1024).toFixed(1)} KB gzip, ${idle.scripts} files)` : ''),
  );
}

/** JavaScript a page loads when left idle, measured in Chromium (skipped when there is none). */
function idleJs(dir, route) {
  if (!fs.existsSync('/usr/bin/chromium')) return undefined;
  const output = execFileSync(process.execPath, [path.join(repo, 'bench/idle-js.mjs'), dir, route], { encoding: 'utf8' });
  return JSON.parse(output.trim());
}

/** serve --watch: start-up, edit-to-served latency over repeated edits of one page, memory. */
function watchLatency() {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', path.join(repo, 'bench/watch-latency.mjs'), repo, 'content/material-ui/react-button.md', '/material-ui/react-button/', '200'],
    { encoding: 'utf8' },
  );
  const result = JSON.parse(output.trim().split('\n').pop());
  const growth = ((result.heapAtEnd / result.heapAt10 - 1) * 100).toFixed(1);
  console.log(
    `serve --watch    start ${(result.startupMs / 1000).toFixed(2)} s  edit-to-served p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms over ${result.edits} edits  heap ${(result.heapAt10 / 1048576).toFixed(0)} MB after 10, ${(result.heapAtEnd / 1048576).toFixed(0)} MB after ${result.edits} (${growth}%)`,
  );
}

console.log(`docsgen bench: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; median of ${runs} cold builds`);
measure('example site', repo);
for (const size of sizes) {
  const corpus = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-bench-${size}-`));
  execFileSync(process.execPath, [generator, corpus, String(size), '--docsgen'], { stdio: 'ignore' });
  measure(`corpus ${size}`, corpus);
  fs.rmSync(corpus, { recursive: true, force: true });
}
watchLatency();
