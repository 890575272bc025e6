#!/usr/bin/env node
// The import graph between the folders of a source folder, and the loops in it:
// `node scripts/folder-graph.mjs [src/build]` prints each folder's imports of other folders
// (files directly in the folder count as ".") and the groups of folders that import one another
// (strongly connected components). A layered tree prints "loops: none".
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'src/build');
const edges = new Map();
const folderOf = (file) => {
  const relative = path.relative(root, file);
  return relative.includes(path.sep) ? relative.split(path.sep)[0] : '.';
};

function scan(file) {
  const code = fs.readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (!target.startsWith(root + path.sep)) continue;
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(child);
    else if (/\.tsx?$/.test(entry.name)) scan(child);
  }
};
walk(root);

for (const [from, to] of [...edges].sort(([a], [b]) => a.localeCompare(b))) console.log(`${from} -> ${[...to].sort().join(', ')}`);

// Tarjan's strongly connected components.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1) loops.push(component.sort());
}
const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to])]);
for (const node of nodes) if (!index.has(node)) visit(node);
console.log(`loops: ${loops.map((component) => `{${component.join(', ')}}`).join(' ') || 'none'}`);
