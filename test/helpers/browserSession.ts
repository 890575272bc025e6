import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BuildOptions } from '../../src/build/build.js';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium, watchConsole } from './browser.js';
import { buildAndServe, type ServedSite } from './builtSite.js';

export interface BrowserSession {
  site: ServedSite;
  browser: Browser;
  /** A fresh context and page for every test. */
  context: BrowserContext;
  page: Page;
  /** Console errors, warnings and page errors of the current page. */
  problems: string[];
  url(route: string): string;
}

export interface BrowserSessionOptions {
  /** The site to build and serve (default: the example site). */
  root?: string;
  /** Options of its build (e.g. tiny search index parts). */
  build?: Partial<BuildOptions>;
  /** Prepares each new context (permissions, init scripts). */
  setUpContext?: (context: BrowserContext, site: ServedSite) => Promise<void>;
}

/**
 * The hooks every browser test file needs: build and serve a site, launch Chromium once, and
 * give each test a fresh context and page whose console is watched.
 */
export function useBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const session = {
    url: (route: string) => session.site.server.url + route,
  } as BrowserSession;
  beforeAll(async () => {
    [session.site, session.browser] = await Promise.all([buildAndServe(options.root, options.build), launchChromium()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.site?.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await options.setUpContext?.(session.context, session.site);
    session.page = await session.context.newPage();
    session.problems = watchConsole(session.page);
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}
