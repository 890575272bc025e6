#!/usr/bin/env node
// Compares two build outputs file by file: `node scripts/compare-output.mjs A B` lists the files
// only in A, only in B, and those whose bytes differ, and exits 1 when there is any (0 when the
// two folders hold the same files with the same bytes). Builds are deterministic: a change that
// promises the same output proves it by comparing a build before and after it.
//
// `--ignore-runtime`: compares everything but the browser runtime's code — its chunks
// (`_docsgen/chunk-*.js`, `_docsgen/entry-*.js`) and the service worker that lists them are left
// out, and their names are blanked in the pages. For a change to docsgen's own modules (a moved
// file renames the chunks, whose names hash module paths) that must leave every page as it was.
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

const args = process.argv.slice(2);
const ignoreRuntime = args.includes('--ignore-runtime');
const [a, b] = args.filter((arg) => arg !== '--ignore-runtime');
if (!a || !b || args.length > (ignoreRuntime ? 3 : 2)) {
  console.error('usage: node scripts/compare-output.mjs [--ignore-runtime] A B');
  process.exit(2);
}
for (const dir of [a, b]) {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir} is not a folder`);
    process.exit(2);
  }
}

const CHUNK_NAME = /\b(chunk|entry)-[A-Z0-9]{8,12}\.js\b/g;
const RUNTIME_FILE = /^(_docsgen\/(chunk|entry)-[A-Z0-9]{8,12}\.js(\.map)?|sw\.js)$/;

/** A folder's files by name, with their bytes (without the runtime's code, when it is ignored). */
function contents(dir) {
  const byName = new Map();
  for (const file of filesBelow(dir)) {
    if (ignoreRuntime && RUNTIME_FILE.test(file)) continue;
    const bytes = fs.readFileSync(path.join(dir, file));
    byName.set(file, ignoreRuntime && file.endsWith('.html') ? Buffer.from(bytes.toString('utf8').replace(CHUNK_NAME, '$1-*.js')) : bytes);
  }
  return byName;
}

const filesA = contents(a);
const filesB = contents(b);
const inA = [...filesA.keys()];
const inB = new Set(filesB.keys());
const onlyA = inA.filter((file) => !inB.has(file));
const onlyB = [...inB].filter((file) => !filesA.has(file));
const differing = inA.filter((file) => inB.has(file) && !filesA.get(file).equals(filesB.get(file)));

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
