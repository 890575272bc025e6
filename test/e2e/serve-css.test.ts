import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { copyFixture } from '../helpers/site.js';

// A demo's stylesheet edited under `docsgen serve --watch`: the open page takes the new one in
// place — the page and an iframe demo's frame — without reloading.

let root: string;
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  root = copyFixture('css');
  [server, browser] = await Promise.all([startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: () => {} }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const colorOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

describe("a demo's stylesheet edited under docsgen serve --watch", () => {
  it('is swapped in the open page, and in an iframe demo, without a reload', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const file = path.join(root, 'content/acme/demos/Styled.css');
    await page.goto(`${server.url}/acme/first/`);
    await expect.poll(() => colorOf(page, '.acme-styled')).toBe('rgb(200, 10, 20)');
    await page.evaluate(() => Object.assign(window, { docsgenMarker: 'kept' }));

    const framed = await browser.newPage();
    await framed.goto(`${server.url}/acme/framed/`);
    const frame = framed.locator('iframe.docsgen-demo-frame').contentFrame();
    await expect.poll(() => frame.locator('.acme-styled').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(200, 10, 20)');
    await framed.evaluate(() => Object.assign(window, { docsgenMarker: 'kept' }));

    fs.writeFileSync(file, '.acme-styled {\n  color: rgb(0, 128, 0);\n  padding: 12px;\n}\n');
    await expect.poll(() => colorOf(page, '.acme-styled'), { timeout: 15_000 }).toBe('rgb(0, 128, 0)');
    expect(await page.evaluate(() => (window as unknown as { docsgenMarker?: string }).docsgenMarker)).toBe('kept');
    // The old link gave way to the new one: one link per stylesheet.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(4);
    await expect.poll(() => frame.locator('.acme-styled').evaluate((element) => getComputedStyle(element).color), { timeout: 15_000 }).toBe('rgb(0, 128, 0)');
    expect(await framed.evaluate(() => (window as unknown as { docsgenMarker?: string }).docsgenMarker)).toBe('kept');

    // A page opened now is rendered with the new stylesheet.
    const fresh = await browser.newPage();
    await fresh.goto(`${server.url}/acme/second/`);
    expect(await colorOf(fresh, '.acme-styled')).toBe('rgb(0, 128, 0)');
    expect(problems).toEqual([]);
    await Promise.all([page.close(), framed.close(), fresh.close()]);
  });
});
