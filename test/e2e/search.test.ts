import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../helpers/browser.js';
import { useBrowserSession } from '../helpers/browserSession.js';
import { FIXTURES } from '../helpers/site.js';

// Parts of at most 2 pages: the fixture's 5 pages, in route order, are indexed as 3 parts
// (2, 2, 1) that the dialog merges, so every test here searches across parts.
const session = useBrowserSession({ root: path.join(FIXTURES, 'search'), build: { searchPartPages: 2 } });
const FIRST_PART_PAGE = '/joy-ui/customization/theming/';
const LAST_PART_PAGE = '/material-ui/guides/localization/';

const PAGE = '/material-ui/getting-started/installation/';
const dialog = () => session.page.getByRole('dialog', { name: 'Search' });
const input = () => dialog().getByRole('combobox', { name: 'Search' });
const options = () => dialog().getByRole('option');
const indexRequests = () => session.site.server.requests.filter((request) => request.startsWith('/_docsgen/search/'));

async function openWithShortcut(): Promise<void> {
  // The runtime (a module script) has run by the load event: the shortcut is listened for.
  await session.page.goto(session.url(PAGE));
  await session.page.keyboard.press('Control+k');
  await input().waitFor();
}

async function search(query: string): Promise<void> {
  // Cleared first, so that the results of an earlier query are not taken for this one's.
  await input().fill('');
  await options().first().waitFor({ state: 'detached' });
  await input().fill(query);
  await expect
    .poll(() =>
      dialog()
        .getByRole('status')
        .textContent()
        .then((text) => text ?? ''),
    )
    .toBe('');
  await options().first().waitFor();
}

const activeOption = () =>
  session.page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    return { href: active?.getAttribute('href'), selected: active?.getAttribute('aria-selected'), focused: document.activeElement === input };
  });

describe('search dialog', () => {
  it('opens with Ctrl+K, focused, and fetches the index only then', async () => {
    session.site.server.requests.length = 0;
    await session.page.goto(session.url(PAGE), { waitUntil: 'networkidle' });
    // Pointing at the button loads the dialog's code, not the index.
    await session.page.getByRole('button', { name: 'Search' }).hover();
    await session.page.waitForTimeout(200);
    expect(indexRequests()).toEqual([]);
    await session.page.keyboard.press('Control+k');
    await input().waitFor();
    await expect(input().evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect.poll(() => indexRequests()).toContain('/_docsgen/search/0/pagefind.js');
    await search('Installation');
    // The loader and the list of parts, then every part's entry and metadata; the loader once.
    const requests = indexRequests();
    expect(requests).toContain('/_docsgen/search/parts.json');
    for (const part of ['0', '1', '2']) expect(requests).toContain(`/_docsgen/search/${part}/pagefind-entry.json`);
    expect(
      requests
        .filter((request) => /\/(pagefind\.js|pagefind-worker\.js|wasm\.[^/]+)$/.test(request))
        .every((request) => request.startsWith('/_docsgen/search/0/')),
    ).toBe(true);
    await expect(options().first().getAttribute('href')).resolves.toBe(PAGE);
    expect(session.problems).toEqual([]);
  });

  it('finds pages of the first and the last part of the index with one query', async () => {
    await openWithShortcut();
    await search('the');
    const hrefs = await options().evaluateAll((elements) => elements.map((option) => option.getAttribute('href')));
    expect(hrefs).toContain(FIRST_PART_PAGE);
    expect(hrefs).toContain(LAST_PART_PAGE);
    expect(session.problems).toEqual([]);
  });

  it('finds a page by its title, results grouped under product names, matches highlighted', async () => {
    await openWithShortcut();
    await search('theming');
    const groups = dialog().getByRole('group');
    // Groups come in the order of their best result: either product may lead.
    const names = await groups.evaluateAll((elements) => elements.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent));
    expect(names.sort()).toEqual(['Joy UI', 'Material UI']);
    const material = dialog().getByRole('group', { name: 'Material UI' });
    const joy = dialog().getByRole('group', { name: 'Joy UI' });
    await expect(material.getByRole('option').first().getAttribute('href')).resolves.toBe('/material-ui/customization/theming/');
    await expect(joy.getByRole('option').first().getAttribute('href')).resolves.toBe('/joy-ui/customization/theming/');
    await expect(joy.getByRole('option').first().locator('mark').first().textContent()).resolves.toBe('Theming');
    expect(session.problems).toEqual([]);
  });

  it('finds code identifiers in code blocks and in prose, and points at their section', async () => {
    await openWithShortcut();
    // Only the first part has the word: the others answer with pages of a shorter word ("uses"),
    // which the dialog leaves out (searchMatch.ts), as one index of the whole site would.
    await search('useMediaQuery');
    await expect(options().evaluateAll((elements) => elements.map((option) => option.getAttribute('href')))).resolves.toEqual([
      '/material-ui/customization/breakpoints/',
      '/material-ui/customization/breakpoints/#media-queries-in-javascript',
    ]);
    await expect(options().nth(1).locator('mark').allTextContents()).resolves.toContain('useMediaQuery');
    await search('createTheme');
    await expect(options().first().getAttribute('href')).resolves.toBe('/material-ui/customization/theming/');
    await expect(dialog().locator('mark', { hasText: 'createTheme' }).count()).resolves.toBeGreaterThan(0);
  });

  it('moves through results with ArrowDown / ArrowUp and opens the active one with Enter', async () => {
    await openWithShortcut();
    await search('theme');
    const hrefs = await options().evaluateAll((elements) => elements.map((option) => option.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(2);
    await expect(activeOption()).resolves.toEqual({ href: hrefs[0], selected: 'true', focused: true });
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('ArrowDown');
    await expect(activeOption()).resolves.toEqual({ href: hrefs[2], selected: 'true', focused: true });
    await session.page.keyboard.press('ArrowUp');
    await expect(activeOption()).resolves.toEqual({ href: hrefs[1], selected: 'true', focused: true });
    await expect(options().nth(0).getAttribute('aria-selected')).resolves.toBe('false');
    await session.page.keyboard.press('ArrowUp');
    await session.page.keyboard.press('ArrowUp');
    await expect(activeOption()).resolves.toMatchObject({ href: hrefs.at(-1) });
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('Enter');
    await session.page.waitForURL(session.url(hrefs[1]!));
    expect(session.problems).toEqual([]);
  });

  it('finds a Chinese word inside a sentence and shows the text as written', async () => {
    await openWithShortcut();
    await search('翻译');
    await expect(options().first().getAttribute('href')).resolves.toBe('/material-ui/guides/localization/');
    await expect(dialog().getByText('文本翻译成中文').count()).resolves.toBeGreaterThan(0);
    await search('本地化');
    await expect(options().first().getAttribute('href')).resolves.toBe('/material-ui/guides/localization/');
  });

  it('says when nothing is found, closes with Escape and gives focus back to the button', async () => {
    await session.page.goto(session.url(PAGE));
    const button = session.page.getByRole('button', { name: 'Search' });
    await button.click();
    await input().fill('zzzzqqq');
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe('No results for “zzzzqqq”');
    await session.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(session.problems).toEqual([]);
  });

  it('has no serious accessibility violations with results shown', async () => {
    await openWithShortcut();
    await search('theme');
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });
});

describe('on Apple platforms', () => {
  it('shows ⌘K and opens with it', async () => {
    await session.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await session.page.goto(session.url(PAGE));
    await expect(session.page.locator('.docsgen-search-button kbd').textContent()).resolves.toBe('⌘K');
    await session.page.keyboard.press('Meta+k');
    await input().waitFor();
  });
});
