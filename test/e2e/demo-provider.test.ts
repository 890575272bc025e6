import fs from 'node:fs';
import path from 'node:path';
import { decompressFromBase64 } from 'lz-string';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { copyFixtureWithPackages, FIXTURES } from '../helpers/site.js';

// A site whose demos run on React 18 and MUI 5 (the fixture's packages), wrapped in demo providers
// (config `demoProvider`: Acme's, and the site's default for the other product), with the colour
// scheme put on <html> under more names (config `colorScheme`).
const session = useBrowserSession({ root: copyFixtureWithPackages('provider', 'react18-mui5') });
const page = () => session.page;
const demo = (name: string) => page().locator(`.docsgen-demo[data-demo="content/acme/demos/${name}"]`);
const drawer = () => page().getByRole('dialog', { name: 'Settings' });
const settingsText = () => demo('Themed').getByTestId('acme-settings');
const frame = () => page().frameLocator('iframe.docsgen-demo-frame');
const PROVIDER_SOURCE = fs.readFileSync(path.join(FIXTURES, 'provider/content/acme/DemoProvider.tsx'), 'utf8');

/** Stores the colour mode as the settings drawer does, before any page of the context loads. */
const storeMode = (mode: 'dark' | 'light') => session.context.addInitScript((stored) => localStorage.setItem('mui-mode', stored), mode);

async function openSettings(): Promise<void> {
  await page().getByRole('button', { name: 'Toggle settings drawer' }).click();
  await drawer().waitFor();
}

/** The colour-scheme contract on a document's <html>: its attributes and classes. */
const contractOf = (target: Page | ReturnType<typeof frame>) =>
  target.locator('html').evaluate((html) => ({
    colorScheme: html.getAttribute('data-color-scheme'),
    mantine: html.getAttribute('data-mantine-color-scheme'),
    theme: html.getAttribute('data-theme'),
    dark: html.classList.contains('dark'),
    light: html.classList.contains('light'),
  }));
const contract = (scheme: 'light' | 'dark') => ({ colorScheme: scheme, mantine: scheme, theme: scheme, dark: scheme === 'dark', light: scheme === 'light' });

async function interceptNext(host: string): Promise<Request> {
  return new Promise((resolve) => {
    void session.context.route(`https://${host}/**`, async (route) => {
      resolve(route.request());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>intercepted</title>' });
    });
  });
}

describe('a demo provider', () => {
  it('wraps demos in the server HTML and after hydration, the product’s own or the site’s default', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    const html = await (await page().request.get(session.url('/acme/demos/'))).text();
    expect(html).toMatch(/data-testid="acme-provider" data-scheme="light"/);
    const plain = await (await page().request.get(session.url('/plain/demos/'))).text();
    expect(plain).toMatch(/data-testid="site-provider" data-scheme="light"[^]*data-testid="hello"/);
    expect(plain).not.toContain('acme-provider');

    await page().goto(session.url('/acme/demos/'));
    await demo('Themed')
      .getByRole('button', { name: /^Clicked/ })
      .click();
    await expect
      .poll(() =>
        demo('Themed')
          .getByRole('button', { name: /^Clicked/ })
          .textContent(),
      )
      .toBe('Clicked 1 times');
    await expect(demo('Themed').getAttribute('data-hydrated')).resolves.toBe('');
    await expect(settingsText().textContent()).resolves.toBe('light ltr roomy 8 site');
    // Its own MUI theme, nested in docsgen's demo theme, reaches the demo (the Paper's radius).
    await expect(
      demo('Themed')
        .getByTestId('themed-paper')
        .evaluate((element) => getComputedStyle(element).borderRadius),
    ).resolves.toBe('7px');
    // The demo is inside the provider, once.
    await expect(demo('Themed').locator('[data-testid="acme-provider"] [data-testid="themed-paper"]').count()).resolves.toBe(1);
    // Readers never see the provider in the demo's code.
    await expect(demo('Themed').locator('.docsgen-demo-source').first().textContent()).resolves.not.toContain('DemoProvider');
    expect(session.problems).toEqual([]);
  });

  it('receives the reader’s settings and re-renders when they change', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(session.url('/acme/demos/'));
    await demo('Themed').hover();
    await expect.poll(() => demo('Themed').getAttribute('data-hydrated')).toBe('');
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => settingsText().textContent()).toBe('dark ltr roomy 8 site');
    await expect(demo('Themed').getByTestId('mui-mode').textContent()).resolves.toBe('dark');
    await drawer().getByRole('button', { name: 'Right to left' }).click();
    await drawer().getByRole('switch', { name: 'Apply higher density via props' }).check();
    await drawer().getByRole('button', { name: 'increase spacing' }).click();
    await expect.poll(() => settingsText().textContent()).toBe('dark rtl dense 9 site');
    await drawer().getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => settingsText().textContent()).toBe('light rtl dense 9 site');
    await drawer().getByRole('button', { name: 'Edit website colors' }).click();
    await drawer().getByRole('button', { name: 'Purple' }).click();
    await expect.poll(() => settingsText().textContent()).toBe('light rtl dense 9 #7b1fa2');
    expect(session.problems).toEqual([]);
  });

  it('wraps live-edited code, a reset demo and an iframe demo', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(session.url('/acme/demos/'));
    await demo('Themed').getByRole('button', { name: 'Edit the code live', exact: true }).click();
    const editor = demo('Themed').locator('.docsgen-demo-editor textarea');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.fill((await editor.inputValue()).replace('Clicked {count} times', 'Edited {count}'));
    await expect.poll(() => demo('Themed').locator('[data-testid="acme-provider"] button', { hasText: 'Edited 0' }).count()).toBe(1);
    await demo('Themed').getByRole('button', { name: 'Reset demo', exact: true }).click();
    await expect.poll(() => demo('Themed').locator('[data-testid="acme-provider"] button', { hasText: 'Clicked 0 times' }).count()).toBe(1);

    await expect(frame().locator('[data-testid="acme-provider"] [data-testid="framed"]').count()).resolves.toBe(1);
    await demo('Framed').locator('iframe').hover();
    await expect.poll(() => demo('Framed').getAttribute('data-hydrated')).toBe('');
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => frame().getByTestId('acme-provider').getAttribute('data-scheme')).toBe('dark');
    expect(session.problems).toEqual([]);
  });

  it('is a file of the sandbox project, the index wrapping the demo in it', async () => {
    await page().goto(session.url('/acme/demos/'));
    const request = interceptNext('codesandbox.io');
    await demo('Themed').getByRole('button', { name: 'Edit in CodeSandbox', exact: true }).click();
    const form = new URLSearchParams((await request).postData() ?? '');
    const base64 = (form.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const files = (JSON.parse(decompressFromBase64(base64)) as { files: Record<string, { content: string }> }).files;
    expect(files['src/DemoProvider.tsx']?.content).toBe(PROVIDER_SOURCE);
    expect(files['src/index.tsx']?.content).toMatch(
      /<ThemeProvider theme=\{theme\}>\s*<CssBaseline \/>\s*<DemoProvider colorScheme="light" direction="ltr"[^>]*>\s*<Demo \/>\s*<\/DemoProvider>/,
    );
    expect(files['src/Demo.tsx']?.content).not.toContain('DemoProvider');
  });
});

describe('the colour-scheme contract', () => {
  it('is on <html> before first paint, with no runtime, in the page and in an iframe demo', async () => {
    await storeMode('dark');
    // The runtime never loads: what the page shows is the HTML's and its inline scripts'.
    await page().route('**/_docsgen/*.js', (route) => route.abort());
    await page().goto(session.url('/acme/demos/'));
    await expect(contractOf(page())).resolves.toEqual(contract('dark'));
    await expect(page().locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
    await expect(contractOf(frame())).resolves.toEqual(contract('dark'));
    await expect(frame().locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe('dark');
  });

  it('follows the reader’s switch and back, in the page and in an iframe demo', async () => {
    await page().emulateMedia({ colorScheme: 'light' });
    await page().goto(session.url('/acme/demos/'));
    await expect(contractOf(page())).resolves.toEqual(contract('light'));
    await expect(contractOf(frame())).resolves.toEqual(contract('light'));
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => contractOf(page())).toEqual(contract('dark'));
    await expect.poll(() => contractOf(frame())).toEqual(contract('dark'));
    await drawer().getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => contractOf(page())).toEqual(contract('light'));
    await expect.poll(() => contractOf(frame())).toEqual(contract('light'));
    expect(session.problems).toEqual([]);
  });

  it('shows an MUI 5 demo in the reader’s dark scheme right after load, with no interaction', async () => {
    await storeMode('dark');
    await page().goto(session.url('/acme/demos/'));
    const paper = demo('Themed').getByTestId('themed-paper');
    // The server rendered light (MUI 5's theme has no CSS variables); the page hydrates it at once.
    await expect.poll(() => paper.evaluate((element) => getComputedStyle(element).backgroundColor), { timeout: 10_000 }).toBe('rgb(18, 18, 18)');
    await expect(demo('Themed').getByTestId('mui-mode').textContent()).resolves.toBe('dark');
    await expect(settingsText().textContent()).resolves.toBe('dark ltr roomy 8 site');
    expect(session.problems).toEqual([]);
  });
});

describe('overlays a demo appends to the body', () => {
  /** What is on top at a point inside the sticky header. */
  const topAtHeader = () =>
    page().evaluate(() => {
      const box = document.querySelector('header')!.getBoundingClientRect();
      return (
        document
          .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          ?.closest('[data-testid]')
          ?.getAttribute('data-testid') ?? null
      );
    });

  it('are above the header: MUI’s modal (z-index 1300) and a plain fixed layer at z-index 200', async () => {
    await page().goto(session.url('/acme/overlays/'));
    await page().getByRole('button', { name: 'Open MUI modal' }).click();
    await expect.poll(topAtHeader, { timeout: 10_000 }).toBe('mui-modal-content');
    await page().keyboard.press('Escape');
    await expect.poll(() => page().getByTestId('mui-modal-content').count()).toBe(0);
    await page().getByRole('button', { name: 'Open plain overlay' }).click();
    await expect.poll(topAtHeader, { timeout: 10_000 }).toBe('plain-overlay');
    expect(session.problems).toEqual([]);
  });

  it('leave the shell’s own overlays above the demos in the page', async () => {
    await page().goto(session.url('/acme/demos/'));
    await openSettings();
    // Polled: the drawer slides in, and a loaded machine may still be animating it.
    const inDrawer = () =>
      drawer().evaluate((element) => {
        const paper = element.querySelector('.MuiDrawer-paper') ?? element;
        const box = paper.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    await expect.poll(inDrawer, { timeout: 10_000 }).toBe(true);
    // The page's header still covers the page it scrolls over (demos included).
    await demo('Themed').evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 20));
    await page().keyboard.press('Escape');
    await expect.poll(() => page().evaluate(() => document.elementFromPoint(640, 20)?.closest('header') !== null)).toBe(true);
  });
});
