#!/usr/bin/env node
/**
 * Screenshots of the example site for the README: three pages on a phone (390×844), a tablet
 * (768×1024) and a desktop (1280×800), light and dark, into docs/screenshots/ (viewport only,
 * so that each PNG stays small). Builds the site with the compiled docsgen (run `npm run
 * prepare` first), serves it on 127.0.0.1 and drives Debian's Chromium.
 *
 *   node scripts/screenshots.mjs [OUT_DIR]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshots'));

const PAGES = [
  ['installation', '/material-ui/getting-started/installation/'],
  ['button', '/material-ui/react-button/'],
  ['button-api', '/material-ui/api/button/'],
];
const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
  ['desktop', { width: 1280, height: 800 }],
];
const MODES = ['light', 'dark'];

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A static server for the built site (directories serve their index.html). */
function serve(dir) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-screenshots-'));
execFileSync(process.execPath, [path.join(root, 'bin/docsgen.js'), 'build', '--out', site], { cwd: root, stdio: 'inherit' });
const server = await serve(site);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // No host but this one resolves: the example's ad network is unreachable, as it is offline.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
fs.mkdirSync(outDir, { recursive: true });
try {
  for (const [device, viewport] of VIEWPORTS) {
    for (const mode of MODES) {
      const touch = device !== 'desktop';
      const context = await browser.newContext({ viewport, colorScheme: mode, hasTouch: touch, isMobile: device === 'phone', deviceScaleFactor: 1 });
      // The same in-house ad in every picture (the slot draws one at random).
      await context.addInitScript(() => (window.__docsgenRandom = () => 0.5));
      const page = await context.newPage();
      for (const [name, route] of PAGES) {
        await page.goto(origin + route, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        // The sponsor slot gives up on the ad network after 3.5 s and shows its fallback.
        await page.waitForFunction(
          () => [...document.querySelectorAll('[data-ad-slot]')].every((slot) => slot.dataset.adState && slot.dataset.adState !== 'loading'),
          undefined,
          { timeout: 15_000 },
        );
        const file = path.join(outDir, `${name}-${device}-${mode}.png`);
        await page.screenshot({ path: file });
        console.log(`${path.relative(root, file)} ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(site, { recursive: true, force: true });
}
