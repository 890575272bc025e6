import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, seriousA11yViolations, watchConsole } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/builtSite.js';
import { copyFixture } from '../helpers/site.js';

const PAGE = '/material-ui/guides/theming/';
const VERSION = 'v6.0.0-beta.6';

/** The feedback service, on another origin (so the page's POST goes through CORS as it would in production). */
interface FakeEndpoint {
  url: string;
  received: unknown[];
  status: number;
  close(): Promise<void>;
}

async function startEndpoint(): Promise<FakeEndpoint> {
  const endpoint = { received: [] as unknown[], status: 201 } as FakeEndpoint;
  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'POST');
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      endpoint.received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.statusCode = endpoint.status;
      response.setHeader('content-type', 'application/json');
      response.end(endpoint.status < 300 ? '{"ok":true}' : '{"error":"down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feedback`;
  endpoint.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return endpoint;
}

let endpoint: FakeEndpoint;
let site: ServedSite;
let plainSite: ServedSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
const roots: string[] = [];

function fixtureWith(change: (config: Record<string, unknown>) => Record<string, unknown>): string {
  const root = copyFixture('feedback');
  roots.push(root);
  const configFile = path.join(root, 'docsgen.config.json');
  fs.writeFileSync(configFile, JSON.stringify(change(JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>)));
  return root;
}

beforeAll(async () => {
  endpoint = await startEndpoint();
  const root = fixtureWith((config) => ({ ...config, feedback: { endpoint: endpoint.url } }));
  const plainRoot = fixtureWith((config) => ({ ...config, feedback: false }));
  [site, plainSite, browser] = await Promise.all([buildAndServe(root), buildAndServe(plainRoot), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await plainSite?.close();
  await endpoint?.close();
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  endpoint.received.length = 0;
  endpoint.status = 201;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = watchConsole(page);
});
afterEach(async () => {
  await context?.close();
});

const yes = () => page.getByRole('button', { name: 'Yes', exact: true });
const no = () => page.getByRole('button', { name: 'No', exact: true });
const comment = () => page.locator('.docsgen-feedback-form textarea:not([aria-hidden])');
const snackbar = (text: string) => page.getByRole('alert').filter({ hasText: text });
const isFocused = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element === document.activeElement);
/** Console lines of a failed POST are the browser's own report of the 500, expected in that test. */
const unexpectedProblems = () => problems.filter((problem) => !problem.includes('Failed to load resource'));

async function open(url = site.server.url + PAGE): Promise<void> {
  await page.goto(url);
}

describe('"Was this page helpful?"', () => {
  it('Yes opens the comment form; Submit posts {page, rating, comment, version, language} and shows "Feedback submitted" for 3 s', async () => {
    await open();
    await expect(yes().getAttribute('aria-pressed')).resolves.toBe('false');
    await yes().click();
    await expect(yes().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(no().getAttribute('aria-pressed')).resolves.toBe('false');
    const field = page.getByLabel('What did you like about this page? (optional)');
    await field.waitFor();
    await expect(isFocused(field)).resolves.toBe(true);
    await field.fill('The palette section is clear.');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit' }).click();
    await snackbar('Feedback submitted').waitFor();
    const shownAt = Date.now();
    expect(endpoint.received).toEqual([{ page: PAGE, rating: 'yes', comment: 'The palette section is clear.', version: VERSION, language: 'en' }]);
    // The form closes and focus goes back to the rating that opened it.
    await expect(comment().count()).resolves.toBe(0);
    await expect(isFocused(yes())).resolves.toBe(true);

    await snackbar('Feedback submitted').waitFor({ state: 'hidden', timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(5000);
    expect(problems).toEqual([]);
  });

  it('No asks how to improve; Ctrl+Enter submits', async () => {
    await open();
    await no().click();
    const field = page.getByLabel('How can we improve this page? (optional)');
    await field.fill('More examples, please.');
    await field.press('Control+Enter');
    await snackbar('Feedback submitted').waitFor();
    expect(endpoint.received).toEqual([{ page: PAGE, rating: 'no', comment: 'More examples, please.', version: VERSION, language: 'en' }]);
    expect(problems).toEqual([]);
  });

  it('a failing endpoint shows "Couldn\'t submit feedback. Please try again later." and keeps the comment', async () => {
    endpoint.status = 500;
    await open();
    await yes().click();
    await comment().fill('Kept for another try');
    await page.getByRole('button', { name: 'Submit' }).click();
    await snackbar("Couldn't submit feedback. Please try again later.").waitFor();
    expect(endpoint.received).toHaveLength(1);
    await expect(comment().inputValue()).resolves.toBe('Kept for another try');
    // Nothing was received: nothing is remembered.
    await page.reload();
    await expect(yes().getAttribute('aria-pressed')).resolves.toBe('false');
    expect(unexpectedProblems()).toEqual([]);
  });

  it('Cancel closes the form without sending, and un-presses a rating that was not sent', async () => {
    await open();
    await yes().click();
    await comment().waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(comment().count()).resolves.toBe(0);
    await expect(yes().getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(isFocused(yes())).resolves.toBe(true);
    expect(endpoint.received).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('remembers the rating of the page after a reload (and only of that page)', async () => {
    await open();
    await no().click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await snackbar('Feedback submitted').waitFor();
    await page.reload();
    await expect(no().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(yes().getAttribute('aria-pressed')).resolves.toBe('false');
    await open(site.server.url + '/material-ui/guides/draft/');
    await expect(no().getAttribute('aria-pressed')).resolves.toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('"Post a comment" on a section', () => {
  it('gives each h2/h3 a button named after its section, outside the heading', async () => {
    await open();
    const buttons = page.getByRole('button', { name: /^Post a comment: / });
    await expect(buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')))).resolves.toEqual([
      'Post a comment: Palette',
      'Post a comment: Custom colors primary',
      'Post a comment: Typography of the h1 to h6 and of the body, captions and more',
    ]);
    // Headings keep their own names (the table of contents and anchors read the same text).
    await expect(page.getByRole('heading', { name: 'Custom colors primary', exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('h3#custom-colors-primary').evaluate((heading) => heading.textContent)).resolves.toBe('#Custom colors primary');
    expect(problems).toEqual([]);
  });

  it('keeps the button clear of the heading text, also where a long heading fills a narrow screen', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open();
    const overlaps = await page.locator('.docsgen-heading-row').evaluateAll((rows) =>
      rows.map((row) => {
        const heading = row.querySelector('h2, h3')!;
        const button = row.querySelector('.docsgen-section-comment')!.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(heading);
        return [...text.getClientRects()].some(
          (line) => line.right > button.left && line.left < button.right && line.bottom > button.top && line.top < button.bottom,
        );
      }),
    );
    expect(overlaps).toEqual([false, false, false]);
  });

  it('opens the form for that section; the payload names it', async () => {
    await open();
    await page.getByRole('button', { name: 'Post a comment: Custom colors primary' }).click();
    const field = page.getByLabel('How can we improve this section?');
    await field.waitFor();
    await expect(page.locator('.docsgen-feedback-form').textContent()).resolves.toContain('Comment on the section: Custom colors primary');
    await expect(isFocused(field)).resolves.toBe(true);
    // A section comment needs words.
    await expect(page.getByRole('button', { name: 'Submit' }).isDisabled()).resolves.toBe(true);
    await field.fill('Show how to use a custom colour in a Button.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await snackbar('Feedback submitted').waitFor();
    expect(endpoint.received).toEqual([
      {
        page: PAGE,
        rating: null,
        comment: 'Show how to use a custom colour in a Button.',
        version: VERSION,
        language: 'en',
        section: { id: 'custom-colors-primary', title: 'Custom colors primary' },
      },
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the foot of the page', () => {
  it('"Back to top" scrolls to the top and moves focus to the main content', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open();
    await page.getByRole('link', { name: 'Back to top' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(isFocused(page.locator('#main-content'))).resolves.toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);
  });

  it('with feedback: false shows no prompt and no section buttons, and loads no feedback code', async () => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await page.goto(plainSite.server.url + PAGE, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Palette' }).hover();
    await expect(page.locator('[data-feedback], .docsgen-section-comment, .docsgen-heading-row').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Back to top' }).count()).resolves.toBe(1);
    expect(scripts.some((script) => script.includes('feedback.failure'))).toBe(false);
    expect(problems).toEqual([]);
  });
});
