import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { copyFixture } from '../helpers/site.js';

let root: string;
let server: DevServer;

beforeAll(async () => {
  root = copyFixture('search');
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Entry {
  languages: { en: { hash: string; page_count: number } };
}
const entry = async (): Promise<Entry> => {
  const response = await fetch(`${server.url}/_docsgen/search/0/pagefind-entry.json?ts=1`);
  expect(response.status).toBe(200);
  return (await response.json()) as Entry;
};

it('serve --watch makes the search index on first request, and again after a change', async () => {
  // The list of parts is the first file the dialog asks for: it alone makes the index.
  const parts = await fetch(`${server.url}/_docsgen/search/parts.json?ts=1`);
  expect(parts.status).toBe(200);
  expect(await parts.json()).toEqual({ parts: ['0'] });
  const loader = await fetch(`${server.url}/_docsgen/search/0/pagefind.js`);
  expect(loader.status).toBe(200);
  const before = await entry();
  // The fixture's 5 pages and the generated home page.
  expect(before.languages.en.page_count).toBe(6);
  const meta = await fetch(`${server.url}/_docsgen/search/0/pagefind.${before.languages.en.hash}.pf_meta`);
  expect(meta.status).toBe(200);
  expect((await entry()).languages.en.hash).toBe(before.languages.en.hash);
  // Made from the pages' markdown: no page was rendered for it.
  expect(server.pagesRendered()).toBe(0);

  fs.appendFileSync(path.join(root, 'content/material-ui/getting-started/installation.md'), '\n## Zebrafish\n\nA new section.\n');
  await server.settled();
  const after = await entry();
  expect(after.languages.en.page_count).toBe(6);
  expect(after.languages.en.hash).not.toBe(before.languages.en.hash);
});
