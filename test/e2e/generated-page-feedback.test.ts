import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from '../helpers/browser.js';
import { buildAndServe, type ServedSite } from '../helpers/builtSite.js';
import { copyFixture } from '../helpers/site.js';

/** The api-package fixture with a feedback endpoint of its own (another origin, CORS as in production). */
let root: string;
let site: ServedSite;
let browser: Browser;
let server: http.Server;
let endpointUrl: string;
const received: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
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
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.statusCode = 201;
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feedback`;
  root = copyFixture('api-package');
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, feedback: { endpoint: endpointUrl } }));
  [site, browser] = await Promise.all([buildAndServe(root), launchChromium()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

async function rate(page: Page, route: string, rating: 'Yes' | 'No', text: string): Promise<void> {
  await page.goto(site.server.url + route);
  await page.getByRole('button', { name: rating, exact: true }).click();
  const field = page.getByLabel(rating === 'Yes' ? 'What did you like about this page? (optional)' : 'How can we improve this page? (optional)');
  await field.fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alert').filter({ hasText: 'Feedback submitted' }).waitFor();
}

describe('feedback on generated pages', () => {
  it('an API page and the generated home page send their rating and comment as markdown pages do', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    try {
      await rate(page, '/acme/api/widget/', 'Yes', 'The props table is clear.');
      await rate(page, '/', 'No', 'List more products.');
      expect(received).toEqual([
        { page: '/acme/api/widget/', rating: 'yes', comment: 'The props table is clear.', version: 'v3.1.0', language: 'en' },
        { page: '/', rating: 'no', comment: 'List more products.', version: null, language: 'en' },
      ]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
