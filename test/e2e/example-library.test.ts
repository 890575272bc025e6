import fs from 'node:fs';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';

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
    await session.page.locator('#demo-PickupForm .docsgen-demo-root').hover();
    const dock = session.page.getByRole('textbox', { name: 'Loading dock' });
    await expect.poll(() => dock.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__react')))).toBe(true);
    await dock.fill('Z9');
    await session.page.getByText('A dock is a letter A–F and a number, like C4').waitFor();
    await expect(dock.getAttribute('aria-invalid')).resolves.toBe('true');
    await dock.fill('C4');
    await session.page.getByRole('textbox', { name: 'Contact name' }).fill('Ada Moreau');
    await session.page.getByRole('button', { name: 'Book pickup' }).click();
    await session.page.getByText('Pickup booked: Ada Moreau at dock C4.').waitFor();
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
    await session.page.getByText('Last action: printed the label').waitFor();
    expect(session.problems).toEqual([]);
  });

  // i28: the tests below need the CSS imports (i28-css), the demo provider and the colour-scheme
  // contract (i28-provider) merged, and the pages naming demos/X.js instead of demos/provided/X.js.
  it.todo(
    'the demos are styled in the server HTML: with JavaScript off, the "Save draft" button (.mantine-Button-root, filled) has a teal background-color, Mantine\'s border-radius and no UA button border; the same computed background-color, color, border-radius, height and padding after it hydrates (hover, then React owns the root)',
  );
  it.todo(
    "the page links @mantine/core/styles.css's bundle and StatusCard.module.css's and AddressFields.css's CSS in its <head> before first paint: <html> has data-mantine-color-scheme before any demo script ran, and no layout shift as the demos hydrate",
  );
  it.todo(
    "the demos follow the reader's colour scheme and back: with the settings drawer's dark mode, <html data-mantine-color-scheme=\"dark\"> and the Cancel (variant default) button's background is Mantine's dark-6, before and after hydration; light again restores the light colours, with no reload and no unstyled frame",
  );
  it.todo(
    "the iframe demo (ButtonSizes) is styled inside its frame: Mantine's CSS and the colour-scheme attribute are in the frame's document, its buttons' computed style equals the same buttons' outside a frame, and it turns dark with the reader",
  );
  it.todo(
    "a demo edited live (Edit the code live on ButtonVariants, change 'Preview' to 'Peek') re-renders inside the demo provider: the new button keeps Mantine's styles and Acme's teal primary colour, no 'MantineProvider was not found' error",
  );
  it.todo(
    "the modal opens above the docs header: with the modal open, document.elementFromPoint at the header's centre (x = innerWidth / 2, y = 20) is inside the modal's overlay (.mantine-Modal-overlay) or content, not the header; the same for the Menu and Popover dropdowns opened next to the header after scrolling them under it",
  );
  it.todo(
    "CSS-module class names match on the server and the client: StatusCard's root class in the server HTML equals its class after hydration and after a re-render (clicking Send), and the class's rules from the linked CSS apply (border-inline-start 4px)",
  );
  it.todo(
    "the sandbox exports (CodeSandbox, StackBlitz) of StatusCard carry StatusCard.module.css as a file and DemoProvider.tsx wrapping the demo, with @mantine/core and @mantine/hooks at the product's versions (9.8.1) in package.json and import '@mantine/core/styles.css' intact",
  );
});
