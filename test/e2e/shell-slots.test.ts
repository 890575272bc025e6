import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/builtSite.js';
import { copyFixture } from '../helpers/site.js';

const PAGE = '/material-ui/getting-started/installation/';
const OTHER_PAGE = '/material-ui/customization/dark-mode/';

let site: ServedSite;
let browser: Browser;
let root: string;

/** The basic fixture with an announcement banner and footer content (config `slots`). */
function siteWithSlots(bannerId: string): string {
  const dir = copyFixture('basic');
  const configFile = path.join(dir, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  const slots = { banner: { id: bannerId, content: 'Version 7 is out: [what is new](/versions/)' }, footer: '© Acme, Inc.' };
  fs.writeFileSync(configFile, JSON.stringify({ ...config, slots }, null, 2));
  return dir;
}

beforeAll(async () => {
  root = siteWithSlots('launch-7');
  [site, browser] = await Promise.all([buildAndServe(root), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const banner = (page: Page) => page.locator('.docsgen-banner');

describe('the announcement banner', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    problems = watchConsole(page);
  });
  afterAll(() => context.close());

  it('shows above the header, with the site’s footer content at the foot of the page', async () => {
    await page.goto(site.server.url + PAGE);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await banner(page).textContent()).toContain('Version 7 is out');
    const bannerBox = (await banner(page).boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(bannerBox.y).toBe(0);
    expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    expect(await page.locator('.docsgen-site-footer').textContent()).toBe('© Acme, Inc.');
  });

  it('stays dismissed across pages and reloads, hidden before the runtime runs (no flash)', async () => {
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    await page.goto(site.server.url + OTHER_PAGE);
    expect(await banner(page).isVisible()).toBe(false);
    // Without the runtime at all: the script before the banner hides it, before the first paint.
    await page.route('**/_docsgen/entry-*.js', (route) => route.abort('blockedbyclient'));
    await page.reload();
    expect(await banner(page).count()).toBe(1);
    expect(await banner(page).isVisible()).toBe(false);
    await page.unroute('**/_docsgen/entry-*.js');
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
  });

  it('shows again in a new browser profile, and for a banner with a new id', async () => {
    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto(site.server.url + OTHER_PAGE);
    expect(await banner(freshPage).isVisible()).toBe(true);
    await fresh.close();
    await page.evaluate(() => localStorage.setItem('docsgen-banner-dismissed', 'launch-6'));
    await page.reload();
    expect(await banner(page).isVisible()).toBe(true);
  });
});
