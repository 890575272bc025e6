import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { FIXTURES } from '../helpers/site.js';

const session = useBrowserSession({
  root: path.join(FIXTURES, 'twins'),
  setUpContext: (context, served) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.url }),
});

const PAGE = '/material-ui/demos/';
const TWIN_URL = 'https://twins.example.com/material-ui/demos.md';
const twin = () => fs.readFileSync(path.join(session.site.outDir, 'material-ui/demos.md'), 'utf8');
const copyButton = () => session.page.locator('.docsgen-page-actions > button[data-page-action="copy"]');
const summary = () => session.page.locator('.docsgen-page-actions-more > summary');
const menuItems = () => session.page.locator('.docsgen-page-actions-menu [role="menuitem"]');
const readClipboard = () => session.page.evaluate(() => navigator.clipboard.readText());
const focused = () => session.page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the "Copy page" menu', () => {
  it('copies the Markdown twin to the clipboard and says so', async () => {
    await session.page.goto(session.url(PAGE));
    await session.page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton().click();
    await expect.poll(readClipboard).toBe(twin());
    await expect(copyButton().textContent()).resolves.toBe('Copied');
    await expect(copyButton().getAttribute('data-copied')).resolves.toBe('');
    expect(session.problems).toEqual([]);
  });

  it('falls back to select-and-copy when the Clipboard API refuses', async () => {
    // The browser's clipboard outlives the test before, which left the twin on it: without this, the
    // poll below could pass before the click copied anything.
    await session.page.goto(session.url(PAGE));
    await session.page.evaluate(() => navigator.clipboard.writeText('before'));
    await session.page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) });
    });
    await session.page.reload();
    await copyButton().click();
    await expect.poll(readClipboard).toBe(twin());
    await expect(copyButton().textContent()).resolves.toBe('Copied');
  });

  it('opens its menu from the keyboard, moves with the arrows, closes with Escape', async () => {
    await session.page.goto(session.url(PAGE));
    await copyButton().focus();
    await session.page.keyboard.press('Tab');
    await expect(session.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('More page actions');
    await session.page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Copy page as Markdown');
    await expect(menuItems().first().isVisible()).resolves.toBe(true);
    await session.page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('View as Markdown');
    await session.page.keyboard.press('End');
    await expect(focused()).resolves.toBe('Open in Claude');
    await session.page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('Copy page as Markdown');
    await session.page.keyboard.press('Escape');
    await expect(menuItems().first().isVisible()).resolves.toBe(false);
    await expect(session.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('More page actions');
    // The copy item copies from the keyboard too.
    await session.page.keyboard.press('Space');
    await expect.poll(focused).toBe('Copy page as Markdown');
    await session.page.keyboard.press('Enter');
    await expect.poll(readClipboard).toBe(twin());
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });

  it("links to the twin, and opens ChatGPT and Claude with a prompt naming the twin's URL", async () => {
    await session.page.goto(session.url(PAGE));
    await summary().click();
    const hrefs = await menuItems().evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs[0]).toBe('/material-ui/demos.md');
    expect(hrefs[1]).toBe('/material-ui/demos.md');
    const prompt = `Read ${TWIN_URL}, so I can ask questions about it.`;
    expect(hrefs[2]).toBe(`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(hrefs[3]).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    for (const href of hrefs.slice(2)) expect(new URL(href).searchParams.get('q')).toContain(TWIN_URL);
    // View as Markdown works as a link.
    await menuItems().nth(1).click();
    await session.page.waitForURL(/\/material-ui\/demos\.md$/);
    await expect(session.page.evaluate(() => document.body.innerText.trimEnd())).resolves.toBe(twin().trimEnd());
  });

  it('works without JavaScript as a disclosure whose "View as Markdown" is a link', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(session.url(PAGE));
    await page.locator('.docsgen-page-actions-more > summary').click();
    await page.locator('[data-page-action="view"]').click();
    await page.waitForURL(/\/material-ui\/demos\.md$/);
    await context.close();
  });
});
