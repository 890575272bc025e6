import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { copyFixture } from '../helpers/site.js';

let root: string;
let server: DevServer;
const logs: string[] = [];

/** A raw request: the path is sent exactly as given (no normalisation by a client). */
function request(
  rawPath: string,
  options: { method?: string; body?: string | Buffer } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Collects the server-sent events of the live-reload channel. */
function listenEvents(): { events: { event: string; data: string }[]; close(): void } {
  const { hostname, port } = new URL(server.url);
  const events: { event: string; data: string }[] = [];
  const req = http.get({ hostname, port, path: '/_docsgen/events' }, (res) => {
    let buffer = '';
    res.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ?? '' });
      }
    });
  });
  return { events, close: () => req.destroy() };
}

beforeAll(async () => {
  root = copyFixture('basic');
  fs.writeFileSync(path.join(root, '_redirects'), '/old-overview/ /joy-ui/overview/\n');
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: (line) => logs.push(line) });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('docsgen serve', () => {
  it('binds 127.0.0.1 and serves the built pages with the live-reload client', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await request('/material-ui/getting-started/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Overview - Material UI</title>');
    expect(page.body).toContain('new EventSource("/_docsgen/events")');
  });

  it('redirects /zh/ and /en/ to the English page, and adds a missing trailing slash', async () => {
    expect(await request('/zh/material-ui/getting-started/')).toMatchObject({ status: 302, headers: { location: '/material-ui/getting-started/' } });
    expect(await request('/en/joy-ui/overview/')).toMatchObject({ status: 302, headers: { location: '/joy-ui/overview/' } });
    expect(await request('/joy-ui/overview')).toMatchObject({ status: 302, headers: { location: '/joy-ui/overview/' } });
  });

  it('sends a redirected route (the _redirects file) where it leads', async () => {
    expect(await request('/old-overview/')).toMatchObject({ status: 302, headers: { location: '/joy-ui/overview/' } });
  });

  it('answers an unknown route with the 404 page and status 404', async () => {
    const missing = await request('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found');
  });

  it.each([
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..\\..\\..\\etc\\passwd',
    '/%5c..%5c..%5cetc%5cpasswd',
    '/_docsgen/..%2f..%2f..%2fdocsgen.config.json',
    '/%00/etc/passwd',
  ])('never serves a file outside the site: %s', async (rawPath) => {
    const response = await request(rawPath);
    expect(response.status).not.toBe(200);
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('"products"');
  });

  it('never follows a symbolic link out of the site', async () => {
    const outside = path.join(root, 'secret.txt');
    fs.writeFileSync(outside, 'top secret');
    fs.symlinkSync(outside, path.join(root, '.docsgen/serve/leak.txt'));
    fs.symlinkSync(root, path.join(root, '.docsgen/serve/leak-dir'));
    expect((await request('/leak.txt')).status).toBe(404);
    expect((await request('/leak-dir/secret.txt')).status).toBe(404);
    expect((await request('/leak.txt')).body).not.toContain('top secret');
  });

  it('takes feedback as JSON lines, and refuses oversized or malformed bodies with a clear 4xx', async () => {
    const file = path.join(root, '.docsgen/feedback.jsonl');
    const ok = await request('/_docsgen/feedback', { method: 'POST', body: JSON.stringify({ page: '/joy-ui/overview/', rating: 'yes' }) });
    expect(ok.status).toBe(201);
    expect(JSON.parse(fs.readFileSync(file, 'utf8').trim().split('\n').pop()!)).toMatchObject({ page: '/joy-ui/overview/', rating: 'yes' });
    const big = await request('/_docsgen/feedback', { method: 'POST', body: JSON.stringify({ comment: 'x'.repeat(70 * 1024) }) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).error).toContain('65536 bytes');
    const malformed = await request('/_docsgen/feedback', { method: 'POST', body: '{"page": ' });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).error).toBe('The body must be JSON');
    expect((await request('/_docsgen/feedback')).status).toBe(405);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('rebuilds on an edit and tells open pages to reload', async () => {
    const channel = listenEvents();
    await new Promise((resolve) => setTimeout(resolve, 100));
    fs.writeFileSync(path.join(root, 'content/joy-ui/overview.md'), '# Joy UI\n\nEdited while serving.\n');
    await server.settled();
    expect((await request('/joy-ui/overview/')).body).toContain('Edited while serving.');
    await expect.poll(() => channel.events.map((event) => event.event)).toContain('reload');
    channel.close();
  });

  it('stays up through a bad edit, shows the problem, and recovers when it is fixed', async () => {
    const channel = listenEvents();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = path.join(root, 'content/joy-ui/overview.md');
    fs.writeFileSync(file, '# Joy UI\n\n:::tip\nOops.\n:::\n');
    await server.settled();
    await expect.poll(() => channel.events.find((event) => event.event === 'problems')).toBeDefined();
    const problems = JSON.parse(channel.events.find((event) => event.event === 'problems')!.data) as { file: string; line: number; code: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/joy-ui/overview.md', line: 3, code: 'unknown-callout' }));
    // The last good pages are still served.
    expect((await request('/joy-ui/overview/')).status).toBe(200);
    fs.writeFileSync(file, '# Joy UI\n\nFixed.\n');
    await server.settled();
    expect((await request('/joy-ui/overview/')).body).toContain('Fixed.');
    await expect.poll(() => channel.events.at(-1)?.event).toBe('reload');
    channel.close();
  });

  it('handles pages added and deleted while serving', async () => {
    const file = path.join(root, 'content/joy-ui/extra.md');
    fs.writeFileSync(file, '# Extra\n\nA page added while serving.\n');
    await server.settled();
    expect((await request('/joy-ui/extra/')).status).toBe(200);
    fs.rmSync(file);
    await server.settled();
    expect((await request('/joy-ui/extra/')).status).toBe(404);
  });

  it('keeps serving the last good pages when a listed page is deleted, and says why', async () => {
    const channel = listenEvents();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = path.join(root, 'content/material-ui/getting-started/hidden-from-order.md');
    const text = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    await server.settled();
    expect((await request('/material-ui/getting-started/hidden-from-order/')).status).toBe(200);
    await expect.poll(() => channel.events.some((event) => event.event === 'problems' && event.data.includes('missing-page'))).toBe(true);
    fs.writeFileSync(file, text);
    await server.settled();
    await expect.poll(() => channel.events.at(-1)?.event).toBe('reload');
    channel.close();
  });
});

describe('docsgen serve --watch, a page edit', () => {
  it('re-checks the links of other pages that point at its headings', async () => {
    const channel = listenEvents();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The overview page links to installation.md#install-with-npm.
    const file = path.join(root, 'content/material-ui/getting-started/installation.md');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('## Install with npm', '## Install with a package manager'));
    await server.settled();
    await expect
      .poll(() =>
        channel.events.some(
          (event) => event.event === 'problems' && event.data.includes('broken-anchor') && event.data.includes('content/material-ui/getting-started/index.md'),
        ),
      )
      .toBe(true);
    fs.writeFileSync(file, original);
    await server.settled();
    await expect.poll(() => channel.events.at(-1)?.event).toBe('reload');
    channel.close();
  });
});

describe('docsgen serve --watch, a manifest edit', () => {
  const manifest = () => path.join(root, 'content/material-ui/pages.json');

  it("remakes that product's navigation and re-renders only its pages", async () => {
    const original = fs.readFileSync(manifest(), 'utf8');
    await request('/material-ui/getting-started/installation/');
    await request('/joy-ui/overview/');
    const before = server.pagesRendered();
    logs.length = 0;
    fs.writeFileSync(manifest(), original.replace('"title": "Overview"', '"title": "Start here"'));
    await server.settled();
    expect(logs.join('\n')).toContain('Updated content/material-ui/pages.json');
    expect((await request('/material-ui/getting-started/installation/')).body).toContain('>Start here<');
    const joy = await request('/joy-ui/overview/');
    expect(joy.body).not.toContain('Start here');
    // One page of Material UI was asked for again; Joy UI's was kept.
    expect(server.pagesRendered() - before).toBe(1);
    fs.writeFileSync(manifest(), original);
    await server.settled();
  });

  it("re-renders every page when a product's first page moves (every header links to it)", async () => {
    const original = fs.readFileSync(manifest(), 'utf8');
    await request('/joy-ui/overview/');
    const before = server.pagesRendered();
    const items = JSON.parse(original) as unknown[];
    fs.writeFileSync(manifest(), JSON.stringify([items[1], items[0], items[2]], null, 2));
    await server.settled();
    const joy = await request('/joy-ui/overview/');
    expect(server.pagesRendered() - before).toBe(1);
    expect(joy.body).toMatch(/href="\/material-ui\/customization\/dark-mode\/"[^>]*>Material UI</);
    fs.writeFileSync(manifest(), original);
    await server.settled();
  });

  it('reports a bad manifest with its file and line, keeps the last good pages, and recovers', async () => {
    const channel = listenEvents();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const original = fs.readFileSync(manifest(), 'utf8');
    fs.writeFileSync(
      manifest(),
      original.replace('{ "pathname": "/material-ui/getting-started/installation" }', '{ "pathname": "/material-ui/getting-started" }'),
    );
    await server.settled();
    await expect.poll(() => channel.events.find((event) => event.event === 'problems')).toBeDefined();
    const problems = JSON.parse(channel.events.find((event) => event.event === 'problems')!.data) as { file: string; line: number; code: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/material-ui/pages.json', line: 7, code: 'duplicate-pathname' }));
    expect((await request('/material-ui/getting-started/installation/')).body).toContain('>Overview<');
    fs.writeFileSync(manifest(), original);
    await server.settled();
    await expect.poll(() => channel.events.at(-1)?.event).toBe('reload');
    channel.close();
  });
});
