import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_AD_SCRIPT, seriousA11yViolations, watchConsole } from '../helpers/browser.js';
import { useBrowserSession } from '../helpers/browserSession.js';

/** The example site, built once for the file. */
const session = useBrowserSession();
const url = session.url;

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = { phone: PHONE, tablet: TABLET, desktop: DESKTOP } as const;

const PAGE = '/material-ui/getting-started/installation/';
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open main navigation' });

/** Every page of the built site, as routes. */
function builtRoutes(outDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '_docsgen') walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') routes.push(`/${path.relative(outDir, dir).split(path.sep).join('/')}/`.replace('//', '/'));
    }
  };
  walk(outDir);
  return routes.sort();
}

async function withContext<T>(options: BrowserContextOptions, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await session.browser.newContext(options);
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

async function newPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  return { page, problems: watchConsole(page) };
}

describe('every page of the example site, on a phone, a tablet and a desktop', () => {
  it(
    'has no horizontal overflow, its H1 starts in the first screen, and it loads without a console error, warning or page error',
    { timeout: 240_000 },
    async () => {
      const routes = builtRoutes(session.site.outDir);
      expect(routes.length).toBeGreaterThan(50);
      const sizes = Object.entries(VIEWPORTS);
      const failures: string[] = [];
      await withContext({}, async (context) => {
        // A few tabs at a time: the pages are independent, the machine is shared.
        const queue = routes.map((route, index) => ({ route, index }));
        const worker = async () => {
          const { page, problems } = await newPage(context);
          for (let next = queue.shift(); next; next = queue.shift()) {
            const { route, index } = next;
            // Each page is loaded once, at each size in turn (a third of them load on a phone, a third
            // on a tablet, a third on a desktop), then turned to the other two sizes as a window is.
            const order = [...sizes.slice(index % sizes.length), ...sizes.slice(0, index % sizes.length)];
            await page.setViewportSize(order[0]![1]);
            problems.length = 0;
            await page.goto(url(route), { waitUntil: 'load' });
            for (const [name, viewport] of order) {
              await page.setViewportSize(viewport);
              const layout = await page.evaluate(async () => {
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                return {
                  scrollWidth: document.scrollingElement!.scrollWidth,
                  innerWidth: window.innerWidth,
                  h1Top: document.querySelector('h1')?.getBoundingClientRect().top ?? null,
                  innerHeight: window.innerHeight,
                };
              });
              if (layout.scrollWidth > layout.innerWidth) failures.push(`${name} ${route}: scrollWidth ${layout.scrollWidth} > ${layout.innerWidth}`);
              if (layout.h1Top === null || layout.h1Top >= layout.innerHeight)
                failures.push(`${name} ${route}: H1 top ${layout.h1Top} (viewport ${layout.innerHeight})`);
            }
            // What the page said while it loaded and while it was turned to the other sizes.
            if (problems.length > 0) failures.push(`${route}: ${problems.join('; ')}`);
          }
        };
        await Promise.all([worker(), worker(), worker()]);
      });
      expect(failures).toEqual([]);
    },
  );
});

describe('the side navigation on a narrow screen', () => {
  it('is hidden behind the menu button, which opens it in a focus-trapped drawer; Escape closes it and focus returns', async () => {
    await withContext({ viewport: PHONE }, async (context) => {
      const { page, problems } = await newPage(context);
      await page.goto(url(PAGE));
      await expect(page.locator('.docsgen-layout > .docsgen-sidenav').isVisible()).resolves.toBe(false);
      await menuButton(page).click();
      const drawer = page.locator('.docsgen-nav-drawer');
      await drawer.waitFor();
      const active = drawer.locator('a[aria-current="page"]');
      await expect(active.textContent()).resolves.toBe('Installation');
      await expect(active.isVisible()).resolves.toBe(true);
      // Focus stays in the drawer however far the reader tabs.
      for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest('.docsgen-nav-drawer')))).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect(menuButton(page).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      // A link in the drawer goes to its page.
      await menuButton(page).click();
      await drawer.getByRole('link', { name: 'Usage' }).click();
      await page.waitForURL(/\/material-ui\/getting-started\/usage\/$/);
      expect(problems).toEqual([]);
    });
  });

  it('opens without JavaScript too, as a disclosure of the page’s own navigation', async () => {
    await withContext({ viewport: PHONE, javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(url(PAGE));
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.isVisible()).resolves.toBe(false);
      await menuButton(page).click();
      await expect(nav.isVisible()).resolves.toBe(true);
      const box = (await nav.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBeLessThanOrEqual(PHONE.width);
      await nav.getByRole('link', { name: 'Usage' }).click();
      await page.waitForURL(/\/material-ui\/getting-started\/usage\/$/);
    });
  });

  it('the header fits 360 px: every control on screen, nothing wider than the viewport', async () => {
    await withContext({ viewport: { width: 360, height: 740 } }, async (context) => {
      const page = await context.newPage();
      // The longest product name, a product without a version menu, and a page outside any product.
      for (const route of ['/x/react-date-pickers/date-picker/', '/toolpad/core/introduction/', '/versions/', PAGE]) {
        await page.goto(url(route));
        const header = await page.locator('.docsgen-header').evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          controls: [...element.querySelectorAll<HTMLElement>('a[href], button, summary')]
            .filter((control) => control.checkVisibility())
            .map((control) => {
              const box = control.getBoundingClientRect();
              return { name: control.getAttribute('aria-label') ?? control.textContent?.trim(), left: box.left, right: box.right };
            }),
        }));
        expect(header.scrollWidth, route).toBeLessThanOrEqual(360);
        expect(
          header.controls.filter((control) => control.left < 0 || control.right > 360),
          route,
        ).toEqual([]);
        expect(header.controls.map((control) => control.name)).toEqual(
          expect.arrayContaining(['Open main navigation', expect.stringMatching(/^Search/), 'Toggle settings drawer']),
        );
      }
    });
  });

  it('the open drawer has no serious or critical accessibility violation', async () => {
    await withContext({ viewport: PHONE }, async (context) => {
      const page = await context.newPage();
      await page.goto(url(PAGE));
      await menuButton(page).click();
      await page.locator('.docsgen-nav-drawer').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  it('shows the table of contents in a closed disclosure above the content', async () => {
    await withContext({ viewport: PHONE }, async (context) => {
      const page = await context.newPage();
      await page.goto(url(PAGE));
      const disclosure = page.locator('.docsgen-toc-disclosure');
      await expect(disclosure.isVisible()).resolves.toBe(true);
      await expect(page.locator('.docsgen-toc-column').isVisible()).resolves.toBe(false);
      const link = disclosure.getByRole('link', { name: 'Peer dependencies' });
      await expect(link.isVisible()).resolves.toBe(false);
      await disclosure.locator('summary').click();
      await link.click();
      await expect(page.evaluate(() => location.hash)).resolves.toBe('#peer-dependencies');
    });
  });

  it('the settings drawer and the search dialog fill a phone’s screen', async () => {
    await withContext({ viewport: PHONE }, async (context) => {
      const { page, problems } = await newPage(context);
      await page.goto(url(PAGE));
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await settings.waitFor();
      await expect.poll(async () => (await settings.boundingBox())?.x).toBe(0);
      expect((await settings.boundingBox())!.width).toBe(PHONE.width);
      await page.keyboard.press('Escape');
      await settings.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Search' }).click();
      const search = page.getByRole('dialog', { name: 'Search' });
      await search.waitFor();
      await expect.poll(async () => (await search.boundingBox())?.width).toBe(PHONE.width);
      expect((await search.boundingBox())!.height).toBe(PHONE.height);
      expect(problems).toEqual([]);
    });
  });

  it('on a touch screen the copy button sits above the code, never over it', async () => {
    await withContext({ viewport: PHONE, hasTouch: true, isMobile: true }, async (context) => {
      const page = await context.newPage();
      await page.goto(url(PAGE));
      await expect(page.evaluate(() => matchMedia('(hover: none)').matches)).resolves.toBe(true);
      const frame = page.locator('.docsgen-code-frame').first();
      await frame.locator('.docsgen-copy').waitFor();
      const places = await frame.evaluate((element) => {
        const pre = element.querySelector('pre')!;
        const button = element.querySelector('.docsgen-copy')!;
        return {
          buttonBottom: button.getBoundingClientRect().bottom,
          buttonOpacity: getComputedStyle(button).opacity,
          codeTop: pre.getBoundingClientRect().top + parseFloat(getComputedStyle(pre).paddingTop),
        };
      });
      expect(places.buttonOpacity).toBe('1');
      expect(places.buttonBottom).toBeLessThanOrEqual(places.codeTop);
    });
  });
});

describe('focus', () => {
  it('every header control shows a visible focus ring, on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withContext({ viewport }, async (context) => {
        const page = await context.newPage();
        await page.goto(url(PAGE));
        const controls = await page
          .locator('.docsgen-header')
          .evaluate((header) =>
            [...header.querySelectorAll<HTMLElement>('a[href], button, summary')]
              .filter((element) => element.checkVisibility())
              .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
          );
        expect(controls.length).toBeGreaterThanOrEqual(5);
        const ringed = new Set<string>();
        for (let i = 0; i < 20; i++) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement;
            if (!element.closest('.docsgen-header')) return undefined;
            const focused = getComputedStyle(element);
            const ring = { outline: `${focused.outlineStyle} ${focused.outlineWidth}`, shadow: focused.boxShadow };
            element.blur();
            const rest = getComputedStyle(element);
            const resting = { outline: `${rest.outlineStyle} ${rest.outlineWidth}`, shadow: rest.boxShadow };
            element.focus({ focusVisible: true } as FocusOptions);
            return {
              name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
              visible:
                (ring.outline !== resting.outline && !ring.outline.startsWith('none') && parseFloat(focused.outlineWidth) >= 2) ||
                ring.shadow !== resting.shadow,
            };
          });
          if (focus?.visible) ringed.add(focus.name);
        }
        expect(controls.filter((name) => !ringed.has(name))).toEqual([]);
      });
    }
  });
});

describe('navigation that behaves', () => {
  it('a group’s chevron opens and closes it in place; its title stays a link', async () => {
    await withContext({ viewport: DESKTOP }, async (context) => {
      const { page, problems } = await newPage(context);
      await page.goto(url(PAGE));
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const gettingStarted = nav.getByRole('button', { name: 'Show or hide Getting started' });
      await expect(gettingStarted.getAttribute('aria-expanded')).resolves.toBe('true');
      await gettingStarted.click();
      await expect.poll(() => gettingStarted.getAttribute('aria-expanded')).toBe('false');
      await expect(nav.getByRole('link', { name: 'Installation' }).isVisible()).resolves.toBe(false);
      await gettingStarted.click();
      await expect.poll(() => nav.getByRole('link', { name: 'Installation' }).isVisible()).toBe(true);

      // A group the page left closed gets its children from the nav data, without leaving the page.
      const customization = nav.getByRole('button', { name: 'Show or hide Customization' });
      await expect(customization.getAttribute('aria-expanded')).resolves.toBe('false');
      await customization.click();
      await expect.poll(() => customization.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'Dark mode' }).waitFor();
      expect(page.url()).toBe(url(PAGE));
      // A target of at least 24 × 24 px (WCAG 2.5.8), within the space its title leaves it.
      const target = (await customization.boundingBox())!;
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
      const title = (await nav.getByRole('link', { name: 'Customization' }).boundingBox())!;
      expect(target.x + target.width).toBeCloseTo(title.x + title.width, 0);
      await customization.click();
      await expect.poll(() => nav.getByRole('link', { name: 'Dark mode' }).isVisible()).toBe(false);
      await expect(nav.getByRole('link', { name: 'Customization' }).getAttribute('href')).resolves.toMatch(/^\/material-ui\/customization\//);
      expect(problems).toEqual([]);
    });
  });

  it('the table of contents marks the section in view', async () => {
    await withContext({ viewport: DESKTOP }, async (context) => {
      const page = await context.newPage();
      await page.goto(url(PAGE));
      const toc = page.locator('.docsgen-toc-column');
      const current = () => toc.locator('a[aria-current="location"]').textContent();
      for (const [id, text] of [
        ['roboto-font', 'Roboto font'],
        ['default-installation', 'Default installation'],
      ] as const) {
        await page.evaluate((heading) => document.getElementById(heading)!.scrollIntoView(), id);
        await expect.poll(current).toBe(text);
      }
      await expect(toc.locator('a[aria-current="location"]').count()).resolves.toBe(1);
    });
  });

  it('direction, density and spacing chosen in the drawer persist across a navigation, from the first paint', async () => {
    await withContext({ viewport: DESKTOP }, async (context) => {
      const { page, problems } = await newPage(context);
      await page.goto(url(PAGE));
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      let drawer = page.getByRole('dialog', { name: 'Settings' });
      await drawer.getByRole('button', { name: 'Right to left' }).click();
      await drawer.getByRole('switch', { name: 'Apply higher density via props' }).check();
      await drawer.getByRole('button', { name: 'increase spacing' }).click();
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      await page.keyboard.press('Escape');

      // The direction is there before any module script runs.
      await page.route(/\/_docsgen\/.*\.js$/, (route) => route.abort(), { times: 1 });
      await page.goto(url('/material-ui/getting-started/usage/'));
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      await page.unrouteAll();
      // A demo hydrates against the server's theme, then takes the stored density: no warning.
      await page.goto(url('/material-ui/react-button/'));
      const demoRoot = page.locator('[data-hydrate] [data-hydrate-root]').first();
      await demoRoot.hover();
      await expect.poll(() => demoRoot.evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')))).toBe(true);
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      drawer = page.getByRole('dialog', { name: 'Settings' });
      await expect(drawer.getByRole('button', { name: 'Right to left' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(drawer.getByRole('switch', { name: 'Apply higher density via props' }).isChecked()).resolves.toBe(true);
      await expect(drawer.getByTestId('spacing-value').textContent()).resolves.toBe('9px');
      await drawer.getByRole('button', { name: 'Left to right' }).click();
      await drawer.getByRole('button', { name: 'Reset density' }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('docsgen-settings'))).toBeNull();
      expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);
    });
  });
});

describe('the sponsor slot of the example site, whose ad network is unreachable', () => {
  it('sits below the description and shows an in-house ad, fitting every screen without a layout shift', { timeout: 60_000 }, async () => {
    // The three sizes side by side: each waits seconds for the fallback.
    const sizes = Object.entries(VIEWPORTS).map(([name, viewport]) =>
      withContext({ viewport }, async (context) => {
        const { page, problems } = await newPage(context);
        const failedScripts: string[] = [];
        page.on('requestfailed', (request) => failedScripts.push(request.url()));
        await page.goto(url('/acme-ui/react-signal-light/'));
        const slot = page.locator('[data-ad-slot]');
        await expect(slot.evaluate((element) => element.previousElementSibling?.matches('p.description'))).resolves.toBe(true);
        const headingBefore = await page.locator('main h2').first().boundingBox();
        // More than 6 polls 500 ms apart find no placement: the fallback (or, 1 time in 5, the "help us" message).
        await expect.poll(() => slot.getAttribute('data-ad-state'), { timeout: 10_000 }).toMatch(/^(in-house|adblock)$/);
        await expect(slot.locator('.docsgen-ad-box a[href]').first().isVisible()).resolves.toBe(true);
        const layout = await slot.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { left: box.left, right: box.right, innerWidth: window.innerWidth, scrollWidth: document.scrollingElement!.scrollWidth };
        });
        expect(layout.left, name).toBeGreaterThanOrEqual(0);
        expect(layout.right, name).toBeLessThanOrEqual(layout.innerWidth);
        expect(layout.scrollWidth, name).toBeLessThanOrEqual(layout.innerWidth);
        expect(await page.locator('main h2').first().boundingBox(), name).toEqual(headingBefore);
        expect(failedScripts, name).toEqual([EXAMPLE_AD_SCRIPT]);
        expect(problems, name).toEqual([]);
      }),
    );
    await Promise.all(sizes);
  });

  it('is left out of the generated home page', async () => {
    await session.page.goto(url('/'));
    await expect(session.page.locator('[data-ad-slot]').count()).resolves.toBe(0);
  });
});
