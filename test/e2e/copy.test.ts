import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { seriousA11yViolations } from '../helpers/browser.js';

const session = useBrowserSession({
  setUpContext: (context, served) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.url }),
});

/** Page code blocks (tabbed and plain), and no demo: the behaviour tests run here. */
const INSTALL_PAGE = '/material-ui/getting-started/installation/';
/** Code blocks and live demos with their sources. */
const BUTTON_PAGE = '/material-ui/react-button/';
const url = session.url;

const blocks = () => session.page.locator('pre.docsgen-code');
const buttons = () => session.page.locator('button.docsgen-copy');
/** The page's own visible code blocks (outside demos), framed with their buttons. */
const frame = (index: number) => session.page.locator('.docsgen-code-frame:not(.docsgen-demo *):visible').nth(index);
const buttonLabel = (index: number) => frame(index).locator('.docsgen-copy').textContent();
const keyHint = (index: number) =>
  frame(index)
    .locator('.docsgen-copy')
    .evaluate((button) => getComputedStyle(button, '::after').content);
const codeText = (index: number) =>
  frame(index)
    .locator('pre.docsgen-code code')
    .evaluate((code) => code.textContent);
const readClipboard = () => session.page.evaluate(() => navigator.clipboard.readText());
const writeClipboard = (text: string) => session.page.evaluate((value) => navigator.clipboard.writeText(value), text);

/** Loads a page with a fake clock that stands still, so the "Copied" timers move only when told. */
async function gotoWithPausedClock(path: string): Promise<void> {
  await session.page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
  await session.page.goto(url(path));
  await session.page.clock.pauseAt(new Date('2030-01-01T00:01:00Z'));
}

/** Selects the text of the page's description paragraph and returns it. */
function selectDescription(): Promise<string> {
  return session.page.evaluate(() => {
    const selection = document.getSelection()!;
    selection.selectAllChildren(document.querySelector('.docsgen-markdown .description')!);
    return selection.toString();
  });
}

describe('copy buttons', () => {
  it.each([INSTALL_PAGE, BUTTON_PAGE])('gives every code block of %s one button, with its label, key hint and analytics attributes', async (path) => {
    await session.page.goto(url(path));
    const count = await blocks().count();
    expect(count).toBeGreaterThan(1);
    await expect(buttons().count()).resolves.toBe(count);
    await expect(session.page.locator('.docsgen-code-frame:has(> pre.docsgen-code + button.docsgen-copy)').count()).resolves.toBe(count);
    const attributes = await buttons().evaluateAll((all) =>
      all.map((button) =>
        Object.fromEntries(['type', 'aria-label', 'data-ga-event-category', 'data-ga-event-action'].map((name) => [name, button.getAttribute(name)])),
      ),
    );
    expect(new Set(attributes.map((entry) => JSON.stringify(entry)))).toEqual(
      new Set([JSON.stringify({ type: 'button', 'aria-label': 'Copy the code', 'data-ga-event-category': 'code', 'data-ga-event-action': 'copy-click' })]),
    );
    await expect(buttonLabel(0)).resolves.toBe('Copy');
    await expect(keyHint(0)).resolves.toBe('"Ctrl+C"');
    await expect(buttons().first().getAttribute('aria-keyshortcuts')).resolves.toBe('Control+C');
    expect(session.problems).toEqual([]);
  });

  it('adds no button when JavaScript is off', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(url(BUTTON_PAGE));
    await expect(plain.locator('pre.docsgen-code').count()).resolves.toBeGreaterThan(0);
    await expect(plain.locator('.docsgen-copy').count()).resolves.toBe(0);
    await noScript.close();
  });

  it.each([INSTALL_PAGE, BUTTON_PAGE])('moves no content of %s: code blocks sit where they sit without the runtime', async (path) => {
    await session.page.route('**/_docsgen/*.js', (route) => route.abort());
    await session.page.goto(url(path));
    const without = await blocks().evaluateAll((pres) => pres.map((pre) => pre.getBoundingClientRect().toJSON()));
    await session.page.unroute('**/_docsgen/*.js');
    await session.page.goto(url(path));
    await buttons().first().waitFor({ state: 'attached' });
    const withButtons = await blocks().evaluateAll((pres) => pres.map((pre) => pre.getBoundingClientRect().toJSON()));
    expect(withButtons).toEqual(without);
  });

  it("shows the button on hover, in the top corner at the code's end, also in right-to-left pages", async () => {
    await session.page.goto(url(INSTALL_PAGE));
    const button = frame(1).locator('.docsgen-copy');
    const code = frame(1).locator('pre');
    await expect(button.evaluate((element) => getComputedStyle(element).opacity)).resolves.toBe('0');
    for (const dir of ['ltr', 'rtl']) {
      await session.page.evaluate((value) => (document.documentElement.dir = value), dir);
      await code.hover();
      await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      const pre = (await code.boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(pre.x + pre.width - (box.x + box.width), dir).toBeGreaterThan(0);
      expect(pre.x + pre.width - (box.x + box.width), dir).toBeLessThan(24);
      expect(box.y - pre.y, dir).toBeLessThan(24);
      await expect(code.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe('ltr');
    }
  });

  it('copies the exact code on click, shows "Copied" for 2000 ms, then "Copy"', async () => {
    await gotoWithPausedClock(INSTALL_PAGE);
    await writeClipboard('before');
    await frame(1).hover();
    await frame(1).locator('.docsgen-copy').click();
    await expect.poll(() => buttonLabel(1)).toBe('Copied');
    await expect(readClipboard()).resolves.toBe(await codeText(1));
    await expect(session.page.getByRole('button', { name: 'Copied' }).count()).resolves.toBe(1);
    await session.page.clock.runFor(1500);
    await expect(buttonLabel(1)).resolves.toBe('Copied');
    await session.page.clock.runFor(1100);
    await expect(buttonLabel(1)).resolves.toBe('Copy');
    await expect(buttonLabel(0)).resolves.toBe('Copy');
    expect(session.problems).toEqual([]);
  });

  it('restarts the 2000 ms when clicked again', async () => {
    await gotoWithPausedClock(INSTALL_PAGE);
    await frame(0).hover();
    await frame(0).locator('.docsgen-copy').click();
    await expect.poll(() => buttonLabel(0)).toBe('Copied');
    await session.page.clock.runFor(1500);
    await writeClipboard('between');
    await frame(0).locator('.docsgen-copy').click();
    // Reading the clipboard waits until the page's write, and so its new timer, is done.
    await expect(readClipboard()).resolves.toBe(await codeText(0));
    await session.page.clock.runFor(1000);
    await expect(buttonLabel(0)).resolves.toBe('Copied');
    await session.page.clock.runFor(1100);
    await expect(buttonLabel(0)).resolves.toBe('Copy');
  });

  it('shows "Copied" for 1200 ms in a demo\'s source view', async () => {
    await gotoWithPausedClock(INSTALL_PAGE);
    await session.page.evaluate(() => {
      const frameElement = document.querySelector('.docsgen-code-frame')!;
      const demo = document.createElement('div');
      demo.className = 'docsgen-demo';
      frameElement.replaceWith(demo);
      demo.append(frameElement);
    });
    const demoFrame = session.page.locator('.docsgen-demo .docsgen-code-frame');
    const label = () => demoFrame.locator('.docsgen-copy').textContent();
    await demoFrame.hover();
    await demoFrame.locator('.docsgen-copy').click();
    await expect.poll(label).toBe('Copied');
    await expect(readClipboard()).resolves.toBe(await demoFrame.locator('code').textContent());
    await session.page.clock.runFor(1000);
    await expect(label()).resolves.toBe('Copied');
    await session.page.clock.runFor(300);
    await expect(label()).resolves.toBe('Copy');
  });
});

describe('the Ctrl/⌘+C shortcut', () => {
  it('copies the block under the pointer when nothing is selected, for 2000 ms, tagged copy-keyboard', async () => {
    await session.page.addInitScript(() => {
      const events: unknown[] = [];
      (window as unknown as { analytics: unknown[] }).analytics = events;
      document.addEventListener('docsgen:analytics', (event) => events.push((event as CustomEvent).detail));
    });
    await gotoWithPausedClock(INSTALL_PAGE);
    await writeClipboard('before');
    await frame(1).hover();
    await session.page.keyboard.press('Control+c');
    await expect.poll(() => buttonLabel(1)).toBe('Copied');
    await expect(readClipboard()).resolves.toBe(await codeText(1));
    await expect(session.page.evaluate(() => (window as unknown as { analytics: unknown[] }).analytics)).resolves.toEqual([
      { category: 'code', action: 'copy-keyboard', label: 'bash' },
    ]);
    await session.page.clock.runFor(1500);
    await expect(buttonLabel(1)).resolves.toBe('Copied');
    await session.page.clock.runFor(1100);
    await expect(buttonLabel(1)).resolves.toBe('Copy');
    expect(session.problems).toEqual([]);
  });

  it('copies the block holding keyboard focus', async () => {
    await session.page.goto(url(INSTALL_PAGE));
    await session.page.mouse.move(0, 0);
    await frame(0).locator('.docsgen-copy').focus();
    await expect
      .poll(() =>
        frame(0)
          .locator('.docsgen-copy')
          .evaluate((button) => getComputedStyle(button).opacity),
      )
      .toBe('1');
    await session.page.keyboard.press('Control+c');
    await expect.poll(() => buttonLabel(0)).toBe('Copied');
    await expect(readClipboard()).resolves.toBe(await codeText(0));
  });

  it('does nothing when the pointer is not over a block and nothing in a block has focus', async () => {
    await session.page.goto(url(INSTALL_PAGE));
    await writeClipboard('before');
    await session.page.locator('h1').hover();
    await session.page.keyboard.press('Control+c');
    await session.page.waitForTimeout(200);
    await expect(readClipboard()).resolves.toBe('before');
    await expect(session.page.locator('.docsgen-copy[data-copied]').count()).resolves.toBe(0);
  });

  it('leaves a text selection to the browser: Ctrl+C copies the selection, not the block', async () => {
    await session.page.goto(url(INSTALL_PAGE));
    await writeClipboard('before');
    const selected = await selectDescription();
    expect(selected.length).toBeGreaterThan(10);
    await frame(0).hover();
    await session.page.keyboard.press('Control+c');
    await expect.poll(readClipboard).toBe(selected);
    await expect(session.page.locator('.docsgen-copy[data-copied]').count()).resolves.toBe(0);
  });

  it('shows ⌘C and answers ⌘+C on macOS', async () => {
    await session.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await session.page.goto(url(INSTALL_PAGE));
    await expect(keyHint(0)).resolves.toBe('"⌘C"');
    await frame(0).hover();
    await session.page.keyboard.press('Meta+c');
    await expect.poll(() => buttonLabel(0)).toBe('Copied');
    await expect(readClipboard()).resolves.toBe(await codeText(0));
  });
});

describe('when the Clipboard API fails', () => {
  it.each([
    ['rejects', () => Object.defineProperty(Clipboard.prototype, 'writeText', { value: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) })],
    ['is missing', () => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined })],
  ])('copies by selection when writeText %s, silently, and restores the selection', async (_, breakClipboard) => {
    // Keep working handles on the real clipboard (for the test) and spy on execCommand, before breaking the API.
    await session.page.addInitScript(() => {
      const w = window as unknown as { realClipboard: Pick<Clipboard, 'readText' | 'writeText'>; execCommands: string[] };
      w.realClipboard = {
        readText: navigator.clipboard.readText.bind(navigator.clipboard),
        writeText: navigator.clipboard.writeText.bind(navigator.clipboard),
      };
      w.execCommands = [];
      const execCommand = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
        w.execCommands.push(command);
        return execCommand(command, ...rest);
      };
    });
    await session.page.addInitScript(breakClipboard);
    await session.page.goto(url(INSTALL_PAGE));
    const realClipboard = () => session.page.evaluate(() => (window as unknown as { realClipboard: Clipboard }).realClipboard.readText());
    await session.page.evaluate(() => (window as unknown as { realClipboard: Clipboard }).realClipboard.writeText('before'));
    await expect(
      session.page.evaluate(() =>
        typeof navigator.clipboard?.writeText === 'function'
          ? navigator.clipboard.writeText('x').then(
              () => 'works',
              () => 'broken',
            )
          : 'broken',
      ),
    ).resolves.toBe('broken');

    const selected = await selectDescription();
    await frame(1).hover();
    await frame(1).locator('.docsgen-copy').click();
    await expect.poll(() => buttonLabel(1)).toBe('Copied');
    await expect(session.page.evaluate(() => (window as unknown as { execCommands: string[] }).execCommands)).resolves.toEqual(['copy']);
    await expect(realClipboard()).resolves.toBe(await codeText(1));
    await expect(session.page.evaluate(() => document.getSelection()!.toString())).resolves.toBe(selected);

    await session.page.evaluate(() => document.getSelection()!.removeAllRanges());
    await frame(0).hover();
    await session.page.keyboard.press('Control+c');
    await expect.poll(() => buttonLabel(0)).toBe('Copied');
    await expect(realClipboard()).resolves.toBe(await codeText(0));
    expect(session.problems).toEqual([]);
  });
});

describe('tabbed code blocks (<codeblock storageKey>)', () => {
  it('remembers the chosen tab across a reload and on other blocks with the same key, and copies the shown tab', async () => {
    await session.page.goto(url(INSTALL_PAGE));
    const codeblock = session.page.locator('.docsgen-codeblock[data-storage-key="package-manager"]').first();
    const selectedTab = () => codeblock.locator('[role="tab"][aria-selected="true"]').textContent();
    await expect(selectedTab()).resolves.toBe('npm');
    await codeblock.getByRole('tab', { name: 'yarn' }).click();
    await expect(selectedTab()).resolves.toBe('yarn');
    await expect(codeblock.locator('[role="tabpanel"]:not([hidden]) code').textContent()).resolves.toContain('yarn add @mui/material');

    const shown = codeblock.locator('[role="tabpanel"]:not([hidden]) .docsgen-code-frame');
    await shown.hover();
    await shown.locator('.docsgen-copy').click();
    await expect.poll(() => shown.locator('.docsgen-copy').textContent()).toBe('Copied');
    await expect(readClipboard()).resolves.toBe(await shown.locator('code').textContent());

    await session.page.reload();
    await expect(selectedTab()).resolves.toBe('yarn');
    await session.page.goto(url('/material-ui/integrations/styled-components/'));
    await expect(selectedTab()).resolves.toBe('yarn');
    expect(session.problems).toEqual([]);
  });
});

describe('accessibility (axe-core)', () => {
  async function hoverFirstBlock(): Promise<void> {
    await frame(0).hover();
    await expect
      .poll(() =>
        frame(0)
          .locator('.docsgen-copy')
          .evaluate((button) => getComputedStyle(button).opacity),
      )
      .toBe('1');
  }

  it.each(['light', 'dark'] as const)(
    'the installation page, a block hovered then copied, in %s, has no serious or critical violation',
    async (colorScheme) => {
      await session.page.emulateMedia({ colorScheme });
      await session.page.goto(url(INSTALL_PAGE));
      await expect(session.page.locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe(colorScheme);
      await hoverFirstBlock();
      expect(await seriousA11yViolations(session.page)).toEqual([]);
      await frame(0).locator('.docsgen-copy').click();
      await expect.poll(() => buttonLabel(0)).toBe('Copied');
      expect(await seriousA11yViolations(session.page)).toEqual([]);
      expect(session.problems).toEqual([]);
    },
  );

  // The live demos on this page are another part's work: here only violations inside code blocks count.
  it.each(['light', 'dark'] as const)(
    'the code blocks of the button page, in %s, a block hovered, have no serious or critical violation',
    async (colorScheme) => {
      await session.page.emulateMedia({ colorScheme });
      await session.page.goto(url(BUTTON_PAGE));
      await hoverFirstBlock();
      const violations = await seriousA11yViolations(session.page);
      const inCodeBlocks = await session.page.evaluate(
        (list) => list.filter((violation) => violation.nodes.some((node) => document.querySelector(node.target[0]!)?.closest('.docsgen-code-frame'))),
        violations,
      );
      expect(inCodeBlocks).toEqual([]);
    },
  );
});
