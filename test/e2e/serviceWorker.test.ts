import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { buildSite, copyFixture, tempDir } from '../helpers/site.js';

/** The site is served under a base, as on a host shared with other things. */
const BASE = '/docs/';
const PAGE = `${BASE}material-ui/getting-started/installation/`;
const OTHER_PAGE = `${BASE}joy-ui/overview/`;
const NEVER_VISITED = `${BASE}material-ui/customization/dark-mode/`;

/**
 * A static server of `<web>/` (the site is built into `<web>/docs`) with a switch that cuts it
 * off: while offline every connection is dropped, so nothing the browser gets can come from it.
 */
interface SwitchableServer {
  origin: string;
  port: number;
  requests: string[];
  setOffline(offline: boolean): void;
  /** Serves the worker with different bytes on every request: a new worker on every load. */
  changeWorkerOnEveryFetch: boolean;
  close(): Promise<void>;
}

async function serveSwitchable(web: string): Promise<SwitchableServer> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let offline = false;
  const server = http.createServer((request, response) => {
    if (offline) {
      request.socket.destroy();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requests.push(pathname);
    let file = path.join(web, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(web + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(web, BASE, '404.html');
      response.statusCode = 404;
    }
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' }[path.extname(file)];
    response.setHeader('content-type', type ?? 'application/octet-stream');
    const changed = switchable.changeWorkerOnEveryFetch && pathname === `${BASE}sw.js`;
    response.end(changed ? `${fs.readFileSync(file, 'utf8')}\n// ${requests.length}` : fs.readFileSync(file));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const switchable: SwitchableServer = {
    changeWorkerOnEveryFetch: false,
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    setOffline(value) {
      offline = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return switchable;
}

/**
 * Counts the page's loads and the times a worker took it over (in sessionStorage, which survives
 * reloads), and records the registrations it asks for.
 */
function instrument(): void {
  if (window !== window.top || !location.pathname.startsWith('/docs/')) return;
  const count = (key: string) => sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
  count('test-loads');
  navigator.serviceWorker.addEventListener('controllerchange', () => count('test-takeovers'));
  const calls: string[] = [];
  (window as unknown as { registerCalls: string[] }).registerCalls = calls;
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, url: string | URL, options?: RegistrationOptions) {
    calls.push(String(url));
    return register.call(this, url, options);
  };
}

const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('test-loads')));
/** Whether the page's controller is activated and no other worker is on its way (false while between two documents). */
const settled = (page: Page) =>
  page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return navigator.serviceWorker.controller?.state === 'activated' && !registration?.installing && !registration?.waiting;
    })
    .catch(() => false);
/** Worker takeovers so far (-1 while the page is between two documents). */
const takeovers = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('test-takeovers'))).catch(() => -1);
const registerCalls = (page: Page) => page.evaluate(() => (window as unknown as { registerCalls: string[] }).registerCalls);
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Waits until the worker controls the page and has saved it and every asset it loaded. */
async function waitUntilSaved(page: Page): Promise<void> {
  const unsaved = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return ['(no controller yet)'];
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/_docsgen/'));
      const urls = [location.origin + location.pathname, ...assets];
      const saved = await Promise.all(urls.map((url) => caches.match(url)));
      return urls.filter((_, index) => !saved[index]);
    });
  await expect.poll(unsaved, { timeout: 10_000 }).toEqual([]);
}

let web: string;
let root: string;
let server: SwitchableServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

async function rebuild(): Promise<void> {
  const result = await buildSite(root, path.join(web, 'docs'), { base: BASE });
  if (result.exitCode !== 0) throw new Error(`build failed: ${JSON.stringify(result.diagnostics.slice(0, 5))}`);
}

function editFile(relativePath: string, edit: (text: string) => string): void {
  const file = path.join(root, relativePath);
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
}

beforeAll(async () => {
  root = copyFixture('basic');
  web = tempDir('docsgen-sw-web-');
  [server, browser] = await Promise.all([serveSwitchable(web), launchChromium()]);
  // The port is known only now: the docs host is this server's.
  // The docs host is this server's; /x/ is another build's, on the same host.
  editFile('docsgen.config.json', (text) => JSON.stringify({ ...JSON.parse(text), docsHost: `127.0.0.1:${server.port}`, externalRoutes: ['/x/'] }));
  await rebuild();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  for (const dir of [root, web]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  server.setOffline(false);
  server.changeWorkerOnEveryFetch = false;
  context = await browser.newContext();
  await context.addInitScript(instrument);
  page = await context.newPage();
  problems = watchConsole(page);
});
afterEach(async () => {
  await context?.close();
});

describe('the service worker', () => {
  it('registers on the docs host under the base, without reloading the first visit, and controls the next load', async () => {
    await page.goto(server.origin + PAGE);
    expect(await registerCalls(page)).toEqual([`${BASE}sw.js`]);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(server.origin + BASE);
    await waitUntilSaved(page);
    expect(await loads(page)).toBe(1);

    await page.reload();
    expect(await controlled(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(await loads(page)).toBe(2);
    expect(problems).toEqual([]);
  });

  it('is not registered on another host', async () => {
    // The same server and pages, reached by a name that is not the docs host.
    await page.goto(`http://localhost:${server.port}${PAGE}`);
    await page.waitForLoadState('load');
    expect(await registerCalls(page)).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens a visited page offline, with its styles and scripts, and says so for a page never visited', async () => {
    // The first visit: the worker saves what the page loaded before it was in control.
    await page.goto(server.origin + PAGE);
    await waitUntilSaved(page);
    // Visited while the worker is in control: saved on the way.
    await page.goto(server.origin + OTHER_PAGE);

    await context.setOffline(true);
    server.setOffline(true);
    const served = server.requests.length;
    await page.goto(server.origin + PAGE);
    expect(await page.textContent('h1')).toBe('Installation');
    // The runtime ran (its last step registers the worker) and the stylesheet applied.
    expect(await registerCalls(page)).toEqual([`${BASE}sw.js`]);
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/_docsgen/docsgen.') && sheet.cssRules.length > 0))).toBe(
      true,
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('IBM Plex Sans');

    await page.goto(server.origin + OTHER_PAGE);
    expect(await page.textContent('h1')).toBe('Joy UI');
    expect(problems).toEqual([]);

    const response = await page.goto(server.origin + NEVER_VISITED);
    expect(response?.status()).toBe(503);
    expect(await page.textContent('h1')).toBe('You are offline');
    expect(await page.evaluate(() => document.querySelector('a')?.href)).toBe(server.origin + BASE);
    expect(server.requests.length).toBe(served);
  });

  it("leaves a page of another build on the domain (config externalRoutes) to the network: offline, the browser's own error, not the worker's page", async () => {
    await page.goto(server.origin + PAGE);
    await waitUntilSaved(page);
    await page.reload();
    expect(await controlled(page)).toBe(true);
    await context.setOffline(true);
    server.setOffline(true);
    await expect(page.goto(`${server.origin}${BASE}x/react-charts/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/);
    // A page of this site never visited still gets the worker's offline page (in a tab of its own:
    // the failed navigation's error page may still be committing in this one).
    const other = await context.newPage();
    const response = await other.goto(server.origin + NEVER_VISITED);
    await other.close();
    expect(response?.status()).toBe(503);
  });

  it('searches offline once the search index was used online', async () => {
    // Pagefind's client as the search dialog loads it: the list of the index's parts and
    // Pagefind's entry files come with a `?ts=` query, the loader from the first part.
    // (A string: vitest would rewrite a dynamic import written in the test's own code.)
    const search = (query: string): Promise<string[]> =>
      page.evaluate(`(async () => {
        const dir = ${JSON.stringify(`${BASE}_docsgen/search/`)};
        const [pagefind, { parts }] = await Promise.all([import(dir + '0/pagefind.js'), fetch(dir + 'parts.json?ts=' + Date.now()).then((response) => response.json())]);
        await pagefind.init();
        for (const part of parts.slice(1)) await pagefind.mergeIndex(dir + part + '/');
        const found = await pagefind.search(${JSON.stringify(query)});
        return Promise.all(found.results.map(async (result) => (await result.data()).url));
      })()`);
    await page.goto(server.origin + PAGE);
    await waitUntilSaved(page);
    const online = await search('install');
    expect(online).toContain(PAGE);

    await context.setOffline(true);
    server.setOffline(true);
    await page.reload();
    expect(await search('install')).toEqual(online);
    expect(problems).toEqual([]);
  });

  it('serves pages from the network while online: a rebuilt page shows at once, not the saved copy', async () => {
    await page.goto(server.origin + PAGE);
    await waitUntilSaved(page);
    editFile('content/material-ui/getting-started/installation.md', (text) =>
      text.replace('How to install the fixture library.', 'How to install it, rebuilt.'),
    );
    await rebuild();
    await page.reload();
    expect(await controlled(page)).toBe(true);
    expect(await page.textContent('.description')).toBe('How to install it, rebuilt.');
    expect(problems).toEqual([]);
  });

  it('reloads a controlled page exactly once when a rebuild with new assets brings a new worker', async () => {
    await page.goto(server.origin + PAGE);
    await waitUntilSaved(page);
    await page.reload();
    expect(await controlled(page)).toBe(true);
    const oldEntry = await page.getAttribute('script[type="module"][src]', 'src');
    const oldWorker = fs.readFileSync(path.join(web, 'docs/sw.js'));

    // A label the runtime carries (settings): its bundle, and so the assets, change.
    editFile('content/translations/en.json', (text) => {
      const dictionary = JSON.parse(text) as { settings?: Record<string, string> };
      return JSON.stringify({ ...dictionary, settings: { ...dictionary.settings, serviceWorkerTest: 'a new label' } });
    });
    await rebuild();
    expect(fs.readFileSync(path.join(web, 'docs/sw.js')).equals(oldWorker)).toBe(false);
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => void navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await reloaded;
    await expect.poll(() => settled(page), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(300);
    expect(await loads(page)).toBe(3);
    expect(await page.getAttribute('script[type="module"][src]', 'src')).not.toBe(oldEntry);
    expect(await controlled(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('reloads at most once per load, with no loop, when every load brings a new worker (DevTools\' "Update on reload")', async () => {
    // What "Update on reload" amounts to: every load checks for a new worker, and finds one.
    server.changeWorkerOnEveryFetch = true;
    await context.addInitScript(() =>
      addEventListener('load', async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (registration?.active) await registration.update().catch(() => undefined);
      }),
    );
    await page.goto(server.origin + PAGE);
    await waitUntilSaved(page);
    // A worker took over the first visit, which did not reload (when its load event comes after
    // the first worker activates, the update it asks for brings a second one: also no reload).
    expect(await takeovers(page)).toBeGreaterThanOrEqual(1);
    expect(await loads(page)).toBe(1);

    // This load is controlled: a new worker takes over and the page reloads once. That load
    // brings yet another worker, which takes over without a second reload.
    await page.reload();
    await expect.poll(() => takeovers(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => settled(page), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(300);
    expect(await loads(page)).toBe(3);
    expect(problems).toEqual([]);
  });
});
