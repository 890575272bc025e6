import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/builtSite.js';
import { copyFixture } from '../helpers/site.js';

const PAGE = '/material-ui/getting-started/installation/';
const BACKER = 'https://docs.example.com/backers/';

/** The fake third party: the ad script, the feed, images and impression pixels. */
interface FakeThirdParty {
  url: string;
  requests: string[];
  /** What the ad script does: put a placement element next to itself (with a normal or backer link). */
  script: 'normal' | 'backer';
  feed: (count: number) => { status: number; body: string };
  close(): Promise<void>;
}

const okFeed = (items: unknown[]) => () => ({ status: 200, body: JSON.stringify({ ads: items }) });

async function startThirdParty(): Promise<FakeThirdParty> {
  let feedCount = 0;
  const party = {
    requests: [] as string[],
    script: 'normal',
    feed: okFeed([]),
  } as unknown as FakeThirdParty;
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    party.requests.push(url);
    response.setHeader('access-control-allow-origin', '*');
    if (url.startsWith('/ad.js')) {
      const href = party.script === 'backer' ? BACKER : 'https://sponsor.example.com/product';
      response.setHeader('content-type', 'text/javascript');
      response.end(`(() => {
        const ad = document.createElement('div');
        ad.id = 'carbonads';
        ad.innerHTML = '<a href="${href}">Sponsor product</a> <span>from the fake script</span>';
        document.currentScript.after(ad);
      })();`);
    } else if (url.startsWith('/feed.json')) {
      const answer = party.feed(++feedCount);
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(answer.body);
    } else if (url.startsWith('/img.svg')) {
      response.setHeader('content-type', 'image/svg+xml');
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="teal"/></svg>');
    } else if (url.startsWith('/gtag/js')) {
      // Google's tag stands in: it marks that it ran, with the dataLayer it found.
      response.setHeader('content-type', 'text/javascript');
      response.end('window.__tagRan = Array.isArray(window.dataLayer);');
    } else if (url.startsWith('/pixel')) {
      response.setHeader('content-type', 'image/gif');
      response.end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  party.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  party.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  Object.defineProperty(party, 'resetFeedCount', { value: () => (feedCount = 0) });
  return party;
}

let party: FakeThirdParty;
let site: ServedSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let root: string;

beforeAll(async () => {
  party = await startThirdParty();
  root = copyFixture('ads');
  const configFile = path.join(root, 'docsgen.config.json');
  fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replaceAll('http://127.0.0.1:9', party.url));
  [site, browser] = await Promise.all([buildAndServe(root), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await party?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

async function newPage(options: { userAgent?: string; width?: number; random?: number[] } = {}): Promise<void> {
  context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.random) {
    // Seeded randomness: the values in turn, the last one repeated.
    await context.addInitScript((values: number[]) => {
      let index = 0;
      window.__docsgenRandom = () => values[Math.min(index++, values.length - 1)]!;
    }, options.random);
  }
  await context.addInitScript(() => {
    const record = window as unknown as { __cls: number; __shifts: string[] };
    record.__cls = 0;
    record.__shifts = [];
    new PerformanceObserver((list) => {
      type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.__cls += entry.value;
        record.__shifts.push(
          `${Math.round(performance.now())}ms ` +
            entry.sources
              .map((source) => {
                const node = source.node;
                const element = node instanceof Element ? node : (node as Node | null | undefined)?.parentElement;
                return `${element?.tagName}.${element?.className}: ${(node?.textContent ?? '').slice(0, 40)} ${JSON.stringify((source as unknown as { previousRect: DOMRect }).previousRect)}→${JSON.stringify((source as unknown as { currentRect: DOMRect }).currentRect)}`;
              })
              .join(' | '),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page = await context.newPage();
  problems = watchConsole(page);
  // Page time stands still but for runFor: polling and backoff advance only when a test says so.
  await page.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2025-01-01T00:00:01Z'));
}

beforeEach(() => {
  party.requests.length = 0;
  party.script = 'normal';
  party.feed = okFeed([]);
  (party as unknown as { resetFeedCount(): void }).resetFeedCount();
});
afterEach(async () => {
  await context?.close();
});

const block = (pattern: string) => page.route(`${party.url}${pattern}`, (route) => route.abort('blockedbyclient'));
const adState = () => page.locator('[data-ad-slot]').getAttribute('data-ad-state');
const cls = async () => {
  const { total, shifts } = await page.evaluate(() => {
    const record = window as unknown as { __cls: number; __shifts: string[] };
    return { total: record.__cls, shifts: record.__shifts };
  });
  if (total !== 0) console.log('layout shifts:', shifts);
  return total;
};
const dataLayer = () =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>)))) as unknown[][]);
const adEvents = async () => (await dataLayer()).filter((entry) => entry[0] === 'event' && entry[1] === 'ad');

async function open(): Promise<void> {
  await page.goto(site.server.url + PAGE);
  await page.waitForFunction(() => document.querySelector('[data-ad-slot]')?.hasAttribute('data-ad-state'));
}

/**
 * Lets the shell settle (fonts loaded, first layout done) and starts counting layout shifts from
 * there, before the ad arrives: what is measured is whether anything moves when the ad comes.
 */
async function settle(): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(600);
  await page.evaluate(() => {
    const record = window as unknown as { __cls: number; __shifts: string[] };
    record.__cls = 0;
    record.__shifts = [];
  });
}

/** Fast-forwards the page clock 500 ms at a time until the slot reaches one of `states`. */
async function until(states: string[], maxMs = 20_000): Promise<string | null> {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += 500) {
    const state = await adState();
    if (state && states.includes(state)) return state;
    await page.clock.runFor(500);
    await page.waitForTimeout(20);
  }
  return adState();
}

describe('the ad slot', () => {
  it('is server-rendered below the description with its space reserved', async () => {
    await newPage();
    await page.goto(site.server.url + PAGE);
    const placement = await page.evaluate(() => {
      const slot = document.querySelector<HTMLElement>('[data-ad-slot]')!;
      const style = getComputedStyle(slot);
      return {
        previous: slot.previousElementSibling?.className,
        minHeight: style.minHeight,
        marginTop: style.marginTop,
        marginBottom: style.marginBottom,
      };
    });
    expect(placement).toEqual({ previous: 'description', minHeight: '126px', marginTop: '24px', marginBottom: '24px' });
    await page.setViewportSize({ width: 500, height: 900 });
    expect(await page.locator('[data-ad-slot]').evaluate((slot) => getComputedStyle(slot).minHeight)).toBe('142px');
  });

  it('shows the ad script placement, with no layout shift', async () => {
    await newPage({ random: [0.05] });
    await block('/feed.json');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${party.url}/ad.js`, async (route) => {
      await released;
      await route.continue();
    });
    await open();
    await settle();
    release();
    expect(await until(['script'])).toBe('script');
    await expect.poll(() => page.locator('[data-ad-slot] #carbonads').textContent()).toContain('Sponsor product');
    expect(await cls()).toBe(0);
    // Sampled display (0.05 < 0.1), once visible; then a click on the ad.
    await expect.poll(adEvents).toContainEqual(['event', 'ad', { eventAction: 'display', eventLabel: 'script-body-top-image' }]);
    await page.locator('#carbonads a').evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await page.locator('#carbonads a').click();
    expect(await adEvents()).toContainEqual(['event', 'ad', { eventAction: 'click', eventLabel: 'script-body-top-image' }]);
    expect(problems.filter((problem) => !problem.includes('ERR_BLOCKED_BY_CLIENT') && !problem.includes('Failed to load resource'))).toEqual([]);
  });

  it('assumes a blocker after more than 6 tries and shows the message with a low draw', async () => {
    await newPage({ random: [0.1] });
    await block('/ad.js');
    await block('/feed.json');
    await open();
    await settle();
    await page.clock.runFor(2500); // tries 1..6
    expect(await adState()).toBe('loading');
    expect(await until(['adblock', 'in-house'])).toBe('adblock');
    await expect(page.locator('[data-ad-slot]').textContent()).resolves.toContain('Help us keep running');
    expect(await page.locator('[data-ad-slot] .docsgen-ad-description').textContent()).toMatch(/ad blocker/);
    expect(await cls()).toBe(0);
  });

  it('assumes a blocker and shows an in-house ad with a high draw', async () => {
    await newPage({ random: [0.5, 0.5, 0.5] });
    await block('/ad.js');
    await block('/feed.json');
    await open();
    await settle();
    expect(await until(['adblock', 'in-house'])).toBe('in-house');
    const image = page.locator('[data-ad-slot] img.docsgen-ad-image');
    expect(await image.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([130, 100]);
    expect(await page.locator('[data-ad-slot] .docsgen-ad-name').textContent()).toBe('Premium themes');
    expect(await cls()).toBe(0);
  });

  it('shows an in-house ad when the placement reports the backer link', async () => {
    await newPage();
    party.script = 'backer';
    await block('/feed.json');
    await open();
    expect(await until(['backer', 'script'])).toBe('backer');
    expect(await page.locator('[data-ad-slot] #carbonads').count()).toBe(0);
    expect(await page.locator('[data-ad-slot] .docsgen-ad-in-house').count()).toBe(1);
  });

  it('shows an in-house ad when the feed reports the backer link', async () => {
    await newPage();
    party.feed = okFeed([{ company: 'Backers', description: 'Thanks', statlink: `${BACKER}?x=1`, image: '' }]);
    await block('/ad.js');
    await open();
    expect(await until(['backer', 'feed'])).toBe('backer');
    expect(await page.locator('[data-ad-slot] .docsgen-ad-in-house').count()).toBe(1);
  });

  it('leaves the slot empty for crawlers and loads no ad script', async () => {
    await newPage({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await open();
    await page.clock.runFor(5000);
    expect(await adState()).toBe('crawler');
    expect(await page.locator('[data-ad-slot]').innerHTML()).toBe('');
    // Google's tag aside: analytics is not the ad slot's.
    expect(party.requests.filter((request) => !request.startsWith('/gtag/'))).toEqual([]);
  });

  it('renders nothing on a crash, sends the crash event and leaves the page intact', async () => {
    await newPage({ random: [0.5] });
    await context.addInitScript(() => {
      // Any image the ad creates breaks it.
      Object.defineProperty(HTMLImageElement.prototype, 'src', {
        set() {
          throw new Error('image source refused');
        },
      });
    });
    party.feed = okFeed([{ company: 'Acme', description: 'Tools', statlink: 'https://acme.example.com/', image: `${party.url}/img.svg` }]);
    await block('/ad.js');
    await open();
    expect(await until(['crashed', 'feed'])).toBe('crashed');
    expect(await page.locator('[data-ad-slot]').innerHTML()).toBe('');
    expect(await page.locator('h1').textContent()).toBe('Installation');
    expect(await page.locator('.docsgen-markdown .description').count()).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(adEvents).toContainEqual(['event', 'ad', { eventAction: 'crash', eventLabel: 'unknown-body-top-image' }]);
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
  });

  it('retries a feed that fails three times, then renders it and fires its pixels once', async () => {
    await newPage();
    party.feed = (count) =>
      count <= 3
        ? { status: 503, body: 'busy' }
        : {
            status: 200,
            body: JSON.stringify({
              ads: [
                {},
                { company: 'No link' },
                {
                  company: 'Acme Tools',
                  description: 'Build <strong>faster</strong> with Acme.',
                  image: `${party.url}/img.svg`,
                  statlink: 'https://acme.example.com/click',
                  pixel: `${party.url}/pixel/a?t=[timestamp]||${party.url}/pixel/b?t=[timestamp]&r=1`,
                  timestamp: '1700000000',
                },
              ],
            }),
          };
    await block('/ad.js');
    await open();
    await settle();
    expect(await until(['feed'])).toBe('feed');
    expect(party.requests.filter((request) => request.startsWith('/feed.json'))).toHaveLength(4);
    const ad = page.locator('[data-ad-slot] #carbonads');
    expect(await ad.locator('.docsgen-ad-name').textContent()).toBe('Acme Tools');
    expect(await ad.locator('.docsgen-ad-description strong').textContent()).toBe('faster');
    expect(await ad.locator('img').getAttribute('src')).toBe(`${party.url}/img.svg`);
    await expect
      .poll(() => party.requests.filter((request) => request.startsWith('/pixel')).sort())
      .toEqual(['/pixel/a?t=1700000000', '/pixel/b?t=1700000000&r=1']);
    await page.clock.runFor(5000);
    expect(party.requests.filter((request) => request.startsWith('/pixel'))).toHaveLength(2);
    expect(await cls()).toBe(0);
  });

  it('survives a malformed feed (falls back as if blocked)', async () => {
    await newPage({ random: [0.5] });
    party.feed = () => ({ status: 200, body: '{"ads": "not a list"' });
    await block('/ad.js');
    await open();
    expect(await until(['in-house', 'adblock', 'crashed'])).toBe('in-house');
    expect(party.requests.filter((request) => request.startsWith('/feed.json'))).toHaveLength(1);
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
  });

  it('sanitises the feed description: nothing of an XSS attempt executes', async () => {
    await newPage();
    const attacks = [
      '<img src=x onerror="window.__xss=1">',
      '<script>window.__xss=2</script>',
      '<a href="javascript:window.__xss=3">click</a>',
      '<svg onload="window.__xss=4"></svg>',
      '<iframe src="javascript:parent.__xss=5"></iframe>',
      '<span onmouseover="window.__xss=6" style="position:fixed;inset:0">hover</span>',
      '<a href="https://safe.example.com/" onclick="window.__xss=7">safe link</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
    ].join(' ');
    party.feed = okFeed([
      { company: '<b onmouseover="window.__xss=9">Evil</b>', description: attacks, statlink: 'https://acme.example.com/', image: 'javascript:alert(1)' },
    ]);
    await block('/ad.js');
    await open();
    expect(await until(['feed'])).toBe('feed');
    await page.hover('[data-ad-slot] .docsgen-ad-description');
    const description = page.locator('[data-ad-slot] .docsgen-ad-description');
    await description.locator('a[href="https://safe.example.com/"]').evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await description.locator('a[href="https://safe.example.com/"]').click();
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const html = await page.locator('[data-ad-slot] .docsgen-ad-description').innerHTML();
    expect(html).not.toMatch(/<script|<iframe|<svg|<img|<math|<style|javascript:|onerror|onload|onclick|onmouseover|style=/i);
    const attributes = await page
      .locator('[data-ad-slot] #carbonads *')
      .evaluateAll((elements) => elements.flatMap((element) => element.getAttributeNames().map((name) => `${name}=${element.getAttribute(name)}`)));
    expect(attributes.filter((attribute) => /^on|^style=|javascript:/i.test(attribute))).toEqual([]);
    expect(await page.locator('[data-ad-slot] .docsgen-ad-name').textContent()).toBe('<b onmouseover="window.__xss=9">Evil</b>');
    expect(await page.locator('[data-ad-slot] img').count()).toBe(0);
  });
});

describe('analytics', () => {
  it('records page view, user properties, tracked clicks and runtime events in dataLayer', async () => {
    await newPage({ random: [0.5] });
    await block('/ad.js');
    await block('/feed.json');
    await page.goto(site.server.url + PAGE);
    await page.clock.runFor(5000);
    await page.waitForFunction(() => (window.dataLayer ?? []).length > 0);
    const layer = await dataLayer();
    expect(layer).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    const properties = layer.find((entry) => entry[0] === 'set' && entry[1] === 'user_properties')?.[2];
    expect(properties).toEqual({ userLanguage: 'en', codeVariant: 'TS', colorScheme: 'light', devicePixelRatio: 1, codeStylingVariant: 'MUI System' });
    expect(layer.some((entry) => entry[0] === 'event' && entry[1] === 'page_view')).toBe(true);
    await page.getByRole('button', { name: 'Tracked button', exact: true }).click();
    await page.getByRole('button', { name: 'Never tracked button' }).click();
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('docsgen:analytics', { detail: { category: 'code', action: 'copy-keyboard', label: 'tsx' } })),
    );
    const events = (await dataLayer()).filter((entry) => entry[0] === 'event');
    expect(events).toContainEqual(['event', 'fixture', { eventAction: 'press', eventLabel: 'always' }]);
    expect(events).not.toContainEqual(['event', 'fixture', { eventAction: 'press', eventLabel: 'never' }]);
    expect(events).toContainEqual(['event', 'code', { eventAction: 'copy-keyboard', eventLabel: 'tsx' }]);
    // No web vitals outside the sampled sessions, and no display event with a draw over 0.1.
    expect(events.some((entry) => ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'].includes(entry[1] as string))).toBe(false);
    expect(await adEvents()).toEqual([]);
  });

  it('loads Google’s tag from the configured URL, with the measurement id, and the tag runs', async () => {
    await newPage();
    await block('/ad.js');
    await block('/feed.json');
    party.requests.length = 0;
    await page.goto(site.server.url + PAGE);
    await page.clock.runFor(5000);
    await page.waitForFunction(() => (window as unknown as { __tagRan?: boolean }).__tagRan === true);
    expect(party.requests).toContain('/gtag/js?id=G-TEST123');
    expect(await page.locator('head script[async][src$="/gtag/js?id=G-TEST123"]').count()).toBe(1);
  });

  it('reports web vitals in a sampled session', async () => {
    context = await browser.newContext();
    await context.addInitScript(() => {
      window.__docsgenRandom = () => 0;
    });
    page = await context.newPage();
    await page.goto(site.server.url + PAGE);
    await expect
      .poll(async () => (await dataLayer()).filter((entry) => entry[0] === 'event' && ['TTFB', 'FCP'].includes(entry[1] as string)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
  });
});
