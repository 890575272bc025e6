import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../helpers/browser.js';
import { useBrowserSession } from '../helpers/browserSession.js';
import { FIXTURES } from '../helpers/site.js';

const session = useBrowserSession({
  root: path.join(FIXTURES, 'markdown-features'),
  setUpContext: (context, served) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.url }),
});
const PAGE = '/material-ui/guides/features/';
const titled = () => session.page.locator('.docsgen-code-titled');

describe('markdown features in the browser', () => {
  it('wraps a long code heading in the table of contents instead of overflowing it', async () => {
    await session.page.goto(session.url(PAGE));
    const toc = session.page.locator('.docsgen-toc-column .docsgen-toc');
    const link = toc.getByRole('link', { name: /createExtendedThemeWithCustomVariables/ });
    const [widths, linkBox, tocBox, lineHeight] = await Promise.all([
      toc.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth })),
      link.boundingBox(),
      toc.boundingBox(),
      link.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.5),
    ]);
    expect(tocBox!.width).toBeGreaterThan(100);
    expect(widths.scroll).toBe(widths.client);
    expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(tocBox!.x + tocBox!.width + 0.5);
    // Wrapped: several lines high.
    expect(linkBox!.height).toBeGreaterThan(2 * lineHeight);
  });

  it('marks a percent-encoded heading (as mui.com’s ids are) in the table of contents, and links reach it', async () => {
    await session.page.goto(session.url(PAGE));
    const heading = session.page.locator('h2', { hasText: 'Café & crème' });
    await expect(heading.getAttribute('id')).resolves.toBe('caf%C3%A9-amp-cr%C3%A8me');
    // Room below the page's last section, so that its heading can reach the top of the viewport.
    await session.page.evaluate(() => (document.body.style.paddingBottom = '2000px'));
    await heading.evaluate((element) => element.scrollIntoView());
    const current = session.page.locator('.docsgen-toc-column a[aria-current="location"]');
    await expect.poll(() => current.textContent()).toBe('Café & crème');
    for (const name of ['the café', 'written plainly']) {
      await session.page.evaluate(() => window.scrollTo(0, 0));
      await session.page.getByRole('link', { name }).click();
      await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top) < 200)).toBe(true);
    }
    expect(session.problems).toEqual([]);
  });

  it('aligns table columns as the separator row says', async () => {
    await session.page.goto(session.url(PAGE));
    const aligns = await session.page
      .locator('.docsgen-markdown tr')
      .first()
      .locator('th')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
    expect(aligns).toEqual(['left', 'center', 'right']);
  });

  it('copies a titled block’s code alone, with the Copy button in the code box under the title', async () => {
    await session.page.goto(session.url(PAGE));
    const title = titled().locator('.docsgen-code-title');
    await expect(title.textContent()).resolves.toBe('App.tsx');
    const button = titled().locator('.docsgen-code-frame > pre.docsgen-code + button.docsgen-copy');
    const [titleBox, buttonBox, preBox] = await Promise.all([title.boundingBox(), button.boundingBox(), titled().locator('pre').boundingBox()]);
    expect(titleBox!.y + titleBox!.height).toBeLessThanOrEqual(preBox!.y + 1);
    expect(buttonBox!.y).toBeGreaterThanOrEqual(preBox!.y);
    await titled().hover();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    await expect(session.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      "import Button from '@mui/material/Button';\n\nexport default function App() {\n  const label = 'Hello';\n  return <Button>{label}</Button>;\n}\n",
    );
    expect(session.problems).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('gives highlighted lines a full-width background of their own in %s, readable (axe)', async (colorScheme) => {
    await session.page.emulateMedia({ colorScheme });
    await session.page.goto(session.url(PAGE));
    await expect(session.page.locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe(colorScheme);
    const lines = titled().locator('.docsgen-line-highlighted');
    await expect(lines.count()).resolves.toBe(3);
    const [line, pre, codeBg] = await Promise.all([
      lines.nth(1).evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, width: element.getBoundingClientRect().width })),
      titled()
        .locator('pre')
        .evaluate((element) => element.getBoundingClientRect().width),
      titled()
        .locator('pre')
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ]);
    expect(line.background).not.toBe(codeBg);
    expect(line.background).not.toBe('rgba(0, 0, 0, 0)');
    // As wide as the box, inside its 1 px borders.
    expect(Math.abs(line.width - (pre - 2))).toBeLessThan(2);
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });
});
