import fs from 'node:fs';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { decompressFromBase64 } from 'lz-string';
import type { FrameLocator, Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { REPO_ROOT } from '../helpers/site.js';

/**
 * The example site's Acme Forms (content/acme-forms/): a product whose demos run on Mantine 9
 * and React 19, installed from npm in the product's own folder — a component library that is not
 * MUI, styled by its own CSS and configured by its own provider.
 */
const session = useBrowserSession();

const url = session.url;

/** Each page of the product, with its demos and a text each renders on the server. */
const PAGES: Record<string, Record<string, string>> = {
  '/acme-forms/overview/': {},
  '/acme-forms/installation/': {},
  '/acme-forms/react-button/': { ButtonVariants: 'Save draft (0)', ButtonSizes: 'Submit order (md)', StatusCard: 'Return form RF-0412' },
  '/acme-forms/react-text-input/': { PickupForm: 'Book pickup', AddressFields: 'Enter a postcode to see the first delivery run.' },
  '/acme-forms/react-modal/': { ConfirmModal: 'Cancel shipment', RowActionsMenu: 'Order actions', FieldHelpPopover: 'What is a customs code?' },
};

const serverHtml = (route: string): string => fs.readFileSync(path.join(session.site.outDir, route, 'index.html'), 'utf8');

const TEAL_7 = 'rgb(12, 166, 120)';
const DARK_6 = 'rgb(46, 46, 46)';
const WHITE = 'rgb(255, 255, 255)';
const BLACK = 'rgb(0, 0, 0)';

const demoRoot = (name: string) => session.page.locator(`#demo-${name} .docsgen-demo-root`);
const saveDraft = () => demoRoot('ButtonVariants').getByRole('button', { name: /^Save draft/ });
// By text, not role: with the settings drawer open, the page behind it is out of the accessibility tree.
const cancel = () => demoRoot('ButtonVariants').locator('button', { hasText: 'Cancel' });
const drawer = () => session.page.getByRole('dialog', { name: 'Settings' });

async function openSettings(): Promise<void> {
  await session.page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await drawer().waitFor();
}

/** The computed style that shows whether Mantine's CSS applies to an element. */
const styleOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      backgroundColor: style.backgroundColor,
      color: style.color,
      borderRadius: style.borderRadius,
      height: style.height,
      width: style.width,
      paddingInlineStart: style.paddingInlineStart,
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
    };
  });

const mantineScheme = (target: Page | FrameLocator) => target.locator('html').getAttribute('data-mantine-color-scheme');

/** The next request to a host (a sandbox service), answered here with an empty page. */
function interceptNext(host: string): Promise<Request> {
  return new Promise((resolve) => {
    void session.context.route(`https://${host}/**`, async (route) => {
      resolve(route.request());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>intercepted</title>' });
    });
  });
}

/** Points at every demo of the page and waits until React owns each root. */
async function hydrateAll(): Promise<void> {
  const roots = session.page.locator('.docsgen-demo-root');
  const count = await roots.count();
  for (let i = 0; i < count; i++) await roots.nth(i).hover();
  for (let i = 0; i < count; i++) {
    await expect.poll(() => roots.nth(i).evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')))).toBe(true);
  }
}

describe("the example site's Acme Forms, built on Mantine", () => {
  it.each(Object.keys(PAGES))('%s renders in its product, without a console problem', async (route) => {
    const response = await session.page.goto(url(route));
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('.docsgen-product-name').textContent()).resolves.toBe('Acme Forms');
    await expect(session.page.locator('h1').count()).resolves.toBe(1);
    await session.page.waitForTimeout(200);
    expect(session.problems).toEqual([]);
  });

  it.each(Object.entries(PAGES).filter(([, demos]) => Object.keys(demos).length > 0))(
    '%s: every demo is rendered on the server with Mantine, and hydrates without a warning',
    async (route, demos) => {
      const html = serverHtml(route);
      for (const [name, text] of Object.entries(demos)) {
        const start = html.indexOf(`id="demo-${name}"`);
        expect(start, name).toBeGreaterThan(-1);
        // The demo's block up to the next demo: Mantine's markup and the demo's own text, before any script ran.
        const next = html.indexOf('class="docsgen-demo"', start);
        // Decoded, for an iframe demo's document is in its srcdoc attribute; React's separators
        // between adjacent text nodes (`Save draft (<!-- -->0<!-- -->)`) left out.
        const block = decodeHTML(html.slice(start, next === -1 ? undefined : next)).replaceAll('<!-- -->', '');
        expect(block, name).toMatch(/mantine-[A-Za-z]+-root/);
        expect(block, name).toContain(text);
      }
      await session.page.goto(url(route));
      await hydrateAll();
      await session.page.waitForTimeout(300);
      expect(session.problems).toEqual([]);
    },
  );

  it('a button counts its clicks, from the first one (before hydration) on', async () => {
    await session.page.goto(url('/acme-forms/react-button/'));
    const save = session.page.getByRole('button', { name: /^Save draft/ });
    await save.click();
    await expect.poll(() => save.textContent()).toBe('Save draft (1)');
    await save.click();
    await expect.poll(() => save.textContent()).toBe('Save draft (2)');
    expect(session.problems).toEqual([]);
  });

  it('the pickup form shows an error as the reader types a dock that cannot be one, and books a valid pickup', async () => {
    await session.page.goto(url('/acme-forms/react-text-input/'));
    // Within the demo: its code, shown beside it, has the same words.
    const demo = session.page.locator('#demo-PickupForm .docsgen-demo-root');
    await demo.hover();
    const dock = demo.getByRole('textbox', { name: 'Loading dock' });
    await expect.poll(() => dock.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__react')))).toBe(true);
    await dock.fill('Z9');
    await demo.getByText('A dock is a letter A–F and a number, like C4').waitFor();
    await expect(dock.getAttribute('aria-invalid')).resolves.toBe('true');
    await dock.fill('C4');
    await demo.getByRole('textbox', { name: 'Contact name' }).fill('Ada Moreau');
    await demo.getByRole('button', { name: 'Book pickup' }).click();
    await demo.getByText('Pickup booked: Ada Moreau at dock C4.').waitFor();
    expect(session.problems).toEqual([]);
  });

  it('the modal demo opens a Mantine modal, which Escape closes', async () => {
    await session.page.goto(url('/acme-forms/react-modal/'));
    await session.page.getByRole('button', { name: 'Cancel shipment' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Cancel shipment SH-2231?' });
    await dialog.waitFor();
    await expect(dialog.getByText('This cannot be undone.', { exact: false }).isVisible()).resolves.toBe(true);
    await session.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(session.problems).toEqual([]);
  });

  it("the menu demo's item runs its action", async () => {
    await session.page.goto(url('/acme-forms/react-modal/'));
    await session.page.getByRole('button', { name: 'Order actions' }).click();
    await session.page.getByRole('menuitem', { name: 'Print label' }).click();
    await session.page.locator('#demo-RowActionsMenu .docsgen-demo-root').getByText('Last action: printed the label').waitFor();
    expect(session.problems).toEqual([]);
  });

  it('the demos are styled in the server HTML, with no script, as they are once hydrated', async () => {
    // No script of docsgen's runs: what the reader sees is the server HTML and its linked CSS.
    await session.page.route('**/_docsgen/*.js', (route) => route.abort('blockedbyclient'));
    await session.page.goto(url('/acme-forms/react-button/'));
    const before = await styleOf(saveDraft());
    expect(before).toMatchObject({ backgroundColor: TEAL_7, color: WHITE, borderRadius: '8px', height: '36px' });
    await session.page.unroute('**/_docsgen/*.js');
    session.problems.length = 0; // The scripts' blocked loads.
    await session.page.reload();
    await hydrateAll();
    await session.page.mouse.move(0, 800);
    await expect.poll(() => styleOf(saveDraft())).toEqual(before);
    expect(session.problems).toEqual([]);
  });

  it("the pages link the demos' CSS in <head>, only where a demo needs it; the scheme is on <html> before any script; no layout shift", async () => {
    const head = (route: string) => serverHtml(route).slice(0, serverHtml(route).indexOf('</head>'));
    const links = (route: string) => [...head(route).matchAll(/<link rel="stylesheet" href="\/_docsgen\/([\w-]+)-[\w]+\.css">/g)].map((match) => match[1]);
    expect(links('/acme-forms/react-button/')).toEqual(['styles_layer', 'StatusCard_module']);
    expect(links('/acme-forms/react-text-input/')).toEqual(['styles_layer', 'AddressFields']);
    expect(links('/acme-forms/react-modal/')).toEqual(['styles_layer']);
    expect(links('/acme-forms/overview/')).toEqual([]);
    expect(serverHtml('/acme-forms/react-text-input/').split('</head>')[1]).not.toMatch(/<link rel="stylesheet"/);

    await session.page.route('**/_docsgen/*.js', (route) => route.abort('blockedbyclient'));
    await session.page.goto(url('/acme-forms/react-button/'));
    await expect(session.page.locator('html').getAttribute('data-mantine-color-scheme')).resolves.toBe('light');
    await session.page.unroute('**/_docsgen/*.js');
    session.problems.length = 0; // The scripts' blocked loads.

    await session.page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await session.page.reload();
    await hydrateAll();
    await session.page.waitForTimeout(300);
    await expect(session.page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).resolves.toEqual([]);
    expect(session.problems).toEqual([]);
  });

  it("the demos follow the reader's colour scheme and back, before and after hydration", async () => {
    await session.context.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await session.page.goto(url('/acme-forms/react-button/'));
    await expect(mantineScheme(session.page)).resolves.toBe('dark');
    await expect(styleOf(cancel())).resolves.toMatchObject({ backgroundColor: DARK_6 });
    await hydrateAll();
    await session.page.mouse.move(0, 800);
    await expect.poll(() => styleOf(cancel())).toMatchObject({ backgroundColor: DARK_6 });
    await openSettings();
    await drawer().getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => mantineScheme(session.page)).toBe('light');
    await expect.poll(() => styleOf(cancel())).toMatchObject({ backgroundColor: WHITE, color: BLACK });
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => mantineScheme(session.page)).toBe('dark');
    await expect.poll(() => styleOf(cancel())).toMatchObject({ backgroundColor: DARK_6 });
    expect(session.problems).toEqual([]);
  });

  it('the iframe demo (ButtonSizes) is styled inside its frame and turns dark with the reader', async () => {
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.goto(url('/acme-forms/react-button/'));
    const frame = session.page.frameLocator('#demo-ButtonSizes iframe');
    const framed = frame.locator('button', { hasText: 'Submit order (md)' });
    // The light variant outside the frame: Preview, in ButtonVariants.
    const preview = () => demoRoot('ButtonVariants').locator('button', { hasText: 'Preview' });
    await expect(mantineScheme(frame)).resolves.toBe('light');
    await expect(frame.locator('link[rel="stylesheet"][href*="styles_layer-"]').count()).resolves.toBe(1);
    const light = (await styleOf(preview())).backgroundColor;
    expect(light).not.toBe('rgba(0, 0, 0, 0)');
    await expect(styleOf(framed)).resolves.toMatchObject({ backgroundColor: light, borderRadius: '8px' });
    await openSettings();
    await drawer().getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => mantineScheme(frame)).toBe('dark');
    await expect.poll(async () => (await styleOf(preview())).backgroundColor).not.toBe(light);
    const dark = (await styleOf(preview())).backgroundColor;
    await expect.poll(async () => (await styleOf(framed)).backgroundColor).toBe(dark);
    expect(session.problems).toEqual([]);
  });

  it("a demo edited live re-renders inside the demo provider, keeping Mantine's styles and Acme's teal", async () => {
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.goto(url('/acme-forms/react-button/'));
    const demo = session.page.locator('#demo-ButtonVariants');
    const previewStyle = await styleOf(demo.getByRole('button', { name: 'Preview' }));
    await demo.getByRole('button', { name: 'Edit the code live', exact: true }).click();
    const editor = demo.locator('.docsgen-demo-editor textarea');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.fill((await editor.inputValue()).replace('>Preview<', '>Peek<'));
    const peek = demoRoot('ButtonVariants').getByRole('button', { name: 'Peek' });
    await expect.poll(() => peek.count()).toBe(1);
    await session.page.mouse.move(0, 800);
    await expect(styleOf(peek)).resolves.toEqual({ ...previewStyle, width: (await styleOf(peek)).width });
    await expect(styleOf(saveDraft())).resolves.toMatchObject({ backgroundColor: TEAL_7, borderRadius: '8px' });
    await expect(demo.textContent()).resolves.not.toContain('MantineProvider was not found');
    expect(session.problems).toEqual([]);
  });

  it('the modal and the menu open above the docs header', async () => {
    await session.page.goto(url('/acme-forms/react-modal/'));
    /** The element on top at a point of the header's middle row, and whether it is the header's. */
    const topAtHeader = (x?: number) =>
      session.page.evaluate((atX) => {
        const box = document.querySelector('header')!.getBoundingClientRect();
        const top = document.elementFromPoint(atX ?? box.left + box.width / 2, box.top + box.height / 2);
        return { className: top?.className ?? '', inHeader: top?.closest('header') !== null };
      }, x);
    await session.page.getByRole('button', { name: 'Cancel shipment' }).click();
    await session.page.getByRole('dialog', { name: 'Cancel shipment SH-2231?' }).waitFor();
    await expect.poll(topAtHeader).toEqual({ className: expect.stringContaining('mantine-Modal-overlay'), inHeader: false });
    await session.page.keyboard.press('Escape');
    await session.page.getByRole('dialog').waitFor({ state: 'hidden' });

    // A short window, so the page scrolls far enough to bring the open dropdown under the header.
    await session.page.setViewportSize({ width: 1280, height: 500 });
    await session.page.getByRole('button', { name: 'Order actions' }).click();
    const dropdown = session.page.locator('.mantine-Menu-dropdown');
    await dropdown.waitFor();
    // Scrolled until the open dropdown reaches into the header's area.
    const header = (await session.page.locator('header').first().boundingBox())!;
    const opened = (await dropdown.boundingBox())!;
    await session.page.mouse.wheel(0, opened.y - header.y - header.height / 2);
    await expect.poll(async () => (await dropdown.boundingBox())!.y).toBeLessThan(header.y + header.height - 10);
    const box = (await dropdown.boundingBox())!;
    const top = await session.page.evaluate(
      ([x, y]) => {
        const element = document.elementFromPoint(x!, y!);
        return { inDropdown: element?.closest('.mantine-Menu-dropdown') !== null, inHeader: element?.closest('header') !== null };
      },
      [box.x + box.width / 2, (Math.max(box.y, header.y) + header.y + header.height) / 2],
    );
    expect(top).toEqual({ inDropdown: true, inHeader: false });
    expect(session.problems).toEqual([]);
  });

  it('CSS-module class names match on the server and the client, and the linked CSS applies to them', async () => {
    const html = serverHtml('/acme-forms/react-button/');
    const block = html.slice(html.indexOf('id="demo-StatusCard"'));
    const serverClass = /class="(StatusCard-module_card_\w+)"/.exec(block)?.[1];
    expect(serverClass).toBeDefined();
    await session.page.goto(url('/acme-forms/react-button/'));
    await hydrateAll();
    const card = demoRoot('StatusCard').locator('[class*="StatusCard-module_card_"]');
    await expect(card.getAttribute('class')).resolves.toBe(serverClass);
    await demoRoot('StatusCard').getByRole('button', { name: 'Send' }).click();
    await demoRoot('StatusCard').getByText('Sent to the carrier.').waitFor();
    await expect(card.getAttribute('class')).resolves.toBe(serverClass);
    await expect(card.evaluate((element) => getComputedStyle(element).borderInlineStartWidth)).resolves.toBe('4px');
    await session.page.waitForTimeout(200);
    expect(session.problems).toEqual([]);
  });

  it("the sandbox exports of StatusCard carry its CSS module and the demo provider, with the product's versions", async () => {
    await session.page.goto(url('/acme-forms/react-button/'));
    const demo = session.page.locator('#demo-StatusCard');
    const provider = fs.readFileSync(path.join(REPO_ROOT, 'content/acme-forms/DemoProvider.tsx'), 'utf8');
    const css = fs.readFileSync(path.join(REPO_ROOT, 'content/acme-forms/demos/StatusCard.module.css'), 'utf8');
    const expectProject = (files: Record<string, string>) => {
      expect(files['src/DemoProvider.tsx']).toBe(provider);
      expect(files['src/DemoProvider.tsx']).toContain("import '@mantine/core/styles.layer.css';");
      expect(files['src/StatusCard.module.css']).toBe(css);
      expect(files['src/Demo.tsx']).toContain("import classes from './StatusCard.module.css';");
      expect(files['src/index.tsx']).toMatch(/<DemoProvider[^>]*>\s*<Demo \/>\s*<\/DemoProvider>/);
      const dependencies = (JSON.parse(files['package.json'] ?? '{}') as { dependencies: Record<string, string> }).dependencies;
      expect(dependencies).toMatchObject({ '@mantine/core': '9.8.1', '@mantine/hooks': '9.8.1', react: '19.3.1', 'react-dom': '19.3.1' });
    };

    const sandbox = interceptNext('codesandbox.io');
    await demo.getByRole('button', { name: 'Edit in CodeSandbox', exact: true }).click();
    const parameters = new URLSearchParams((await sandbox).postData() ?? '').get('parameters') ?? '';
    const sandboxFiles = (JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))) as { files: Record<string, { content: string }> })
      .files;
    expectProject(Object.fromEntries(Object.entries(sandboxFiles).map(([name, file]) => [name, file.content])));

    const blitz = interceptNext('stackblitz.com');
    await demo.getByRole('button', { name: 'Edit in StackBlitz', exact: true }).click();
    // A form's fields are sent with CRLF line breaks (the HTML standard's form encoding).
    const form = new URLSearchParams(((await blitz).postData() ?? '').replace(/%0D%0A/gi, '%0A'));
    const blitzFiles = Object.fromEntries(
      [...form.entries()].flatMap(([key, value]) => {
        const name = /^project\[files\]\[(.+)\]$/.exec(key)?.[1];
        return name === undefined ? [] : [[name, value]];
      }),
    );
    expectProject(blitzFiles);
  });
});
