import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSession, type BrowserSession } from '../helpers/browserSession.js';
import { copyFixtureWithPackages, FIXTURES } from '../helpers/site.js';

// Demos written as MUI's docs write them — state the reader sets, page-wide styles, the frame's
// window given as a prop and absent on the server — hydrate as the server rendered them, without
// a warning, and keep working: on docsgen's React and MUI, and on a site's React 18 and MUI 5.

const DEMOS = path.join(FIXTURES, 'demos/content/material-ui');

/** The React 18 + MUI 5 site, with the demos fixture's hydration page and its demos. */
function legacySiteWithHydrationPage(): string {
  const root = copyFixtureWithPackages('react18-mui5');
  const content = path.join(root, 'content/legacy-ui');
  for (const demo of ['BottomNav.js', 'EdgeSheet.js']) fs.copyFileSync(path.join(DEMOS, 'demos', demo), path.join(content, 'demos', demo));
  fs.copyFileSync(path.join(DEMOS, 'hydration.md'), path.join(content, 'hydration.md'));
  const manifest = path.join(content, 'pages.json');
  const pages = JSON.parse(fs.readFileSync(manifest, 'utf8')) as [{ children: object[] }];
  pages[0].children.push({ pathname: '/legacy-ui/hydration', title: 'Hydration' });
  fs.writeFileSync(manifest, JSON.stringify(pages));
  return root;
}

function hydrationTests(session: BrowserSession, product: string): void {
  const page = () => session.page;
  const demo = (name: string) => page().locator(`.docsgen-demo[data-demo="content/${product}/demos/${name}"]`);
  const route = `/${product}/hydration/`;

  async function useBottomNav(): Promise<void> {
    const action = (name: string) => demo('BottomNav').getByRole('button', { name });
    await expect(action('Home').getAttribute('class')).resolves.toContain('Mui-selected');
    await action('Search').hover();
    await expect.poll(() => demo('BottomNav').getAttribute('data-hydrated')).toBe('');
    await action('Search').click();
    await expect.poll(() => action('Search').getAttribute('class')).toContain('Mui-selected');
    await expect(action('Home').getAttribute('class')).resolves.not.toContain('Mui-selected');
    await action('Settings').click();
    await expect.poll(() => action('Settings').getAttribute('class')).toContain('Mui-selected');
  }

  async function useEdgeSheet(): Promise<void> {
    const frameElement = demo('EdgeSheet').locator('iframe.docsgen-demo-frame');
    const frame = frameElement.contentFrame();
    const open = frame.getByRole('button', { name: 'Show the sheet' });
    await frameElement.hover();
    await expect.poll(() => open.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__react')))).toBe(true);
    await open.click();
    // The sheet opens in the frame (the window the demo was given), styled by the demo's global styles.
    const paper = frame.locator('.MuiDrawer-root > .MuiPaper-root');
    await expect.poll(() => paper.evaluate((element) => getComputedStyle(element).overflow)).toBe('visible');
    await expect.poll(() => frame.locator('[data-sheet-content]').isVisible()).toBe(true);
    await expect(page().locator('body > .MuiDrawer-root').count()).resolves.toBe(0);
    await page().keyboard.press('Escape');
    await expect.poll(() => frame.locator('[data-sheet-content]').isVisible()).toBe(false);
  }

  it('a bottom navigation whose selected action is state', async () => {
    await page().goto(session.url(route));
    await useBottomNav();
    expect(session.problems).toEqual([]);
  });

  it('a swipeable bottom sheet in a frame, with global styles and the frame’s window', async () => {
    await page().goto(session.url(route));
    await useEdgeSheet();
    expect(session.problems).toEqual([]);
  });

  it('both, for a reader in dark mode (the server rendered them light)', async () => {
    await page().emulateMedia({ colorScheme: 'dark' });
    await page().goto(session.url(route));
    await expect(page().locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    await useBottomNav();
    await useEdgeSheet();
    expect(session.problems).toEqual([]);
  });
}

describe('demos that hydrate without a mismatch, on docsgen’s React and MUI', () => {
  hydrationTests(useBrowserSession({ root: path.join(FIXTURES, 'demos') }), 'material-ui');
});

describe('demos that hydrate without a mismatch, on the site’s React 18 and MUI 5', () => {
  hydrationTests(useBrowserSession({ root: legacySiteWithHydrationPage() }), 'legacy-ui');
});
