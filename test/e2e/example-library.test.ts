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

  // i28: the tests below need the CSS imports (i28-css), the demo provider and the colour-scheme
  // contract (i28-provider) merged, the product wired to them (docsgen.config.ts: demoProvider and
  // colorScheme.attribute; DemoProvider.tsx importing '@mantine/core/styles.layer.css'), and the
  // pages naming demos/X.js instead of demos/provided/X.js. The colours were measured in Chromium
  // on a trial merge of each branch with this one.
  it.todo(
    'the demos are styled in the server HTML: right after load, before any demo hydrates (no pointer over a demo), the "Save draft" button (.mantine-Button-root, filled) has background-color rgb(12, 166, 120) (Acme\'s teal, Mantine\'s teal-7), white text, border-radius 8px and height 36px; the same computed background-color, color, border-radius, height and padding once it has hydrated (hover, wait until React owns the root, then move the pointer away: hover changes the colour)',
  );
  it.todo(
    "the pages link the demos' CSS in <head>, and only the pages that need it: /acme-forms/react-button/ Mantine's styles.layer.css bundle and StatusCard.module.css's, /acme-forms/react-text-input/ Mantine's and AddressFields.css's, /acme-forms/overview/ none of them; <html> has data-mantine-color-scheme before any demo script ran; no layout shift (CLS 0) as the demos hydrate",
  );
  it.todo(
    "the demos follow the reader's colour scheme and back: with the reader in dark (prefers-color-scheme dark, or Mode Dark in the settings drawer), <html data-mantine-color-scheme=\"dark\"> and the Cancel (variant default) button's background is rgb(46, 46, 46) (Mantine's dark-6) before and after hydration; Mode Light in the drawer turns it rgb(255, 255, 255) with rgb(0, 0, 0) text, with no reload",
  );
  it.todo(
    "the iframe demo (ButtonSizes) is styled inside its frame: Mantine's CSS and data-mantine-color-scheme are in the frame's document (without the attribute its buttons are invisible: white on white), its buttons' computed background-color equals the same variant's outside a frame, and it turns dark with the reader",
  );
  it.todo(
    "a demo edited live (Edit the code live on ButtonVariants, change 'Preview' to 'Peek') re-renders inside the demo provider: the new button keeps Mantine's styles and Acme's teal, and no 'MantineProvider was not found' error shows under the editor or in the console",
  );
  it.todo(
    "the modal opens above the docs header: with the modal open, document.elementFromPoint(innerWidth / 2, 20) (the header's middle) is Mantine's overlay (.mantine-Modal-overlay), not inside <header>; the same for the Menu's dropdown (.mantine-Menu-dropdown) once the page is scrolled so that it opens under the header",
  );
  it.todo(
    "CSS-module class names match on the server and the client: StatusCard's root class in the server HTML (StatusCard-module_card_<hash>) equals its class after hydration and after a re-render (clicking Send), and the linked CSS applies to it (border-inline-start-width 4px)",
  );
  it.todo(
    "the sandbox exports (CodeSandbox, StackBlitz) of StatusCard carry StatusCard.module.css as a file and the demo provider (src/DemoProvider.tsx, with import '@mantine/core/styles.layer.css' intact) wrapping the demo, and package.json has @mantine/core and @mantine/hooks 9.8.1 and React 19.3.1",
  );
});
