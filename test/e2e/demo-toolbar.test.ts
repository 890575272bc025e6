import fs from 'node:fs';
import path from 'node:path';
import { decompressFromBase64 } from 'lz-string';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPackage } from '../../src/build/util/installedPackages.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { useBrowserSession } from '../helpers/browserSession.js';
import { FIXTURES } from '../helpers/site.js';

const ROOT = path.join(FIXTURES, 'demos');
const session = useBrowserSession({
  root: ROOT,
  setUpContext: (context, served) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.url }),
});
const url = session.url;
const DEMO_DIR = path.join(ROOT, 'content/material-ui/demos');
const counterSource = (extension: string) => fs.readFileSync(path.join(DEMO_DIR, `Counter.${extension}`), 'utf8');
/** The versions the build resolved (from the demo's folder, as the build finds them). */
const installed = (name: string) => findPackage(DEMO_DIR, name)?.version;

const demo = (id: string) => session.page.locator(`.docsgen-demo[data-demo="content/material-ui/demos/${id}"]`);
const counter = () => demo('Counter').locator('.docsgen-demo-root').getByRole('button');
const action = (name: string) => demo('Counter').getByRole('button', { name, exact: true });

/** Catches the next request to `host` (from any tab) and answers it, so nothing leaves this machine. */
async function interceptNext(host: string): Promise<Request> {
  return new Promise((resolve) => {
    void session.context.route(`https://${host}/**`, async (route) => {
      resolve(route.request());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>intercepted</title>' });
    });
  });
}

/** CodeSandbox's `parameters` back to its files (URL-safe base64 of lz-string). */
function codeSandboxFiles(parameters: string): Record<string, { content: string }> {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return (JSON.parse(decompressFromBase64(base64)) as { files: Record<string, { content: string }> }).files;
}

/** Milliseconds from the last key typed into the editor until the live demo shows `text`. */
async function typeAndTime(text: string, key: string): Promise<number> {
  const done = demo('Counter').evaluate(
    (element, wanted) =>
      new Promise<number>((resolve) => {
        const root = element.querySelector('.docsgen-demo-root')!;
        const observer = new MutationObserver(() => {
          if (root.textContent?.includes(wanted)) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
  const typedAt = await session.page.evaluate(() => performance.now());
  await session.page.keyboard.type(key);
  return (await done) - typedAt;
}

describe('the demo toolbar', () => {
  it('opens the demo in CodeSandbox: the define API form POST with its files and dependencies at the resolved versions', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    const request = interceptNext('codesandbox.io');
    await action('Edit in CodeSandbox').click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const form = new URLSearchParams(sent.postData() ?? '');
    expect(form.get('query')).toBe('file=/src/Demo.tsx');
    const files = codeSandboxFiles(form.get('parameters') ?? '');
    expect(files['src/Demo.tsx']?.content).toBe(counterSource('tsx'));
    expect(files['src/index.tsx']?.content).toMatch(/<ThemeProvider theme=\{theme\}>\s*<CssBaseline \/>\s*<Demo \/>/);
    expect(files['index.html']?.content).toContain('src="/src/index.tsx"');
    const packageJson = JSON.parse(files['package.json']?.content ?? '{}') as { dependencies: Record<string, string> };
    expect(packageJson.dependencies).toEqual({
      react: installed('react'),
      'react-dom': installed('react-dom'),
      '@mui/material': installed('@mui/material'),
      '@emotion/react': installed('@emotion/react'),
      '@emotion/styled': installed('@emotion/styled'),
    });
    expect(Object.values(packageJson.dependencies).every((version) => /^\d+\.\d+\.\d+/.test(version))).toBe(true);
  });

  it('opens the JavaScript variant when the reader chose JS', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await demo('Counter').getByRole('button', { name: 'JS', exact: true }).click();
    const request = interceptNext('codesandbox.io');
    await action('Edit in CodeSandbox').click();
    const files = codeSandboxFiles(new URLSearchParams((await request).postData() ?? '').get('parameters') ?? '');
    expect(files['src/Demo.jsx']?.content).toBe(counterSource('js'));
    expect(files['src/index.jsx']?.content).toContain("import Demo from './Demo';");
    expect(files['src/Demo.tsx']).toBeUndefined();
    expect(files['tsconfig.json']).toBeUndefined();
  });

  it('opens the demo in StackBlitz through its SDK: a Node.js (Vite) project with its files and dependencies', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    const request = interceptNext('stackblitz.com');
    await action('Edit in StackBlitz').click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).pathname).toBe('/run');
    expect(new URL(sent.url()).searchParams.get('file')).toBe('src/Demo.tsx');
    // A form's fields are sent with CRLF line breaks (the HTML standard's form encoding).
    const form = new URLSearchParams((sent.postData() ?? '').replace(/%0D%0A/gi, '%0A'));
    expect(form.get('project[template]')).toBe('node');
    expect(form.get('project[files][src/Demo.tsx]')).toBe(counterSource('tsx'));
    expect(form.get('project[files][src/index.tsx]')).toContain('<CssBaseline />');
    const packageJson = JSON.parse(form.get('project[files][package.json]') ?? '{}') as { dependencies: Record<string, string> };
    expect(packageJson.dependencies['@mui/material']).toBe(installed('@mui/material'));
    expect(packageJson.dependencies.react).toBe(installed('react'));
  });

  it('resets the demo: its state is gone', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 2 times');
    await action('Reset demo').click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 0 times');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    expect(session.problems).toEqual([]);
  });

  it('copies a link to the demo, says so, and the link scrolls to it', async () => {
    await session.page.goto(url('/material-ui/long/'));
    const button = action('Copy link to this demo');
    await button.click();
    await expect.poll(() => session.page.evaluate(() => navigator.clipboard.readText())).toBe(url('/material-ui/long/#demo-Counter'));
    await expect(demo('Counter').locator('[data-demo-action="copy-link"]').getAttribute('aria-label')).resolves.toBe('Copied');
    const other = await session.context.newPage();
    await other.goto(url('/material-ui/long/#demo-Counter'));
    await expect.poll(() => other.locator('#demo-Counter').evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    expect(await other.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await other.close();
  });

  it('gives each demo of a page its own anchor, the same demo twice too', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    const ids = await session.page.locator('.docsgen-demo').evaluateAll((demos) => demos.map((element) => element.id));
    expect(ids).toEqual(['demo-Counter', 'demo-JsOnly']);
  });

  it('has labelled actions reachable by keyboard', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    const names = await demo('Counter')
      .locator('.docsgen-demo-actions > *')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
    expect(names).toEqual(['Edit the code live', 'Edit in CodeSandbox', 'Edit in StackBlitz', 'Copy link to this demo', 'Reset demo']);
    await demo('Counter').getByRole('button', { name: 'Show code' }).focus();
    await session.page.keyboard.press('Tab');
    await expect(session.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Edit the code live');
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Tab');
    await expect(session.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Reset demo');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
    await action('Reset demo').focus();
    await session.page.keyboard.press('Enter');
    await expect.poll(() => counter().textContent()).toBe('Clicked 0 times');
  });
});

describe('live editing', () => {
  const editor = () => demo('Counter').locator('.docsgen-demo-editor textarea');
  const error = () => demo('Counter').locator('.docsgen-demo-error');

  it('turns the code into an editor and re-renders the demo within 500 ms of typing', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await action('Edit the code live').click();
    await expect.poll(() => editor().isVisible()).toBe(true);
    await expect(editor().inputValue()).resolves.toBe(counterSource('tsx'));
    await expect(session.page.getByLabel('Demo code editor').count()).resolves.toBe(1);
    const edited = counterSource('tsx').replace('Clicked {count} times', 'Pressed {count} time');
    await editor().fill(edited);
    const caret = edited.indexOf('Pressed {count} time') + 'Pressed {count} time'.length;
    await editor().evaluate((textarea: HTMLTextAreaElement, at) => textarea.setSelectionRange(at, at), caret);
    const elapsed = await typeAndTime('Pressed 0 times', 's');
    expect(elapsed).toBeLessThan(500);
    // The edited demo is live: its own state works.
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Pressed 1 times');
    expect(session.problems).toEqual([]);
  });

  it('shows a syntax error under the editor without breaking the page, and recovers when fixed', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await action('Edit the code live').click();
    await expect.poll(() => editor().isVisible()).toBe(true);
    await editor().fill(counterSource('tsx').replace('useState<number>(0);', 'useState<number>(0;'));
    await expect.poll(() => error().isVisible()).toBe(true);
    await expect(error().textContent()).resolves.toMatch(/SyntaxError|Expected|Unexpected/);
    // The editor is labelled, the error announced: nothing serious for axe, toolbar included.
    await expect(error().getAttribute('role')).resolves.toBe('alert');
    expect(await seriousA11yViolations(session.page)).toEqual([]);
    // The last good render stays and the page works: the other demo's toolbar still answers.
    await expect(counter().textContent()).resolves.toBe('Clicked 0 times');
    await demo('JsOnly').getByRole('button', { name: 'Hide code' }).click();
    await expect(demo('JsOnly').getByRole('button', { name: 'Show code' }).isVisible()).resolves.toBe(true);
    await editor().fill(counterSource('tsx').replace('Clicked {count} times', 'Fixed {count}'));
    await expect.poll(() => counter().textContent()).toBe('Fixed 0');
    await expect(error().isHidden()).resolves.toBe(true);
    expect(session.problems).toEqual([]);
  });

  it('shows what the code throws while rendering, inline, and an import the page cannot give', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await action('Edit the code live').click();
    await expect.poll(() => editor().isVisible()).toBe(true);
    await editor().fill(counterSource('tsx').replace('return (', "throw new Error('broken on purpose');\n  return ("));
    await expect.poll(() => error().textContent()).toContain('broken on purpose');
    const withImport = `import confetti from 'canvas-confetti';\n${counterSource('tsx')}`.replace('setCount(count + 1)', 'confetti(setCount(count + 1))');
    await editor().fill(withImport);
    await expect.poll(() => error().textContent()).toContain('"canvas-confetti" cannot be imported here');
    await editor().fill(counterSource('tsx'));
    await expect.poll(() => counter().textContent()).toBe('Clicked 0 times');
    await expect(error().isHidden()).resolves.toBe(true);
  });

  it('stops an endless loop typed into the editor within seconds: the error shows under it, the page answers, fixed code renders again', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await action('Edit the code live').click();
    await expect.poll(() => editor().isVisible()).toBe(true);
    await editor().fill(counterSource('tsx').replace('Clicked {count} times', 'Good {count}'));
    await expect.poll(() => counter().textContent()).toBe('Good 0');
    const stopped = /^A loop ran for over 1 s without ending and was stopped: is it endless\?$/;
    for (const loop of [(code: string) => code.replace('return (', 'while (true) {}\n  return ('), (code: string) => `for (;;) {}\n${code}`]) {
      const typedAt = Date.now();
      await editor().fill(loop(counterSource('tsx')));
      await expect.poll(() => error().textContent(), { timeout: 10_000 }).toMatch(stopped);
      expect(Date.now() - typedAt).toBeLessThan(5000);
      // The last good render stays, and the page answers: the other demo's toolbar still works.
      await expect(counter().textContent()).resolves.toBe('Good 0');
      await demo('JsOnly').getByRole('button', { name: 'Hide code' }).click();
      await expect(demo('JsOnly').getByRole('button', { name: 'Show code' }).isVisible()).resolves.toBe(true);
      await demo('JsOnly').getByRole('button', { name: 'Show code' }).click();
    }
    // Recursion without end is the browser's own RangeError, shown as any error, the last good render kept.
    await editor().fill(counterSource('tsx').replace('return (', 'const deeper = (n: number): number => deeper(n + 1);\n  deeper(0);\n  return ('));
    await expect.poll(() => error().textContent(), { timeout: 10_000 }).toBe('RangeError: Maximum call stack size exceeded');
    await expect(counter().textContent()).resolves.toBe('Good 0');
    // A loop in an event handler is stopped when it runs, and said under the editor too.
    await editor().fill(counterSource('tsx').replace('setCount(count + 1)', '{ while (count >= 0) {} }'));
    await expect.poll(() => error().isHidden()).toBe(true);
    await counter().click();
    await expect.poll(() => error().textContent(), { timeout: 10_000 }).toMatch(stopped);
    await editor().fill(counterSource('tsx'));
    await expect.poll(() => error().isHidden()).toBe(true);
    await expect(counter().textContent()).resolves.toBe('Clicked 0 times');
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 1 times');
  });

  it('reset restores the original code and component', async () => {
    await session.page.goto(url('/material-ui/demos/'));
    await action('Edit the code live').click();
    await expect.poll(() => editor().isVisible()).toBe(true);
    await editor().fill(counterSource('tsx').replace('Clicked {count} times', 'Edited {count}'));
    await expect.poll(() => counter().textContent()).toBe('Edited 0');
    await action('Reset demo').click();
    await expect.poll(() => counter().textContent()).toBe('Clicked 0 times');
    await expect(editor().count()).resolves.toBe(0);
    await expect(demo('Counter').locator('.docsgen-demo-source:not([hidden]) code').textContent()).resolves.toBe(counterSource('tsx'));
    await expect(demo('Counter').locator('.docsgen-demo-source:not([hidden])').isVisible()).resolves.toBe(true);
    await expect(action('Edit the code live').getAttribute('aria-pressed')).resolves.toBe('false');
  });
});
