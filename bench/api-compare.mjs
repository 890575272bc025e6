// Two compiled docsgens side by side on API extraction (bench/api-extraction.mjs), run alternately
// so that a shared machine's load falls on both alike: medians of cold and warm, wall and CPU time.
//
//   node bench/api-compare.mjs <old lib folder> [new lib folder (default lib/)] [--runs 5] [--root …] [--package …]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './buildOnce.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, root: { type: 'string' }, package: { type: 'string' } },
});
if (positionals.length === 0) {
  console.error('usage: node bench/api-compare.mjs <old lib folder> [new lib folder] [--runs 5] [--root folder] [--package name]');
  process.exit(2);
}
const libs = { old: path.resolve(positionals[0]), new: path.resolve(positionals[1] ?? path.join(repo, 'lib')) };
const extra = [...(options.root ? ['--root', options.root] : []), ...(options.package ? ['--package', options.package] : [])];
const results = { old: [], new: [] };
for (let run = 0; run < Number(options.runs); run++) {
  for (const which of run % 2 === 0 ? ['old', 'new'] : ['new', 'old']) {
    const output = execFileSync(process.execPath, [path.join(repo, 'bench/api-extraction.mjs'), '--lib', libs[which], ...extra], { encoding: 'utf8' });
    const result = JSON.parse(output.trim().split('\n').pop());
    results[which].push(result);
    process.stderr.write(
      `${which}: cold ${(result.coldMs / 1000).toFixed(2)} s (CPU ${(result.coldCpuMs / 1000).toFixed(2)} s), warm ${result.warmMs.toFixed(0)} ms\n`,
    );
  }
}
const seconds = (values) => (median(values) / 1000).toFixed(2);
for (const which of ['old', 'new']) {
  const rows = results[which];
  console.log(
    `${which} (${libs[which]}): ${rows[0].components} components, ${rows[0].props} props; median of ${rows.length}: cold ${seconds(rows.map((r) => r.coldMs))} s wall, ${seconds(rows.map((r) => r.coldCpuMs))} s CPU; warm ${median(rows.map((r) => r.warmMs)).toFixed(0)} ms wall, ${median(rows.map((r) => r.warmCpuMs)).toFixed(0)} ms CPU`,
  );
}
