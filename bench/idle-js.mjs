// Measures the JavaScript a page loads when left idle (every script fetched, raw and gzip), in
// Debian's Chromium. Used by bench/run.mjs; prints JSON.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const [dir, route] = process.argv.slice(2);
const server = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(dir) || !fs.existsSync(file)) return response.writeHead(404).end();
  response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html');
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  if (response.url().endsWith('.js')) scripts.push(await response.body());
});
await page.goto(`http://127.0.0.1:${server.address().port}${route}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await browser.close();
server.close();
const raw = scripts.reduce((sum, body) => sum + body.length, 0);
const gzip = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
process.stdout.write(JSON.stringify({ scripts: scripts.length, raw, gzip }) + '\n');
