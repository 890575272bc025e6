import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../helpers/browser.js';
import { useBrowserSession } from '../helpers/browserSession.js';
import { pageRoute, writeNavSite } from '../helpers/navSite.js';

/** A section of 40 groups of 2 pages: a page of group 20 shows groups 13–27 and two "Show N more" rows. */
const root = writeNavSite({ groups: 40, pages: 2 });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const session = useBrowserSession({ root });
const PAGE = pageRoute(20, 2);

/** A row's link: a page's, or a group's title beside its chevron. */
const SECTION_ROWS = [':scope > a', ':scope > .docsgen-nav-row > a']
  .map((row) => row.replace(':scope', '.docsgen-sidenav > ul > li:nth-child(2) > ul > li'))
  .join(', ');
const pad = (value: number) => String(value).padStart(3, '0');
const groups = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `Group ${pad(from + index)}`);
/** The rows of the section's level, in order: group titles and "Show N more". */
const sectionRows = () => session.page.locator(SECTION_ROWS).evaluateAll((links) => links.map((link) => link.textContent));
const more = (label: string) => session.page.locator('.docsgen-sidenav a.docsgen-nav-more', { hasText: label });
const focused = () => session.page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
const navDataRequests = () => session.site.server.requests.filter((request) => request.startsWith('/_docsgen/nav/'));

describe('"Show N more" in the side navigation', () => {
  it('shows the hidden rows in place, focuses the first, and fetches the nav data once', async () => {
    await session.page.goto(session.url(PAGE));
    expect(await sectionRows()).toEqual(['Show 12 more', ...groups(13, 27), 'Show 13 more']);
    expect(await seriousA11yViolations(session.page)).toEqual([]);
    const requestsBefore = navDataRequests().length;

    await more('Show 12 more').click();
    await expect.poll(sectionRows).toEqual([...groups(1, 27), 'Show 13 more']);
    expect(await focused()).toEqual({ text: 'Group 001', href: pageRoute(1, 1) });
    // The revealed rows are the server's rows: links to each group's first page, collapsed.
    const revealed = session.page.locator('.docsgen-sidenav a', { hasText: 'Group 012' });
    expect(await revealed.getAttribute('href')).toBe(pageRoute(12, 1));
    expect(await session.page.getByRole('button', { name: 'Show or hide Group 012' }).getAttribute('aria-expanded')).toBe('false');
    expect(session.page.url()).toBe(session.url(PAGE));

    await more('Show 13 more').click();
    await expect.poll(sectionRows).toEqual(groups(1, 40));
    expect(await focused()).toEqual({ text: 'Group 028', href: pageRoute(28, 1) });
    expect(navDataRequests().length - requestsBefore).toBe(1);
    expect(session.problems).toEqual([]);
  });

  it('works from the keyboard', async () => {
    await session.page.goto(session.url(PAGE));
    await more('Show 13 more').focus();
    await session.page.keyboard.press('Enter');
    await expect.poll(sectionRows).toEqual(['Show 12 more', ...groups(13, 40)]);
    expect(await focused()).toEqual({ text: 'Group 028', href: pageRoute(28, 1) });
    // Back: the chevron of the group before, then its title.
    await session.page.keyboard.press('Shift+Tab');
    expect(await session.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show or hide Group 027');
    await session.page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatchObject({ text: 'Group 027' });
    expect(session.problems).toEqual([]);
  });

  it('follows the link when the nav data cannot be fetched', async () => {
    await session.page.route('**/_docsgen/nav/**', (route) => route.abort());
    await session.page.goto(session.url(PAGE));
    await Promise.all([session.page.waitForURL(session.url(pageRoute(12, 1))), more('Show 12 more').click()]);
    expect(await session.page.locator('.docsgen-nav-active').textContent()).toBe('Page 12.1');
  });

  it('is a plain link to the nearest hidden page without JavaScript', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(session.url(PAGE));
      await Promise.all([page.waitForURL(session.url(pageRoute(28, 1))), page.locator('a.docsgen-nav-more', { hasText: 'Show 13 more' }).click()]);
      // There, the window has moved on: the next hidden groups are within reach.
      const rows = await page.locator(SECTION_ROWS).evaluateAll((links) => links.map((link) => link.textContent));
      expect(rows).toEqual(['Show 20 more', ...groups(21, 35), 'Show 5 more']);
    } finally {
      await context.close();
    }
  });
});
