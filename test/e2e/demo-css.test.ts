import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserSession } from '../helpers/browserSession.js';
import { copyFixtureWithPackages } from '../helpers/site.js';

// Demos styled as their library documents it: Mantine's stylesheet from npm
// (`import '@mantine/core/styles.css'`), a stylesheet beside the demo and a CSS module — styled in
// the server's HTML, before any script runs, exactly as after hydration; in an iframe too.

const root = copyFixtureWithPackages('mantine', 'mantine');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const session = useBrowserSession({ root });

const PROPERTIES = ['background-color', 'color', 'height', 'padding-left', 'border-radius', 'font-style', 'font-weight', 'display'] as const;
const styleOf = (locator: Locator) =>
  locator.evaluate((element, properties) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
  }, PROPERTIES);

const mantineButton = (page: Page) => page.getByTestId('mantine-button');
const tag = (page: Page) => page.getByTestId('tag');

/** The page as the server sent it, no script run: what a reader sees before the runtime loads. */
async function withoutScripts<T>(route: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(session.url(route));
    return await read(page);
  } finally {
    await context.close();
  }
}

async function hydrate(page: Page, demo: Locator): Promise<void> {
  await demo.hover();
  await expect.poll(() => page.locator('.docsgen-demo', { has: demo }).getAttribute('data-hydrated')).toBe('');
}

describe('demos that import CSS', () => {
  it("are styled by Mantine's stylesheet, a local one and a CSS module in the server's HTML, as after hydration", async () => {
    const before = await withoutScripts('/mantine/button/', async (page) => ({
      button: await styleOf(mantineButton(page)),
      tag: await styleOf(tag(page)),
      note: await styleOf(page.locator('.tagged-note')),
    }));
    // Mantine's Button (its stylesheet and the provider's variables): 36 px high, white text, rounded.
    // Its fill is Mantine's colour-scheme variables', set once its scheme attribute is on <html>
    // (the colour-scheme contract's part of the work): left out here.
    expect(before.button.height).toBe('36px');
    expect(before.button.color).toBe('rgb(255, 255, 255)');
    expect(before.button['border-radius']).toBe('8px');
    expect(before.button['padding-left']).toBe('18px');
    delete before.button['background-color'];
    // The CSS module's class and the local stylesheet's.
    expect(before.tag['background-color']).toBe('rgb(250, 220, 40)');
    expect(before.tag['border-radius']).toBe('6px');
    expect(before.note['font-style']).toBe('italic');

    const page = session.page;
    await page.goto(session.url('/mantine/button/'));
    await hydrate(page, mantineButton(page));
    await hydrate(page, tag(page));
    await page.mouse.move(0, 0);
    await expect.poll(() => styleOf(tag(page))).toEqual(before.tag);
    expect(await styleOf(page.locator('.tagged-note'))).toEqual(before.note);
    expect({ ...(await styleOf(mantineButton(page))), 'background-color': undefined }).toEqual({ ...before.button, 'background-color': undefined });
    expect(session.problems).toEqual([]);
  });

  it("gives a CSS module's class the same name in the server's HTML and once hydrated and rendered again, without a mismatch", async () => {
    const serverClass = await withoutScripts('/mantine/button/', (page) => tag(page).getAttribute('class'));
    expect(serverClass).toMatch(/^Tagged-module_tag_[\w-]+$/);
    const page = session.page;
    await page.goto(session.url('/mantine/button/'));
    await hydrate(page, tag(page));
    await tag(page).click();
    await expect.poll(() => tag(page).textContent()).toBe('Tagged 1');
    expect(await tag(page).getAttribute('class')).toBe(serverClass);
    expect(session.problems).toEqual([]);
  });

  it('keeps a demo styled through live editing: its stylesheet and its CSS module (the same class names) stay', async () => {
    const page = session.page;
    await page.goto(session.url('/mantine/button/'));
    const demo = page.locator('.docsgen-demo', { has: tag(page) });
    const before = await styleOf(tag(page));
    await demo.getByRole('button', { name: 'Edit the code live' }).click();
    const editor = demo.locator('.docsgen-demo-editor textarea');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.fill((await editor.inputValue()).replace('Tagged {count}', 'Edited {count}'));
    await expect.poll(() => tag(page).textContent()).toBe('Edited 0');
    await expect(demo.locator('.docsgen-demo-error').isVisible()).resolves.toBe(false);
    expect(await styleOf(tag(page))).toEqual(before);
    expect(session.problems).toEqual([]);
  });

  it('styles an iframe demo inside its frame with the stylesheets it imports, and none of them in the page', async () => {
    const page = session.page;
    await page.goto(session.url('/mantine/framed/'));
    const frame = page.locator('iframe.docsgen-demo-frame').contentFrame();
    await expect.poll(() => styleOf(frame.getByTestId('mantine-button')).then((style) => style.height)).toBe('36px');
    const button = await styleOf(frame.getByTestId('mantine-button'));
    expect(button.color).toBe('rgb(255, 255, 255)');
    expect(button['padding-left']).toBe('18px');
    const pageLinks = await page.locator('head link[rel="stylesheet"]').count();
    expect(pageLinks).toBe(1);
    expect(session.problems).toEqual([]);
  });
});
