import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { tempDir } from '../helpers/site.js';

/** Issue 18, item 6: the dev server renders a page when it is first asked for, not every page at the start. */

const PAGES = 50;
const route = (n: number) => `/ui/page-${n}/`;
const pageFile = (root: string, n: number) => path.join(root, `content/ui/page-${n}.md`);

/** A site of 50 pages, each linking to the next one's heading; `pages` replaces some pages' markdown. */
function fiftyPages(pages: Record<number, string> = {}): string {
  const root = tempDir('docsgen-serve-lazy-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('docsgen.config.json', JSON.stringify({ title: 'Lazy', products: [{ id: 'ui', name: 'UI', manifest: 'content/ui/pages.json' }] }));
  const numbers = Array.from({ length: PAGES }, (_, index) => index + 1);
  write('content/ui/pages.json', JSON.stringify(numbers.map((n) => ({ pathname: `/ui/page-${n}`, title: `Page ${n}` }))));
  for (const n of numbers) {
    const next = (n % PAGES) + 1;
    write(`content/ui/page-${n}.md`, pages[n] ?? `# Page ${n}\n\nSee [the next page](/ui/page-${next}/#details).\n\n## Details\n\nText of page ${n}.\n`);
  }
  return root;
}

let root: string | undefined;
let server: DevServer | undefined;
const logs: string[] = [];

async function serve(site: string): Promise<DevServer> {
  root = site;
  logs.length = 0;
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: (line) => logs.push(line) });
  return server;
}

afterEach(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
  server = undefined;
  root = undefined;
});

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The first `problems` event the live-reload channel sends to a page that connects now. */
function problemsOnConnect(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/_docsgen/events`, (res) => {
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const problems = /event: problems\ndata: (.*)\n\n/.exec(buffer);
        if (problems) {
          req.destroy();
          resolve(problems[1]);
        }
      });
      // Only the version comes when there is nothing to show.
      setTimeout(() => {
        req.destroy();
        resolve(undefined);
      }, 300);
    });
    req.on('error', reject);
  });
}

describe('docsgen serve renders pages on request', () => {
  it("serves a page's Markdown twin at <route>.md, rendering only that page", async () => {
    const dev = await serve(fiftyPages());
    const twin = await get(`${dev.url}/ui/page-3.md`);
    expect(twin.status).toBe(200);
    expect(twin.body).toBe(`# Page 3\n\nSee [the next page](/ui/page-4/#details).\n\n## Details\n\nText of page 3.\n`);
    expect(dev.pagesRendered()).toBe(1);
    expect((await get(`${dev.url}/ui/page-999.md`)).status).toBe(404);
  });

  it('answers a page having rendered only that page, and renders no other while checking the site', async () => {
    const dev = await serve(fiftyPages());
    expect(dev.pagesRendered()).toBe(0);
    const page = await get(`${dev.url}${route(7)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Text of page 7.');
    expect(dev.pagesRendered()).toBe(1);
    // The check of every page and link after the start renders nothing.
    await dev.settled();
    expect(logs.join('\n')).toMatch(/^Checked the site in \d+ ms$/m);
    expect(dev.pagesRendered()).toBe(1);
    // Kept: asked again, not rendered again.
    expect((await get(`${dev.url}${route(7)}`)).body).toContain('Text of page 7.');
    expect(dev.pagesRendered()).toBe(1);
  });

  it('reports a broken link or anchor on any page at the start, without rendering it', async () => {
    const dev = await serve(fiftyPages({ 37: '# Page 37\n\nA [broken link](/ui/no-such-page/) and [no anchor](/ui/page-3/#nowhere).\n\n## Details\n' }));
    await dev.settled();
    const log = logs.join('\n');
    expect(log).toContain('content/ui/page-37.md:3:3  error  broken-link  Broken link /ui/no-such-page/');
    expect(log).toContain('content/ui/page-37.md:3:40  error  broken-anchor  Broken anchor /ui/page-3/#nowhere');
    const shown = await problemsOnConnect(dev.url);
    expect(JSON.parse(shown ?? '[]')).toEqual([
      expect.objectContaining({ file: 'content/ui/page-37.md', code: 'broken-link' }),
      expect.objectContaining({ file: 'content/ui/page-37.md', code: 'broken-anchor' }),
    ]);
    expect(dev.pagesRendered()).toBe(0);
  });

  it('re-renders an edited page that is open, and only that one; another edited page renders when asked for', async () => {
    const dev = await serve(fiftyPages());
    await dev.settled();
    expect((await get(`${dev.url}${route(3)}`)).status).toBe(200);
    expect(dev.pagesRendered()).toBe(1);

    fs.writeFileSync(pageFile(root!, 3), '# Page 3\n\nEdited while open.\n\n## Details\n');
    await dev.settled();
    expect(logs.join('\n')).toContain('Updated content/ui/page-3.md');
    expect(dev.pagesRendered()).toBe(2);
    expect((await get(`${dev.url}${route(3)}`)).body).toContain('Edited while open.');
    expect(dev.pagesRendered()).toBe(2);

    fs.writeFileSync(pageFile(root!, 20), '# Page 20\n\nEdited while closed.\n\n## Details\n');
    await dev.settled();
    expect(dev.pagesRendered()).toBe(2);
    expect((await get(`${dev.url}${route(20)}`)).body).toContain('Edited while closed.');
    expect(dev.pagesRendered()).toBe(3);
  });

  it('still checks the links of an edit to a page never rendered', async () => {
    const dev = await serve(fiftyPages());
    await dev.settled();
    // Page 11 links to page 12's "details" heading.
    fs.writeFileSync(pageFile(root!, 12), '# Page 12\n\n## Renamed\n');
    await dev.settled();
    expect(logs.join('\n')).toContain('content/ui/page-11.md:3:5  error  broken-anchor  Broken anchor /ui/page-12/#details');
    expect(dev.pagesRendered()).toBe(0);
  });

  it("shows a page's rendering errors over it when it is first asked for", async () => {
    const dev = await serve(fiftyPages({ 5: '# Page 5\n\n{{"demo": "Missing.tsx"}}\n\n## Details\n' }));
    await dev.settled();
    // A missing demo is found by the check, rendering nothing; a demo that fails to render only by rendering its page.
    expect(logs.join('\n')).toContain('content/ui/page-5.md:3:1  error  missing-demo  Missing demo Missing.tsx');
    fs.writeFileSync(path.join(root!, 'content/ui/Broken.tsx'), 'export default function Broken() {\n  throw new Error("Broken on purpose");\n}\n');
    fs.writeFileSync(pageFile(root!, 5), '# Page 5\n\n{{"demo": "Broken.tsx"}}\n\n## Details\n');
    await dev.settled();
    expect(await problemsOnConnect(dev.url)).toBeUndefined();
    logs.length = 0;
    const page = await get(`${dev.url}${route(5)}`);
    expect(page.status).toBe(200);
    expect(logs.join('\n')).toMatch(/error {2}demo-failed {2}Demo Broken\.tsx on \/ui\/page-5\/.*Broken on purpose/);
    expect(await problemsOnConnect(dev.url)).toContain('demo-failed');
  });
});
