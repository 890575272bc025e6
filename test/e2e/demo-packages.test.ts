import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { copyFixtureWithPackages, FIXTURES } from '../helpers/site.js';

// Demos hydrate with the site's own React and MUI — React 18 and MUI 5 here, docsgen's in the
// demos fixture — beside the page's shell on docsgen's, and follow the reader's settings.
const legacy = useBrowserSession({ root: copyFixtureWithPackages('react18-mui5') });
const page = () => legacy.page;
const drawer = () => page().getByRole('dialog', { name: 'Settings' });
const themeText = () => page().getByTestId('theme');
// By its place, not its role: an open settings drawer hides the page from the accessibility tree.
const counter = () => page().locator('.docsgen-demo-root button', { hasText: /^Clicked \d+ times$/ });

async function openSettings(): Promise<void> {
  await page().getByRole('button', { name: 'Toggle settings drawer' }).click();
  await drawer().waitFor();
}

describe('demos on the site’s React 18 and MUI 5', () => {
  it('hydrate without a warning and work, on React 18', async () => {
    await page().goto(legacy.url('/legacy-ui/demos/'));
    await expect(page().getByTestId('react-version').textContent()).resolves.toBe('React 18.2.0');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    await counter().click();
    await expect(counter().textContent()).resolves.toBe('Clicked 2 times');
    expect(legacy.problems).toEqual([]);
  });

  it('use a hook-using package of the site on the same React (notistack)', async () => {
    await page().goto(legacy.url('/legacy-ui/notifications/'));
    await page().getByRole('button', { name: 'Notify' }).click();
    await expect.poll(() => page().locator('#notistack-snackbar').textContent()).toBe('Saved with notistack');
    expect(legacy.problems).toEqual([]);
  });

  it('follow the mode, the direction and the density chosen in the settings', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(legacy.url('/legacy-ui/demos/'));
    await counter().hover();
    await expect.poll(() => page().locator('.docsgen-demo[data-hydrated]').count()).toBeGreaterThan(0);
    await expect(themeText().textContent()).resolves.toBe('light ltr 8px');
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => themeText().textContent()).toBe('dark ltr 8px');
    // MUI 5's dark theme: the contained button's background is its dark primary (once its transition ends).
    await page().mouse.move(0, 0);
    await expect.poll(() => counter().evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(144, 202, 249)');
    await drawer().getByRole('button', { name: 'Right to left' }).click();
    await expect.poll(() => themeText().textContent()).toBe('dark rtl 8px');
    await drawer().getByRole('switch', { name: 'Apply higher density via props' }).check();
    await expect.poll(() => counter().getAttribute('class')).toContain('MuiButton-sizeSmall');
    await drawer().getByRole('button', { name: 'increase spacing' }).click();
    await expect.poll(() => themeText().textContent()).toBe('dark rtl 9px');
    expect(legacy.problems).toEqual([]);
  });

  it('open a Select on the first press, made before the demo hydrated', async () => {
    await page().goto(legacy.url('/legacy-ui/demos/'));
    // Hold back the code loaded from now on (the demo's, its host's, React's) so that the press certainly comes first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page().route('**/_docsgen/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const select = page()
      .getByRole('button', { name: /Age/ })
      .or(page().getByRole('combobox', { name: 'Age' }));
    const box = (await select.boundingBox())!;
    await page().mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page().mouse.down();
    await page().mouse.up();
    await expect(page().locator('.docsgen-demo[data-hydrated]').count()).resolves.toBe(0);
    release();
    await expect.poll(() => page().getByRole('option', { name: 'Twenty' }).isVisible()).toBe(true);
    await page().getByRole('option', { name: 'Twenty' }).click();
    await expect.poll(() => select.textContent()).toContain('Twenty');
    expect(legacy.problems).toEqual([]);
  });
});

describe('live editing on the site’s React 18 and MUI 5', () => {
  it('runs the editor and the edited code on the demo’s React, not the shell’s', async () => {
    await page().goto(legacy.url('/legacy-ui/demos/'));
    const demo = page().locator('.docsgen-demo', { has: page().getByTestId('react-version') });
    await demo.getByRole('button', { name: 'Edit the code live' }).click();
    const editor = demo.locator('.docsgen-demo-editor textarea');
    await expect.poll(() => editor.isVisible()).toBe(true);
    const code = await editor.inputValue();
    await editor.fill(code.replace('React {React.version}', 'Edited on React {React.version}'));
    await expect.poll(() => page().getByTestId('react-version').textContent()).toBe('Edited on React 18.2.0');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    expect(legacy.problems).toEqual([]);
  });
});

describe("demos on docsgen's own React and MUI (a site without them)", () => {
  const own = useBrowserSession({ root: path.join(FIXTURES, 'demos') });

  it('hydrate without a warning and follow the mode through CSS variables, before and after hydration', async () => {
    await own.page.emulateMedia({ colorScheme: 'dark' });
    await own.page.goto(own.url('/material-ui/demos/'));
    const button = own.page.getByRole('button', { name: /^Clicked \d+ times$/ });
    // MUI's dark primary, from the demo theme's variables, before any script ran for the demo.
    await expect(button.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(144, 202, 249)');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 1 times');
    await own.page.mouse.move(0, 0);
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(144, 202, 249)');
    expect(own.problems).toEqual([]);
  });
});
