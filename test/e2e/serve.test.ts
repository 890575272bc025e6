import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { copyFixture } from '../helpers/site.js';

let root: string;
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  root = copyFixture('basic');
  [server, browser] = await Promise.all([startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: () => {} }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('an open page under docsgen serve --watch', () => {
  it('updates itself after an edit, keeping its scroll position, and shows a bad edit in an overlay until it is fixed', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 400 } });
    const problems = watchConsole(page);
    const file = path.join(root, 'content/material-ui/getting-started/installation.md');
    const original = fs.readFileSync(file, 'utf8');
    await page.goto(`${server.url}/material-ui/getting-started/installation/`);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(200);

    fs.writeFileSync(file, original.replace('# Installation', '# Installation, edited live'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('edited live'), undefined, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    fs.writeFileSync(file, `${original}\n:::tip\nNot a callout kind.\n:::\n`);
    const overlay = page.locator('#docsgen-dev-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    await expect(overlay.textContent()).resolves.toContain('content/material-ui/getting-started/installation.md:');
    await expect(overlay.textContent()).resolves.toContain('unknown-callout');

    fs.writeFileSync(file, original);
    await page.waitForFunction(
      () => !document.getElementById('docsgen-dev-overlay') && document.querySelector('h1')?.textContent === 'Installation',
      undefined,
      { timeout: 15_000 },
    );
    expect(problems.filter((problem) => !problem.includes('ERR_'))).toEqual([]);
    await page.close();
  });
});
