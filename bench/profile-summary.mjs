#!/usr/bin/env node
// Summarises `node --cpu-prof` profiles of a build: the timeline (start-up, pages, finish), the
// inclusive time of the build's steps, and self time by stage, package and function.
//
//   node --cpu-prof --cpu-prof-dir=prof bin/docsgen.js build <site> --quiet
//   node bench/profile-summary.mjs prof/*.cpuprofile [--top 15]
//
// Several profiles (one per thread: Node names them CPU.<date>.<time>.<pid>.<thread>.<n>, the main
// thread is 0) are added up. Work outside JavaScript threads (esbuild's Go service) is idle time.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex === -1 ? 15 : Number(args.splice(topIndex, 2)[1]);
if (args.length === 0) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile>... [--top N]');
  process.exit(2);
}

/** Steps of a build, by the function that does them: [label, function name, part of its file]. */
const STEPS = [
  ['module loading (docsgen, React, MUI… in each thread)', '', 'node:internal/modules/'],
  // The build's stages, as ARCHITECTURE.md's diagram and `docsgen build --timings` name them.
  ['loadProject', 'loadProject', '/lib/build/site/'],
  ['  load config (loadConfig)', 'loadConfig', '/lib/build/config/'],
  ['  API reference (extractSiteApi)', 'extractSiteApi', '/lib/build/api/'],
  ['  load site: pages, front matter, manifests (loadSite)', 'loadSite', '/lib/build/site/'],
  ['planOutput', 'planOutput', '/lib/build/pages/'],
  ['startRendering', 'startRendering', '/lib/build/pages/'],
  ['  shared parts: demos, runtime bundle, shells, nav (prepareShared)', 'prepareShared', '/lib/build/'],
  ['renderPages (renderPage, on every thread)', 'renderPage', '/lib/build/'],
  ['  markdown → tree (parseMarkdown)', 'parseMarkdownWith', '/lib/build/markdown/'],
  ['    parse (micromark → mdast)', 'parser', 'remark-parse/'],
  ['    transforms (plugins, mdast → hast)', 'runSync', 'unified/'],
  ['      highlight (the rehype highlight plugin)', '', 'rehype-highlight'],
  ['    stringify (hast → HTML)', 'compiler', 'rehype-stringify/'],
  ['  React server rendering (renderToString, renderToStaticMarkup)', 'renderToStringImpl', 'react-dom/'],
  ['  Emotion critical CSS (renderWithEmotion)', 'renderWithEmotion', '/lib/build/render/'],
  ['completeOutput', 'completeOutput', '/lib/build/'],
  ['  link check (checkLinks)', 'checkLinks', '/lib/build/links/'],
  ['  search index', '', '/lib/build/search/'],
  ['commit (AtomicDir.commit)', 'commit', '/lib/build/emit/'],
  ['write files (OutputWriter.write, in any stage)', 'write', '/lib/build/emit/'],
  ['page cache (.docsgen/cache, in any stage)', '', '/lib/build/cache/'],
];

/** Stage of the build a package belongs to (first matching rule wins). */
const STAGES = [
  [
    /^(micromark|mdast-util-from-markdown|mdast-util-gfm|mdast-util-directive|remark-parse|remark-gfm|decode-named-character-reference|character-entities|mdast-util-to-string)/,
    'markdown parse (micromark)',
  ],
  [/^(mdast-util-to-hast|remark-rehype|trim-lines)/, 'mdast → hast'],
  [/^(highlight\.js|lowlight|rehype-highlight|hast-util-to-text)/, 'highlight'],
  [/^(parse5|hast-util-raw|hast-util-from-parse5|hast-util-to-parse5|rehype-raw|entities)/, 'raw HTML (parse5)'],
  [
    /^(hast-util-to-html|rehype-stringify|stringify-entities|property-information|html-void-elements|ccount|comma-separated-tokens|space-separated-tokens|zwitch)/,
    'hast → HTML string',
  ],
  [/^(unified|vfile|trough|unist-util-|bail|devlop|is-plain-obj|extend)/, 'unified core, tree walks (unist-util-visit)'],
  [/^(react-dom|react|scheduler)$/, 'React render'],
  [/^(@emotion\/|stylis)/, 'Emotion, stylis'],
  [/^@mui\//, 'MUI components'],
  [/^esbuild$/, 'esbuild (JS side)'],
  [/^(gray-matter|js-yaml|section-matter|kind-of|strip-bom-string)/, 'front matter'],
  [/^(markdown-it|linkify-it|mdurl|uc\.micro|punycode)/, 'markdown-it'],
];

const isDocsgen = (url) => url.includes('/lib/') && !url.includes('/node_modules/');

/** Where code lives: a package, a docsgen module, or part of Node. */
function locate(url) {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (packageMatch) {
    const name = packageMatch[1];
    return { group: name, stage: STAGES.find(([pattern]) => pattern.test(name))?.[1] ?? 'other packages' };
  }
  const docsgenMatch = /\/lib\/((?:build|runtime|cli)(?:\/[^/.]+)?)\//.exec(url);
  if (docsgenMatch && isDocsgen(url)) {
    const dir = docsgenMatch[1];
    return { group: `docsgen ${dir}`, stage: dir === 'build/markdown' ? 'docsgen markdown plugins' : `docsgen ${dir}` };
  }
  if (/^node:(internal\/)?fs/.test(url)) return { group: 'node:fs', stage: 'fs (node)' };
  if (/^node:internal\/(modules|vm)/.test(url)) return { group: 'node:modules', stage: 'module loading' };
  if (url.startsWith('node:')) return { group: 'node (other)', stage: 'node (other)' };
  return { group: url, stage: 'other' };
}

const shortUrl = (url) => url.replace(/^file:\/\/.*?\/(node_modules|lib)\//, '$1/');
const frameKey = (frame) => `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

const selfBy = { stage: new Map(), group: new Map(), fn: new Map() };
const inclusive = new Map();
const steps = new Map();
let totalMs = 0;
let idleMs = 0;
/** The wall-clock span of the main thread, and of the samples taken inside renderPage on any thread. */
const span = { start: Infinity, end: -Infinity, firstPage: Infinity, lastPage: -Infinity };

/** Source maps of docsgen's bundled files (lib/build/vendor/), by URL: undefined where there is none. */
const bundleMaps = new Map();
function bundleMap(url) {
  if (!bundleMaps.has(url)) {
    let map;
    if (/\/lib\/build\/vendor\/[^/]+\.js$/.test(url) && !url.includes('/node_modules/')) {
      const file = `${fileURLToPath(url)}.map`;
      if (fs.existsSync(file)) map = new TraceMap(fs.readFileSync(file, 'utf8'), url);
    }
    bundleMaps.set(url, map);
  }
  return bundleMaps.get(url);
}

/**
 * A frame of a bundled file, as the file it was bundled from (its package in node_modules), so
 * the bundled packages are charged as when they were loaded one by one.
 */
function unbundled(frame) {
  const map = frame.url && bundleMap(frame.url);
  if (!map) return;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return;
  frame.url = new URL(original.source, frame.url).href;
  // A bundle renames functions whose names collide (compiler -> compiler2).
  if (original.name && frame.functionName.replace(/\d+$/, '') === original.name) frame.functionName = original.name;
  frame.lineNumber = original.line - 1;
  frame.columnNumber = original.column;
}

for (const file of args) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const node of profile.nodes) unbundled(node.callFrame);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stackOf = (id) => {
    const frames = [];
    for (let node = id; node !== undefined; node = parentOf.get(node)) frames.push(byId.get(node).callFrame);
    return frames;
  };
  const selfMs = new Map();
  profile.samples.forEach((id, index) => add(selfMs, id, profile.timeDeltas[index] / 1000));

  for (const [id, ms] of selfMs) {
    const stack = stackOf(id);
    const leaf = stack[0];
    if (leaf.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    totalMs += ms;
    // Native code (no url) is charged to the JavaScript that called it, GC and (program) to themselves.
    const owner = stack.find((frame) => frame.url !== '');
    const { group, stage } =
      leaf.url === '' && (leaf.functionName.startsWith('(') || !owner)
        ? { group: leaf.functionName, stage: leaf.functionName === '(garbage collector)' ? 'GC' : leaf.functionName }
        : locate(owner.url);
    add(selfBy.stage, stage, ms);
    add(selfBy.group, group, ms);
    add(selfBy.fn, leaf.url === '' && owner ? `${leaf.functionName} ← ${frameKey(owner)}` : frameKey(leaf), ms);
    const seenFunctions = new Set();
    const seenSteps = new Set();
    for (const frame of stack) {
      const key = frameKey(frame);
      if (isDocsgen(frame.url) && !seenFunctions.has(key)) add(inclusive, key, ms);
      seenFunctions.add(key);
      for (const [label, name, urlPart] of STEPS) {
        if (seenSteps.has(label) || (name && frame.functionName !== name) || !frame.url.includes(urlPart)) continue;
        add(steps, label, ms);
        seenSteps.add(label);
      }
    }
  }
  pageSpan(profile, byId, parentOf);
  if (/\.0\.\d+\.cpuprofile$/.test(file) || args.length === 1) {
    span.start = profile.startTime;
    span.end = profile.endTime;
  }
}

/** Widens `span` to the first and last samples taken inside renderPage (profiles share one clock). */
function pageSpan(profile, byId, parentOf) {
  const inPage = new Map();
  const isInPage = (id) => {
    if (!inPage.has(id)) {
      const parent = parentOf.get(id);
      inPage.set(id, byId.get(id).callFrame.functionName === 'renderPage' || (parent !== undefined && isInPage(parent)));
    }
    return inPage.get(id);
  };
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (!isInPage(id)) return;
    span.firstPage = Math.min(span.firstPage, time);
    span.lastPage = Math.max(span.lastPage, time);
  });
}

const pct = (ms) => `${((ms / totalMs) * 100).toFixed(1).padStart(5)} %`;
const row = (label, ms) => `  ${pct(ms)}  ${ms.toFixed(0).padStart(7)} ms  ${label}`;
function table(title, entries, limit = Infinity) {
  console.log(`\n${title}`);
  entries.slice(0, limit).forEach(([key, ms]) => console.log(row(key, ms)));
}
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);

console.log(`${args.length} profile(s): ${totalMs.toFixed(0)} ms busy, ${idleMs.toFixed(0)} ms idle (waiting for esbuild, I/O or other threads)`);
if (span.firstPage <= span.lastPage && span.start <= span.end) {
  const ms = (from, to) => ((to - from) / 1000).toFixed(0);
  console.log(
    `timeline (wall): start-up ${ms(span.start, span.firstPage)} ms, pages ${ms(span.firstPage, span.lastPage)} ms, ` +
      `finish ${ms(span.lastPage, span.end)} ms (main thread's profile from its start to its end)`,
  );
}
table(
  'steps (inclusive; nested rows are part of the row above)',
  STEPS.map(([label]) => [label, steps.get(label) ?? 0]),
);
table('self time by stage', sorted(selfBy.stage));
table(`self time by package or docsgen module (top ${top})`, sorted(selfBy.group), top);
table(`self time by function (top ${top})`, sorted(selfBy.fn), top);
table(`inclusive time of docsgen functions (top ${top})`, sorted(inclusive), top);
