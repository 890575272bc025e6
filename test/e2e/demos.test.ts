import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { FIXTURES } from '../helpers/site.js';

const session = useBrowserSession({ root: path.join(FIXTURES, 'demos') });

const url = session.url;
const counter = () => session.page.getByRole('button', { name: /^Clicked \d+ times$/ });
const demo = (id: string) => session.page.locator(`.docsgen-demo[data-demo="content/material-ui/demos/${id}"]`);
const visibleSource = (id: string) => demo(id).locator('.docsgen-demo-source:not([hidden])');

describe('live demos', () => {
  it('are visible without JavaScript, with their code', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(url('/material-ui/demos/'));
    await expect(plain.getByRole('button', { name: 'Clicked 0 times' }).isVisible()).resolves.toBe(true);
    await expect(plain.locator('.docsgen-demo-source:not([hidden])').first().isVisible()).resolves.toBe(true);
    await noScript.close();
  });

  it('become interactive after hydration, without a hydration warning', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await expect(counter().textContent()).resolves.toBe('Clicked 0 times');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    await counter().click();
    await expect(counter().textContent()).resolves.toBe('Clicked 2 times');
    expect(session.problems).toEqual([]);
  });

  it('show and hide their code, with the excerpt while collapsed', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    const toggle = demo('Counter').getByRole('button', { name: 'Show code' });
    await expect(demo('Counter').locator('.docsgen-demo-excerpt').isVisible()).resolves.toBe(true);
    await expect(visibleSource('Counter').isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(demo('Counter').getByRole('button', { name: 'Hide code' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(visibleSource('Counter').isVisible()).resolves.toBe(true);
    await expect(demo('Counter').locator('.docsgen-demo-excerpt').isVisible()).resolves.toBe(false);
    await demo('Counter').getByRole('button', { name: 'Hide code' }).click();
    await expect(visibleSource('Counter').isVisible()).resolves.toBe(false);
  });

  it('switch every demo of the page to JS at once, and keep the choice after a reload', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await expect(visibleSource('Counter').getAttribute('data-variant')).resolves.toBe('TS');
    await demo('Counter').getByRole('button', { name: 'JS', exact: true }).click();
    await expect(visibleSource('Counter').getAttribute('data-variant')).resolves.toBe('JS');
    await expect(demo('Counter').getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(session.page.locator('html').getAttribute('data-code-variant')).resolves.toBe('JS');
    const cookie = (await session.context.cookies()).find((entry) => entry.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    await session.page.reload();
    await expect(visibleSource('Counter').getAttribute('data-variant')).resolves.toBe('JS');
    await demo('Counter').getByRole('button', { name: 'TS', exact: true }).click();
    await session.page.reload();
    await expect(visibleSource('Counter').getAttribute('data-variant')).resolves.toBe('TS');
  });

  it('select JS from a URL hash such as #Counter.js', async () => {
    await session.page.goto(url('/material-ui/demos/#Counter.js'));
    await expect(visibleSource('Counter').getAttribute('data-variant')).resolves.toBe('JS');
  });

  it('switch the styling: code and live demo follow', async () => {
    await session.page.goto(url('/material-ui/styling/'));
    const live = demo('Badge').locator('.docsgen-demo-root');
    await expect(live.textContent()).resolves.toBe('Badge styled with SYSTEM');
    await demo('Badge').getByRole('button', { name: 'Show code' }).click();
    await demo('Badge').getByRole('button', { name: 'Tailwind CSS' }).click();
    await expect(visibleSource('Badge').getAttribute('data-styling')).resolves.toBe('Tailwind');
    await expect.poll(() => live.textContent()).toBe('Badge styled with TAILWIND');
    await demo('Badge').getByRole('button', { name: 'Plain CSS' }).click();
    await expect.poll(() => live.textContent()).toBe('Badge styled with CSS');
    await expect(visibleSource('Badge').getAttribute('data-styling')).resolves.toBe('CSS');
    const cookie = (await session.context.cookies()).find((entry) => entry.name === 'codeStyling');
    expect(cookie?.value).toBe('CSS');
    expect(session.problems).toEqual([]);
  });

  it('load no React until the reader shows intent, and replay a click that came first', async () => {
    const hydrated = () => session.page.locator('.docsgen-demo-root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')));
    const scripts: string[] = [];
    session.page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await session.page.goto(url('/material-ui/long/'));
    await counter().scrollIntoViewIfNeeded();
    await session.page.waitForLoadState('networkidle');
    await session.page.waitForTimeout(300);
    await expect(hydrated()).resolves.toBe(false);
    // React's element type, which its code names whatever the bundler renames (React 18 and 19).
    const hasReact = () => scripts.some((code) => /Symbol\.for\(["']react\.(transitional\.)?element["']\)/.test(code));
    expect(hasReact()).toBe(false);
    // The very first click: it hydrates the demo, then reaches the live button.
    await counter().dispatchEvent('click');
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    await expect(hydrated()).resolves.toBe(true);
    expect(hasReact()).toBe(true);
    await counter().click();
    await expect(counter().textContent()).resolves.toBe('Clicked 2 times');
    expect(session.problems).toEqual([]);
  });

  it('hydrate when pointed at', async () => {
    const hydrated = () =>
      demo('Counter')
        .locator('.docsgen-demo-root')
        .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')));
    await session.page.goto(url('/material-ui/demos/'));
    await expect(hydrated()).resolves.toBe(false);
    await counter().hover();
    await expect.poll(hydrated).toBe(true);
  });

  it('in an iframe keep their global styles inside the frame, hydrate there and follow the colour scheme', async () => {
    await session.page.goto(url('/material-ui/styling/'));
    const frameElement = session.page.locator('iframe.docsgen-demo-frame');
    const frame = session.page.frameLocator('iframe.docsgen-demo-frame');
    await expect(frame.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).resolves.toBe('rgb(0, 128, 0)');
    await expect(session.page.locator('article h1').evaluate((h1) => getComputedStyle(h1).color)).resolves.not.toBe('rgb(0, 128, 0)');
    const height = await frameElement.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(50);
    await frameElement.hover();
    const button = frame.getByRole('button', { name: /^Framed \d+$/ });
    await expect.poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(true);
    await button.click();
    await expect(button.textContent()).resolves.toBe('Framed 1');
    await session.page.evaluate(() => document.documentElement.setAttribute('data-mui-color-scheme', 'dark'));
    await expect.poll(() => frame.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(session.problems).toEqual([]);
  });
});
