import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/builtSite.js';
import { hasCorpus, layOutPrunedCorpus, type CorpusSite } from '../helpers/corpus.js';

describe.runIf(hasCorpus)('the real Material UI getting-started demos', () => {
  let corpus: CorpusSite;
  let site: ServedSite;
  let browser: Browser;

  beforeAll(async () => {
    corpus = layOutPrunedCorpus();
    [site, browser] = await Promise.all([buildAndServe(corpus.root), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    fs.rmSync(corpus.root, { recursive: true, force: true });
  });

  it('hydrate in Chromium without a warning', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${site.server.url}/material-ui/getting-started/usage/`);
    const root = page.locator('.docsgen-demo-root').first();
    await expect(root.getByRole('button', { name: 'Hello world' }).isVisible()).resolves.toBe(true);
    await root.hover();
    await expect.poll(() => root.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(true);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await page.close();
  });
});
