import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';

// What a reader downloads, in bytes (never in time): the fonts a page loads, and the JavaScript
// the search dialog and the settings drawer fetch when first opened. `node bench/idle-js.mjs DIR
// ROUTE --open search,settings --human` prints the same figures.
const session = useBrowserSession();

const PAGE = '/material-ui/react-button/';
const KB = 1024;
const FONT_BUDGET = 40 * KB;
const OPEN_BUDGET = 150 * KB;

interface Fetched {
  url: string;
  body: Buffer;
}

/** Records every response of the page (with its body) from now on; `settled` waits until the network is quiet and the bodies are in. */
function record(page: Page): { fetched: Fetched[]; settled(): Promise<Fetched[]> } {
  const fetched: Fetched[] = [];
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    const done = response
      .body()
      .then((body) => void fetched.push({ url: new URL(response.url()).pathname, body }))
      .catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    fetched,
    async settled() {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await Promise.all(pending);
      return fetched;
    },
  };
}

const fonts = (fetched: Fetched[]) => fetched.filter(({ url }) => url.endsWith('.woff2'));
const faceName = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.[0-9a-f]+\.woff2$/, '');
const scripts = (fetched: Fetched[]) => fetched.filter(({ url }) => url.endsWith('.js'));
const gzipBytes = (files: Fetched[]) => files.reduce((sum, { body }) => sum + gzipSync(body).length, 0);

async function loaded(): Promise<ReturnType<typeof record>> {
  const recorder = record(session.page);
  await session.page.goto(session.url(PAGE), { waitUntil: 'networkidle' });
  await session.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await recorder.settled();
  return recorder;
}

describe('page weight', () => {
  it('an English page loads the basic (ASCII) faces of the body font alone, at most 40 KB', async () => {
    const { fetched } = await loaded();
    const names = fonts(fetched).map(({ url }) => faceName(url));
    expect(names.sort()).toEqual(['ibm-plex-sans-basic-400', 'ibm-plex-sans-basic-600', 'ibm-plex-sans-basic-700']);
    expect(fonts(fetched).reduce((sum, { body }) => sum + body.length, 0)).toBeLessThanOrEqual(FONT_BUDGET);
  });

  it('a face of another script is fetched when the page shows its characters, and only that one', async () => {
    const recorder = await loaded();
    const before = recorder.fetched.length;
    await session.page.evaluate(() => {
      const text = document.createElement('p');
      text.textContent = 'Кнопка';
      document.querySelector('main')!.append(text);
      return document.fonts.ready.then(() => undefined);
    });
    const added = fonts((await recorder.settled()).slice(before)).map(({ url }) => faceName(url));
    expect(added).toEqual(['ibm-plex-sans-cyrillic-400']);
  });

  for (const [overlay, button] of [
    ['search dialog', 'Search'],
    ['settings drawer', 'Toggle settings drawer'],
  ] as const) {
    it(`the ${overlay} fetches at most 150 KB gzip of JavaScript when first opened`, async () => {
      const recorder = await loaded();
      const before = recorder.fetched.length;
      const control = session.page.getByRole('button', { name: button, exact: true }).first();
      await control.hover();
      await control.click();
      await session.page.getByRole('dialog').first().waitFor();
      const opened = scripts((await recorder.settled()).slice(before));
      expect(opened.length).toBeGreaterThan(0);
      expect(gzipBytes(opened), opened.map(({ url }) => url).join(' ')).toBeLessThanOrEqual(OPEN_BUDGET);
    });
  }
});
