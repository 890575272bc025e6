import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/builtSite.js';

let site: ServedSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
const url = (route: string) => site.server.url + route;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = watchConsole(page);
});
afterEach(async () => {
  await context.close();
});

describe('the example site\'s live demos', () => {
  it.each([
    '/material-ui/react-button/',
    '/material-ui/react-switch/',
    '/material-ui/react-text-field/',
    '/material-ui/react-tabs/',
    '/material-ui/react-chip/',
    '/material-ui/react-checkbox/',
    '/material-ui/customization/styling-approaches/',
  ])('%s: every demo hydrates without a warning', async (route) => {
    await page.goto(url(route));
    const roots = page.locator('.docsgen-demo-root');
    const count = await roots.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await roots.nth(i).hover();
    for (let i = 0; i < count; i++) {
      await expect.poll(() => roots.nth(i).evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')))).toBe(true);
    }
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });

  it('a switch toggled by the very first click, before hydration, updates the demo', async () => {
    await page.goto(url('/material-ui/react-switch/'));
    await page.getByRole('switch', { name: 'Airplane mode' }).dispatchEvent('click');
    await page.getByText('Airplane mode is on').waitFor();
    expect(problems).toEqual([]);
  });

  it('the "All permissions" checkbox controls the others from the first click', async () => {
    await page.goto(url('/material-ui/react-checkbox/'));
    await page.getByRole('checkbox', { name: 'All permissions' }).dispatchEvent('click');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Read' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a chip deleted through its icon (an SVG) goes away, even before hydration', async () => {
    await page.goto(url('/material-ui/react-chip/'));
    const chip = page.getByRole('button', { name: 'typescript' });
    await chip.locator('svg').dispatchEvent('click');
    await expect.poll(() => chip.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a dialog opens and closes', async () => {
    await page.goto(url('/material-ui/react-dialog/'));
    await page.getByRole('button', { name: 'Open dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this conversation?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });
});
