#!/usr/bin/env node
// Compares two build outputs file by file: `node scripts/compare-output.mjs A B` lists the files
// only in A, only in B, and those whose bytes differ, and exits 1 when there is any (0 when the
// two folders hold the same files with the same bytes). Builds are deterministic: a change that
// promises the same output proves it by comparing a build before and after it.
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it with `/` separators, sorted. */
function filesBelow(dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk('');
  return files.sort();
}

const [a, b] = process.argv.slice(2);
if (!a || !b || process.argv.length > 4) {
  console.error('usage: node scripts/compare-output.mjs A B');
  process.exit(2);
}
for (const dir of [a, b]) {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir} is not a folder`);
    process.exit(2);
  }
}

const inA = filesBelow(a);
const inB = new Set(filesBelow(b));
const setA = new Set(inA);
const onlyA = inA.filter((file) => !inB.has(file));
const onlyB = [...inB].filter((file) => !setA.has(file));
const differing = inA.filter((file) => inB.has(file) && !fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file))));

const report = (title, files) => {
  if (files.length === 0) return;
  console.log(`${title} (${files.length}):`);
  for (const file of files) console.log(`  ${file}`);
};
report(`Only in ${a}`, onlyA);
report(`Only in ${b}`, onlyB);
report('Differing', differing);
const problems = onlyA.length + onlyB.length + differing.length;
console.log(problems === 0 ? `Same: ${inA.length} files` : `${problems} of ${inA.length + onlyB.length} files differ`);
process.exit(problems === 0 ? 0 : 1);
