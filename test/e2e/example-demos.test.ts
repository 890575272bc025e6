import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';

const session = useBrowserSession();

const url = session.url;

describe("the example site's live demos", () => {
  it.each([
    '/material-ui/react-button/',
    '/material-ui/react-switch/',
    '/material-ui/react-text-field/',
    '/material-ui/react-tabs/',
    '/material-ui/react-chip/',
    '/material-ui/react-checkbox/',
    '/material-ui/customization/styling-approaches/',
    '/joy-ui/react-button/',
    '/joy-ui/react-input/',
  ])('%s: every demo hydrates without a warning', async (route) => {
    await session.page.goto(url(route));
    const roots = session.page.locator('.docsgen-demo-root');
    const count = await roots.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await roots.nth(i).hover();
    for (let i = 0; i < count; i++) {
      await expect.poll(() => roots.nth(i).evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')))).toBe(true);
    }
    await session.page.waitForTimeout(300);
    expect(session.problems).toEqual([]);
  });

  it("Joy UI's demos run on the product's own Joy UI 5 and React 18, in Joy's theme, dark before and after hydration", async () => {
    await session.page.emulateMedia({ colorScheme: 'dark' });
    await session.page.goto(url('/joy-ui/react-button/'));
    const solid = session.page.getByRole('button', { name: /^Solid/ });
    const soft = session.page.getByRole('button', { name: 'Soft' });
    // Joy's dark soft primary (its CSS variables, from the stylesheet) before any demo script ran.
    await expect(soft.evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.toBe('rgb(10, 39, 68)');
    await solid.click();
    await expect.poll(() => solid.textContent()).toBe('Solid (1)');
    await expect(soft.evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.toBe('rgb(10, 39, 68)');
    expect(session.problems).toEqual([]);
  });

  it('a switch toggled by the very first click, before hydration, updates the demo', async () => {
    await session.page.goto(url('/material-ui/react-switch/'));
    await session.page.getByRole('switch', { name: 'Airplane mode' }).dispatchEvent('click');
    await session.page.getByText('Airplane mode is on').waitFor();
    expect(session.problems).toEqual([]);
  });

  it('the "All permissions" checkbox controls the others from the first click', async () => {
    await session.page.goto(url('/material-ui/react-checkbox/'));
    await session.page.getByRole('checkbox', { name: 'All permissions' }).dispatchEvent('click');
    await expect.poll(() => session.page.getByRole('checkbox', { name: 'Read' }).isChecked()).toBe(true);
    expect(session.problems).toEqual([]);
  });

  it('a chip deleted through its icon (an SVG) goes away, even before hydration', async () => {
    await session.page.goto(url('/material-ui/react-chip/'));
    const chip = session.page.getByRole('button', { name: 'typescript' });
    await chip.locator('svg').dispatchEvent('click');
    await expect.poll(() => chip.count()).toBe(0);
    expect(session.problems).toEqual([]);
  });

  it('a dialog opens and closes', async () => {
    await session.page.goto(url('/material-ui/react-dialog/'));
    await session.page.getByRole('button', { name: 'Open dialog' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Archive this conversation?' });
    await dialog.waitFor();
    await session.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(session.problems).toEqual([]);
  });
});
