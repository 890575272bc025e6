#!/usr/bin/env node
// node bench/search.mjs OUT_DIR [query ...]: measures the search index of a built site.
//   - index size on disk (files, bytes), and the time to index the site's pages again (the time
//     the index step adds to a build);
//   - in Chromium, with Pagefind's browser API as the dialog uses it: bytes fetched when the
//     dialog opens, for the first query and for each further one (top 10 pages' data included),
//     and query latency (median, max);
//   - per query, the index chunks (`index/*.pf_index`: the word lists a query reads, one per part
//     and word range), the fragments (`fragment/*.pf_fragment`: a result's page data) and the other
//     files (loader, WebAssembly, metadata) fetched, each with its bytes.
// Queries default to a page's title, a code identifier of that page and a few words of it.
// Prints one human line and a JSON line. Needs `npm run prepare` (runs lib/).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const { writeSearchIndex } = await import('../lib/build/search/writeSearchIndex.js');
const { SEARCH_INDEX_DIR } = await import('../lib/shared/searchText.js');

const [dirArg, ...queryArgs] = process.argv.slice(2);
if (!dirArg) {
  console.error('usage: node bench/search.mjs OUT_DIR [query ...]');
  process.exit(2);
}
const dir = path.resolve(dirArg);
const searchDir = path.join(dir, SEARCH_INDEX_DIR);
if (!fs.existsSync(searchDir)) {
  console.error(`no search index in ${searchDir}`);
  process.exit(1);
}

const files = (folder) => fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
const index = files(searchDir).map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size);
const indexBytes = index.reduce((sum, size) => sum + size, 0);

// Every page of the site, as the build gives them to the index step.
const routes = files(dir)
  .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .filter((file) => file.endsWith('index.html') && !file.startsWith('_docsgen/'))
  .map((file) => `/${file.slice(0, -'index.html'.length)}`)
  .sort();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-search-'));
const started = performance.now();
const reindexed = await writeSearchIndex(
  {
    dir,
    write(relativePath, content) {
      fs.mkdirSync(path.dirname(path.join(scratch, relativePath)), { recursive: true });
      fs.writeFileSync(path.join(scratch, relativePath), content);
    },
  },
  routes,
  '/',
);
const indexMs = performance.now() - started;
fs.rmSync(scratch, { recursive: true, force: true });

// Default queries from a page in the middle of the site.
const sample = routes[Math.floor(routes.length / 2)] ?? '/';
const sampleHtml = fs.readFileSync(path.join(dir, sample, 'index.html'), 'utf8');
const title = /<title>([^<]*?)(?: - [^<]*)?<\/title>/.exec(sampleHtml)?.[1] ?? 'docs';
const identifier = /<code>([a-z]+[A-Z]\w*)/.exec(sampleHtml)?.[1] ?? 'useMediaQuery';
const words = [...new Set((sampleHtml.match(/<p>([^<]{40,})/)?.[1] ?? 'theme component').toLowerCase().match(/[a-z]{5,}/g) ?? [])].slice(0, 4);
const queries = queryArgs.length > 0 ? queryArgs : [title, identifier, ...words];

const server = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return response.writeHead(404).end();
  response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream');
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}${sample}`, { waitUntil: 'networkidle' });

// Bytes as a host that compresses text would send them (Pagefind's index files are gzipped already).
const KINDS = { chunk: /\.pf_index$/, fragment: /\.pf_fragment$/ };
const kindOf = (url) => Object.entries(KINDS).find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
const emptyFetched = () => ({ raw: 0, wire: 0, files: 0, chunk: { files: 0, bytes: 0 }, fragment: { files: 0, bytes: 0 }, other: { files: 0, bytes: 0 } });
let fetched = emptyFetched();
let pending = 0;
const isIndexFile = (request) => request.url().includes(`/${SEARCH_INDEX_DIR}/`);
page.on('request', (request) => {
  if (isIndexFile(request)) pending++;
});
page.on('requestfailed', (request) => {
  if (isIndexFile(request)) pending--;
});
page.on('requestfinished', async (request) => {
  if (!isIndexFile(request)) return;
  const body = (await (await request.response())?.body().catch(() => undefined)) ?? Buffer.alloc(0);
  const text = /\.(js|json)$/.test(new URL(request.url()).pathname);
  fetched.raw += body.length;
  fetched.wire += text ? gzipSync(body).length : body.length;
  fetched.files++;
  const kind = fetched[kindOf(new URL(request.url()).pathname)];
  kind.files++;
  kind.bytes += text ? gzipSync(body).length : body.length;
  pending--;
});
/** The bytes fetched since the last call, once no request of the index is under way. */
const settle = async () => {
  for (let quiet = 0; quiet < 3; quiet = pending === 0 ? quiet + 1 : 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const taken = fetched;
  fetched = emptyFetched();
  return taken;
};

const base = `/${SEARCH_INDEX_DIR}/`;
// As the dialog loads it (searchClient.ts): the loader from the first part, the others merged.
await page.evaluate(async (dir) => {
  const [pagefind, { parts }] = await Promise.all([import(`${dir}0/pagefind.js`), fetch(`${dir}parts.json`).then((response) => response.json())]);
  await pagefind.options({ excerptLength: 24, noWorker: true });
  await pagefind.init();
  for (const part of parts.slice(1)) await pagefind.mergeIndex(`${dir}${part}/`, { excerptLength: 24 });
  window.benchPagefind = pagefind;
}, base);
const open = await settle();
const perQuery = [];
for (const query of queries) {
  const { ms, results } = await page.evaluate(async (text) => {
    const begun = performance.now();
    const found = await window.benchPagefind.search(text);
    await Promise.all(found.results.slice(0, 10).map((result) => result.data()));
    return { ms: performance.now() - begun, results: found.results.length };
  }, query);
  perQuery.push({ query, results, ms, ...(await settle()) });
}
await browser.close();
server.close();

const sorted = perQuery.map((entry) => entry.ms).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const further = perQuery.slice(1);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = {
  pages: reindexed.pages,
  indexFiles: index.length,
  indexBytes,
  indexMs: Math.round(indexMs),
  openBytes: open.wire,
  firstQueryBytes: perQuery[0]?.wire ?? 0,
  furtherQueryBytesAvg: further.length ? Math.round(further.reduce((sum, entry) => sum + entry.wire, 0) / further.length) : 0,
  queryMsMedian: Math.round(median * 10) / 10,
  queryMsMax: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
  maxQueryChunks: Math.max(0, ...perQuery.map((entry) => entry.chunk.files)),
  queries: perQuery.map(({ query, results, ms, wire, files: count, chunk, fragment, other }) => ({
    query,
    results,
    ms: Math.round(ms * 10) / 10,
    bytes: wire,
    files: count,
    chunks: chunk.files,
    chunkBytes: chunk.bytes,
    fragments: fragment.files,
    fragmentBytes: fragment.bytes,
    otherFiles: other.files,
    otherBytes: other.bytes,
  })),
};
console.log(
  `search (Pagefind)  ${summary.pages} pages  index ${(indexBytes / 1048576).toFixed(2)} MB in ${index.length} files, ${(indexMs / 1000).toFixed(2)} s to index` +
    `  open ${kb(summary.openBytes)}  first query ${kb(summary.firstQueryBytes)}, further ${kb(summary.furtherQueryBytesAvg)} avg` +
    `  latency p50 ${summary.queryMsMedian} ms, max ${summary.queryMsMax} ms`,
);
for (const entry of summary.queries) {
  console.log(
    `  ${JSON.stringify(entry.query)}: ${entry.chunks} index chunks (${kb(entry.chunkBytes)}), ${entry.fragments} fragments (${kb(entry.fragmentBytes)}), ` +
      `${entry.otherFiles} other (${kb(entry.otherBytes)})`,
  );
}
console.log(JSON.stringify(summary));
