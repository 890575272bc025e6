import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { seriousA11yViolations } from '../helpers/browser.js';

const session = useBrowserSession();

const CONTENT_PAGE = '/material-ui/react-button/';
const url = session.url;
const html = () => session.page.locator('html');
const settingsButton = () => session.page.getByRole('button', { name: 'Toggle settings drawer' });
const drawer = () => session.page.getByRole('dialog', { name: 'Settings' });
const primaryMain = () => session.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim());

async function openSettings(): Promise<void> {
  await settingsButton().click();
  await drawer().waitFor();
}

describe('JavaScript a page loads', () => {
  it('stays tiny while the reader does not interact: no React, no MUI', async () => {
    const scripts = new Map<string, Buffer>();
    session.page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), await response.body());
    });
    await session.page.goto(url(CONTENT_PAGE), { waitUntil: 'networkidle' });
    await session.page.waitForTimeout(300);
    const gzipBytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(scripts.size).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(32 * 1024);
    expect([...scripts.values()].some((body) => body.toString().includes('react.transitional.element'))).toBe(false);
    expect(session.problems).toEqual([]);
  });
});

describe('settings drawer', () => {
  it('opens from "Toggle settings drawer", closes with Escape and gives focus back to the opener', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await openSettings();
    for (const heading of ['Mode', 'Direction', 'Density', 'Color', 'Language']) {
      await expect(drawer().getByRole('heading', { name: heading }).isVisible()).resolves.toBe(true);
    }
    await session.page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    await expect(settingsButton().evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(session.problems).toEqual([]);
  });

  it('switches the mode, stores it in localStorage mui-mode and updates theme-color', async () => {
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.goto(url(CONTENT_PAGE));
    await expect(html().getAttribute('data-mui-color-scheme')).resolves.toBe('light');
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect(html().getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    await expect(session.page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('dark');
    await expect(session.page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#0b0d0e');
    await drawer().getByRole('button', { name: 'Light' }).click();
    await expect(session.page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#ffffff');
    await expect(drawer().getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('"System" follows the operating system live, without a reload', async () => {
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.goto(url(CONTENT_PAGE));
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await drawer().getByRole('button', { name: 'System' }).click();
    await expect(session.page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('system');
    await expect(html().getAttribute('data-mui-color-scheme')).resolves.toBe('light');
    await session.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => html().getAttribute('data-mui-color-scheme')).toBe('dark');
    await session.page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => html().getAttribute('data-mui-color-scheme')).toBe('light');
  });

  it('follows the OS in "System" mode even before any island has loaded', async () => {
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.goto(url(CONTENT_PAGE));
    await session.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => html().getAttribute('data-mui-color-scheme')).toBe('dark');
    await expect(session.page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#0b0d0e');
  });

  it('flips the direction: the layout mirrors and code stays left to right', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    const navBefore = await session.page.locator('.docsgen-sidenav').boundingBox();
    await openSettings();
    await drawer().getByRole('button', { name: 'Right to left' }).click();
    await expect(html().getAttribute('dir')).resolves.toBe('rtl');
    await session.page.keyboard.press('Escape');
    const navAfter = await session.page.locator('.docsgen-sidenav').boundingBox();
    const main = await session.page.locator('main').boundingBox();
    expect(navBefore!.x).toBeLessThan(main!.x);
    expect(navAfter!.x).toBeGreaterThan(main!.x);
    await expect(
      session.page
        .locator('pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).direction),
    ).resolves.toBe('ltr');
    await openSettings();
    await drawer().getByRole('button', { name: 'Left to right' }).click();
    await expect(html().getAttribute('dir')).resolves.toBe('ltr');
  });

  it('applies higher density through default props, changes the spacing unit and resets it', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await openSettings();
    const modeButton = drawer().getByRole('button', { name: 'Dark' });
    await expect(modeButton.getAttribute('class')).resolves.not.toContain('MuiToggleButton-sizeSmall');
    const dense = drawer().getByRole('switch', { name: 'Apply higher density via props' });
    await dense.check();
    await expect.poll(() => modeButton.getAttribute('class')).toContain('MuiToggleButton-sizeSmall');
    await drawer().getByRole('button', { name: 'increase spacing' }).click();
    await drawer().getByRole('button', { name: 'increase spacing' }).click();
    await expect(drawer().getByTestId('spacing-value').textContent()).resolves.toBe('10px');
    await expect(session.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim())).resolves.toBe('10px');
    await drawer().getByRole('button', { name: 'decrease spacing' }).click();
    await expect(drawer().getByTestId('spacing-value').textContent()).resolves.toBe('9px');
    await drawer().getByRole('button', { name: 'Reset density' }).click();
    await expect(drawer().getByTestId('spacing-value').textContent()).resolves.toBe('8px');
    await expect(dense.isChecked()).resolves.toBe(false);
  });

  it('edits the website colours, keeps them in the paletteColors cookie from the first paint, and resets them', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    const original = await primaryMain();
    await openSettings();
    await drawer().getByRole('button', { name: 'Edit website colors' }).click();
    await drawer().getByRole('button', { name: 'Purple' }).click();
    await expect.poll(primaryMain).toBe('#7b1fa2');
    const cookie = (await session.context.cookies()).find((entry) => entry.name === 'paletteColors');
    expect(JSON.parse(decodeURIComponent(cookie!.value)).primary.main).toBe('#7b1fa2');

    // A new page, with the runtime's scripts blocked: the colour is there all the same.
    await session.page.route('**/_docsgen/*.js', (route) => route.abort());
    await session.page.goto(url('/joy-ui/getting-started/'));
    await expect(primaryMain()).resolves.toBe('#7b1fa2');
    await session.page.unroute('**/_docsgen/*.js');

    await session.page.goto(url(CONTENT_PAGE));
    await openSettings();
    await drawer().getByRole('button', { name: 'Edit website colors' }).click();
    await drawer().getByRole('button', { name: 'Reset colors' }).click();
    await expect.poll(primaryMain).toBe(original);
    expect((await session.context.cookies()).some((entry) => entry.name === 'paletteColors')).toBe(false);
  });

  it('offers English as the only language', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await openSettings();
    const language = drawer().getByRole('group', { name: 'Language' });
    await expect(language.getByRole('button').allTextContents()).resolves.toEqual(['English']);
  });
});

describe('no flash of the wrong theme', () => {
  it('shows dark from the first paint on reload, even with the runtime blocked', async () => {
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.goto(url(CONTENT_PAGE));
    await session.page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
    // Record the scheme at the moment the header is parsed, before anything could paint it.
    await session.page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('header')) {
          (window as unknown as { schemeAtHeader: string | null }).schemeAtHeader = document.documentElement.getAttribute('data-mui-color-scheme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await session.page.route('**/_docsgen/*.js', (route) => route.abort());
    await session.page.reload();
    await expect(session.page.evaluate(() => (window as unknown as { schemeAtHeader: string | null }).schemeAtHeader)).resolves.toBe('dark');
    await expect(session.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe('rgb(11, 13, 14)');
    await expect(session.page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#0b0d0e');
  });
});

describe('code preferences', () => {
  it('reads the code variant and styling from the URL hash and keeps them for a year', async () => {
    await session.page.goto(url(`${CONTENT_PAGE}#tailwind-BasicButtons.js`));
    await expect(html().getAttribute('data-code-variant')).resolves.toBe('JS');
    await expect(html().getAttribute('data-code-styling')).resolves.toBe('Tailwind');
    const cookies = await session.context.cookies();
    const variant = cookies.find((entry) => entry.name === 'codeVariant');
    expect(variant?.value).toBe('JS');
    expect(variant!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);
    expect(cookies.find((entry) => entry.name === 'codeStyling')?.value).toBe('Tailwind');
    await session.page.goto(url('/joy-ui/getting-started/'));
    await expect(html().getAttribute('data-code-variant')).resolves.toBe('JS');
  });

  it('defaults to TS and MUI System', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await expect(html().getAttribute('data-code-variant')).resolves.toBe('TS');
    await expect(html().getAttribute('data-code-styling')).resolves.toBe('MUI System');
  });
});

describe('header menus', () => {
  it('the version menu lists the current version, older versions and "View all versions"', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await session.page.getByRole('button', { name: 'Versions: v6.0.0-beta.6' }).click();
    const menu = session.page.getByRole('menu', { name: 'Versions' });
    await menu.waitFor();
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(['v6.0.0-beta.6', 'v5.16.7', 'v4.12.4', 'View all versions']);
    await expect(menu.getByRole('menuitem', { name: 'View all versions' }).getAttribute('href')).resolves.toBe('/versions/');
    await session.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('the product switcher goes to another product', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await session.page.getByRole('button', { name: 'Switch product' }).click();
    const menu = session.page.getByRole('menu', { name: 'Switch product' });
    await menu.waitFor();
    const names = await menu.getByRole('menuitem').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Material UI', 'Joy UI', 'Base UI', 'MUI System', 'Data Grid', 'Toolpad Core']));
    await menu.getByRole('menuitem', { name: 'Joy UI' }).click();
    await session.page.waitForURL(/\/joy-ui\//);
    await expect(session.page.locator('.docsgen-product-name').textContent()).resolves.toBe('Joy UI');
  });

  it('the menus work without JavaScript', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(url(CONTENT_PAGE));
    await plain.locator('.docsgen-version-menu summary').click();
    await expect(plain.getByRole('link', { name: 'View all versions' }).isVisible()).resolves.toBe(true);
    await plain.getByRole('link', { name: 'v5.16.7' }).waitFor();
    await noScript.close();
  });
});

describe('keyboard and landmarks', () => {
  it('"Skip to content" is the first stop and moves focus to the main content', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await session.page.keyboard.press('Tab');
    const skip = session.page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await session.page.keyboard.press('Enter');
    await expect(session.page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
  });

  it('has banner, navigation, main and complementary landmarks', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await expect(session.page.getByRole('banner').count()).resolves.toBe(1);
    await expect(session.page.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(1);
    await expect(session.page.getByRole('main').count()).resolves.toBe(1);
    await expect(session.page.getByRole('complementary').count()).resolves.toBeGreaterThanOrEqual(1);
  });

  it('reaches the settings by keyboard and opens and closes them', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await session.page.keyboard.press('Tab');
      reached = await settingsButton().evaluate((button) => button === document.activeElement);
    }
    expect(reached).toBe(true);
    await session.page.keyboard.press('Enter');
    await drawer().waitFor();
    await session.page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    await expect(settingsButton().evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  });
});

describe('layout stability', () => {
  it('a content page does not shift while it loads, fonts included (CLS 0 from navigation)', async () => {
    await session.page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await session.page.goto(url('/material-ui/getting-started/installation/'), { waitUntil: 'networkidle' });
    await session.page.evaluate(() => document.fonts.ready);
    await session.page.waitForTimeout(500);
    const shifts = await session.page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});

describe('accessibility (axe-core)', () => {
  it('a content page in dark mode has no serious or critical violation', async () => {
    await session.page.emulateMedia({ colorScheme: 'dark' });
    await session.page.goto(url(CONTENT_PAGE));
    await expect(html().getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });

  it.each([
    ['a content page', CONTENT_PAGE],
    ['a page outside any product', '/versions/'],
    ['the 404 page', '/no-such-page/'],
    ['the generated home page', '/'],
  ])('%s has no serious or critical violation', async (_, path) => {
    await session.page.goto(url(path));
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });

  it('the open settings drawer has no serious or critical violation', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await openSettings();
    await drawer().getByRole('button', { name: 'Edit website colors' }).click();
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });
});

describe("the example site's announcement banner (config slots.banner)", () => {
  const banner = () => session.page.locator('.docsgen-banner');

  it('shows above the header; dismissed, it stays hidden on other pages and after a reload', async () => {
    await session.page.goto(url(CONTENT_PAGE));
    await expect(banner().textContent()).resolves.toContain('New in the example: Acme Forms');
    const bannerBox = (await banner().boundingBox())!;
    const headerBox = (await session.page.locator('header').first().boundingBox())!;
    expect(bannerBox.y).toBe(0);
    expect(bannerBox.height).toBeGreaterThan(0);
    expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    await session.page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect.poll(() => banner().isVisible()).toBe(false);
    await session.page.reload();
    await expect(banner().count()).resolves.toBe(1);
    await expect(banner().isVisible()).resolves.toBe(false);
    await session.page.goto(url('/acme-forms/react-button/'));
    await expect(banner().isVisible()).resolves.toBe(false);
    expect(session.problems).toEqual([]);
  });
});
