import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { copyFixtureWithPackages, scratchFolders } from '../helpers/site.js';

// One node_modules with @mui/material 5 and @mui/joy 5 (the api-mui5 fixture's, React 18 and
// Emotion), as MUI's repository installs them: Joy's demos in the joy-ui product's provider
// (Joy's CssVarsProvider), Material's in docsgen's Material theme, both following the reader's scheme.
const folders = scratchFolders();
const session = useBrowserSession({ root: folders.keep(copyFixtureWithPackages('joy-material', 'api-mui5')) });
const page = () => session.page;
const joy = (name: string) => page().locator(`.docsgen-demo[data-demo="content/joy-ui/demos/${name}"]`);
const material = () => page().locator('.docsgen-demo[data-demo="content/material-ui/demos/MaterialButtons"]');
const drawer = () => page().getByRole('dialog', { name: 'Settings' });

/** Joy's soft primary background (primary 100 in light, 800 in dark) and solid one (primary 500). */
const SOFT = { light: 'rgb(227, 239, 251)', dark: 'rgb(10, 39, 68)' };
const JOY_SOLID = 'rgb(11, 107, 203)';
/** Material UI 5's default primary and its dark paper. */
const MATERIAL_PRIMARY = 'rgb(25, 118, 210)';
const MATERIAL_DARK_PAPER = 'rgb(18, 18, 18)';

const background = (locator: ReturnType<typeof joy>) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const sheet = () => joy('JoySheet').getByTestId('joy-sheet');
const storeMode = (mode: 'dark' | 'light') => session.context.addInitScript((stored) => localStorage.setItem('mui-mode', stored), mode);
const htmlScheme = () =>
  page()
    .locator('html')
    .evaluate((html) => [html.getAttribute('data-color-scheme'), html.getAttribute('data-joy-color-scheme')]);

describe('Joy’s demos under Joy’s provider, Material’s under Material’s theme, one node_modules', () => {
  it('are styled by their own theme before any script runs, light and dark', async () => {
    await page().route('**/_docsgen/*.js', (route) => route.abort());
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(session.url('/joy-ui/components/'));
    await expect(background(sheet())).resolves.toBe(SOFT.light);
    await expect(background(joy('JoyButtons').getByTestId('joy-solid'))).resolves.toBe(JOY_SOLID);
    await page().emulateMedia({ colorScheme: 'dark' });
    await page().reload();
    await expect(htmlScheme()).resolves.toEqual(['dark', 'dark']);
    // Joy's dark variables, in the page with the server's HTML: no flash of light while the demo waits to hydrate.
    await expect(background(sheet())).resolves.toBe(SOFT.dark);
    // An iframe demo is a document of its own, Joy's variables and the reader's scheme in it.
    const card = page().frameLocator('iframe.docsgen-demo-frame').getByTestId('joy-card');
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(SOFT.dark);
    await page().goto(session.url('/material-ui/components/'));
    await page().emulateMedia({ colorScheme: 'light' });
    await page().reload();
    await expect(background(material().getByTestId('material-contained'))).resolves.toBe(MATERIAL_PRIMARY);
  });

  it('hydrate without a mismatch and work: a button, a select, tabs', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(session.url('/joy-ui/components/'));
    await joy('JoyButtons').getByTestId('joy-solid').click();
    await expect.poll(() => joy('JoyButtons').getByTestId('joy-solid').textContent()).toBe('Clicked 1');
    await expect(joy('JoyButtons').getAttribute('data-hydrated')).resolves.toBe('');
    // A demo reset (a new root, its provider unmounted and mounted again) leaves Joy's variables to the demos that have not hydrated.
    await joy('JoyButtons').getByRole('button', { name: 'Reset demo', exact: true }).click();
    await expect.poll(() => joy('JoyButtons').getByTestId('joy-solid').textContent()).toBe('Clicked 0');
    await expect(joy('JoySheet').getAttribute('data-hydrated')).resolves.toBeNull();
    const variable = () => page().evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-softBg').trim());
    await expect(variable()).resolves.not.toBe('');
    await expect(sheet().evaluate((element) => getComputedStyle(element).borderRadius)).resolves.toBe('8px');

    await joy('JoyForm').hover();
    await expect.poll(() => joy('JoyForm').getAttribute('data-hydrated')).toBe('');
    await joy('JoyForm').getByRole('combobox').click();
    await page().getByRole('option', { name: 'Cat' }).click();
    await expect.poll(() => joy('JoyForm').getByRole('combobox').textContent()).toBe('Cat');

    await joy('JoyTabs').hover();
    await expect.poll(() => joy('JoyTabs').getAttribute('data-hydrated')).toBe('');
    await joy('JoyTabs').getByRole('tab', { name: 'Second' }).click();
    await expect.poll(() => joy('JoyTabs').getByRole('tabpanel').textContent()).toBe('Second panel');

    await page().goto(session.url('/material-ui/components/'));
    await material().getByTestId('material-contained').click();
    await expect.poll(() => material().getByTestId('material-contained').textContent()).toBe('Clicked 1');
    expect(session.problems).toEqual([]);
  });

  it('show the reader’s stored dark scheme after load, no frame light, whatever Joy’s providers write to <html>', async () => {
    await storeMode('dark');
    // The scheme on <html> at every frame painted while the page loads and its demos hydrate: never light, not for a frame.
    await session.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { schemesSeen: string[] }).schemesSeen = seen;
      const sample = () => {
        const scheme = document.documentElement?.getAttribute('data-joy-color-scheme');
        if (scheme) seen.push(scheme);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page().goto(session.url('/joy-ui/components/'));
    // Its provider makes the demo follow the settings: it hydrates at load, with the reader's scheme as its props.
    await expect.poll(() => joy('JoySheet').getAttribute('data-hydrated'), { timeout: 10_000 }).toBe('');
    await expect.poll(() => joy('JoySheet').getByTestId('joy-mode').textContent()).toBe('dark');
    await expect(background(sheet())).resolves.toBe(SOFT.dark);
    // A demo with a CssVarsProvider of its own takes the reader's mode from the product's.
    await expect.poll(() => joy('JoyNested').getAttribute('data-hydrated')).toBe('');
    await expect(background(joy('JoyNested').getByRole('button', { name: 'Nested provider' }))).resolves.toBe(SOFT.dark);
    await expect(htmlScheme()).resolves.toEqual(['dark', 'dark']);
    const seen = await page().evaluate(() => (window as unknown as { schemesSeen: string[] }).schemesSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((scheme) => scheme === 'dark')).toBe(true);
    await page().goto(session.url('/material-ui/components/'));
    await expect.poll(() => background(material().getByTestId('material-paper')), { timeout: 10_000 }).toBe(MATERIAL_DARK_PAPER);
    await expect(material().getByTestId('material-mode').textContent()).resolves.toBe('dark');
    expect(session.problems).toEqual([]);
  });

  it('follow the reader’s switch in the settings drawer, and back', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(session.url('/joy-ui/components/'));
    await joy('JoySheet').hover();
    await expect.poll(() => joy('JoySheet').getAttribute('data-hydrated')).toBe('');
    await page().getByRole('button', { name: 'Toggle settings drawer' }).click();
    await drawer().waitFor();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => background(sheet())).toBe(SOFT.dark);
    await expect.poll(() => joy('JoySheet').getByTestId('joy-mode').textContent()).toBe('dark');
    await expect(htmlScheme()).resolves.toEqual(['dark', 'dark']);
    await drawer().getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => background(sheet())).toBe(SOFT.light);
    await expect.poll(() => joy('JoySheet').getByTestId('joy-mode').textContent()).toBe('light');
    await expect(htmlScheme()).resolves.toEqual(['light', 'light']);
    expect(session.problems).toEqual([]);
  });
});
