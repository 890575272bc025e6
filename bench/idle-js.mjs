// Measures what a page loads in Debian's Chromium. Used by bench/run.mjs; prints JSON.
//
//   node bench/idle-js.mjs DIR ROUTE [--open search,settings] [--human]
//
// - the JavaScript a page loads when left idle (every script fetched, raw and gzip): `scripts`,
//   `raw`, `gzip`;
// - the fonts it loads (woff2 is compressed already: a host sends it as it is; gzip given to
//   compare with the rest): `fonts` { files, raw, gzip, names };
// - with --open, for each of `search` (the header's "Search" button) and `settings` ("Toggle
//   settings drawer"), in a fresh page: the JavaScript fetched from pointing at the button to the
//   open dialog or drawer left idle (the search index's loader included, its index files not):
//   `open.<name>` { scripts, raw, gzip, names }. Each opens on a page of its own, as a reader does
//   first, so that one's chunks are not counted as the other's.
// --human adds one line per figure before the JSON line.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { open: { type: 'string', default: '' }, human: { type: 'boolean', default: false } },
});
const [dirArg, route = '/'] = positionals;
const dir = path.resolve(dirArg);
const opens = options.open.split(',').filter(Boolean);
const BUTTONS = { search: 'Search', settings: 'Toggle settings drawer' };
for (const name of opens) if (!(name in BUTTONS)) throw new Error(`--open: ${name} is not one of ${Object.keys(BUTTONS).join(', ')}`);

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.json': 'application/json', '.html': 'text/html' };
const server = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return response.writeHead(404).end();
  response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** The files of a kind fetched, raw and gzip, with their names (without the content hash's folder). */
const tally = (bodies) => ({
  files: bodies.length,
  raw: bodies.reduce((sum, { body }) => sum + body.length, 0),
  gzip: bodies.reduce((sum, { body }) => sum + gzipSync(body).length, 0),
  names: bodies.map(({ url }) => new URL(url).pathname.split('/').pop()),
});

/** A page that records the responses of the kinds asked for, from `since()` on. */
async function recordingPage() {
  const page = await browser.newPage();
  const responses = [];
  const pending = new Set();
  page.on('response', (response) => {
    const done = response
      .body()
      .then((body) => responses.push({ url: response.url(), body }))
      .catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await Promise.all(pending);
  };
  return { page, responses, settled };
}

const ofType = (responses, pattern) => responses.filter(({ url }) => pattern.test(new URL(url).pathname));
const SCRIPT = /\.m?js$/;
const FONT = /\.woff2?$/;
const INDEX_FILE = /\/_docsgen\/search\/.*\.(pf_\w+|json|pagefind)$/;

const load = await recordingPage();
await load.page.goto(origin + route, { waitUntil: 'networkidle' });
await load.settled();
const scripts = tally(ofType(load.responses, SCRIPT));
const fonts = tally(ofType(load.responses, FONT));
await load.page.close();

const open = {};
for (const name of opens) {
  const session = await recordingPage();
  await session.page.goto(origin + route, { waitUntil: 'networkidle' });
  await session.settled();
  const before = session.responses.length;
  const button = session.page.getByRole('button', { name: BUTTONS[name], exact: true }).first();
  await button.hover();
  await button.click();
  await session.page.getByRole('dialog').first().waitFor();
  await session.settled();
  const opened = session.responses.slice(before).filter(({ url }) => !INDEX_FILE.test(new URL(url).pathname));
  open[name] = tally(ofType(opened, SCRIPT));
  await session.page.close();
}
await browser.close();
server.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (options.human) {
  console.log(`${route}  JS at load: ${scripts.files} scripts, ${kb(scripts.raw)}, ${kb(scripts.gzip)} gzip`);
  console.log(`${route}  fonts at load: ${fonts.files} files, ${kb(fonts.raw)} (${kb(fonts.gzip)} gzip): ${fonts.names.join(' ')}`);
  for (const [name, figures] of Object.entries(open)) {
    console.log(`${route}  JS on first open of ${name}: ${figures.files} scripts, ${kb(figures.raw)}, ${kb(figures.gzip)} gzip: ${figures.names.join(' ')}`);
  }
}
process.stdout.write(
  JSON.stringify({
    scripts: scripts.files,
    raw: scripts.raw,
    gzip: scripts.gzip,
    fonts,
    ...(opens.length ? { open } : {}),
  }) + '\n',
);
