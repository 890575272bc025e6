import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { copyFixture, REPO_ROOT, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * Issue 16, item 8 (and the server bits of item 5): the dev server against hostile requests and
 * careless setups. Every case talks to a real server on 127.0.0.1 over HTTP and checks that it
 * still serves a page afterwards.
 */

let root: string;
let outside: string;
let server: DevServer;
let sources: Map<string, Buffer>;
const logs: string[] = [];

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: the path and headers are sent exactly as given (no normalisation by a client). */
function request(rawPath: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const port = () => Number(new URL(server.url).port);
const postFeedback = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  request('/_docsgen/feedback', { method: 'POST', body, headers });
const feedbackLines = () => {
  const file = path.join(root, '.docsgen/feedback.jsonl');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
};

/** The server answers a page as before: whatever came first did not take it down. */
async function expectStillUp(): Promise<void> {
  const page = await request('/material-ui/getting-started/');
  expect(page.status).toBe(200);
  expect(page.body).toContain('<title>Overview - Material UI</title>');
}

beforeAll(async () => {
  root = copyFixture('basic');
  outside = tempDir('docsgen-outside-');
  sources = snapshotDir(path.join(root, 'content'));
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: (line) => logs.push(line) });
});
afterAll(async () => {
  await server?.close();
  for (const dir of [root, outside]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the feedback endpoint', () => {
  it('takes a JSON object from a page of the served origin', async () => {
    const before = feedbackLines().length;
    const ok = await postFeedback(JSON.stringify({ page: '/joy-ui/overview/', rating: 'yes' }), {
      'content-type': 'application/json; charset=utf-8',
      origin: `http://127.0.0.1:${port()}`,
    });
    expect(ok.status).toBe(201);
    expect(feedbackLines()).toHaveLength(before + 1);
    expect(JSON.parse(feedbackLines().at(-1)!)).toMatchObject({ page: '/joy-ui/overview/', rating: 'yes' });
  });

  it.each([
    ['no Content-Type', {}],
    ['text/plain (a form or sendBeacon from another site)', { 'content-type': 'text/plain' }],
    ['application/x-www-form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['application/jsonp', { 'content-type': 'application/jsonp' }],
  ])('refuses a body sent with %s: 415', async (_name, headers) => {
    const before = feedbackLines().length;
    const refused = await postFeedback('{"rating":"yes"}', headers);
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.body).error).toBe('Feedback must be sent as Content-Type: application/json');
    expect(feedbackLines()).toHaveLength(before);
    await expectStillUp();
  });

  it.each(['http://evil.example', 'null', 'http://localhost:1', 'https://127.0.0.1'])('refuses a post from another origin (%s): 403', async (origin) => {
    const before = feedbackLines().length;
    const refused = await postFeedback('{"rating":"yes"}', { 'content-type': 'application/json', origin });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error).toBe(`Feedback is taken only from pages of http://127.0.0.1:${port()}, not ${origin}`);
    expect(feedbackLines()).toHaveLength(before);
    await expectStillUp();
  });

  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('takes JSON nested 16 deep, refuses 17 deep and a 30,000-deep array with 400', async () => {
    expect((await postFeedback(nested(16))).status).toBe(201);
    const before = feedbackLines().length;
    for (const body of [nested(17), '['.repeat(30_000) + ']'.repeat(30_000), `{"a":${'['.repeat(32_000)}`]) {
      const refused = await postFeedback(body);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).error).toBe('Feedback JSON may be nested at most 16 levels deep');
    }
    expect(feedbackLines()).toHaveLength(before);
    await expectStillUp();
  });

  it('takes 100 keys, refuses 101 (also spread over nested objects) with 400', async () => {
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
    expect((await postFeedback(JSON.stringify(keys(100)))).status).toBe(201);
    const before = feedbackLines().length;
    for (const body of [JSON.stringify(keys(101)), JSON.stringify({ a: keys(60), b: keys(40) })]) {
      const refused = await postFeedback(body);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).error).toBe('Feedback JSON may hold at most 100 keys');
    }
    // Colons and brackets inside strings are text, not structure.
    expect((await postFeedback(JSON.stringify({ comment: '{[:'.repeat(500) }))).status).toBe(201);
    expect(feedbackLines()).toHaveLength(before + 1);
    await expectStillUp();
  });

  it('answers 500 when the feedback file cannot be written, says why in the terminal, and goes on', async () => {
    const file = path.join(root, '.docsgen/feedback.jsonl');
    fs.rmSync(file, { force: true });
    fs.mkdirSync(file);
    logs.length = 0;
    const failed = await postFeedback('{"rating":"no"}');
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body).error).toBe('Could not save the feedback: EISDIR');
    expect(logs.join('\n')).toMatch(/^\.docsgen\/feedback\.jsonl: could not save feedback: EISDIR/m);
    await expectStillUp();
    fs.rmdirSync(file);
    expect((await postFeedback('{"rating":"yes"}')).status).toBe(201);
    expect(feedbackLines()).toHaveLength(1);
  });
});

describe('the Host header (DNS rebinding)', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('serves %s on the bound port', async (name) => {
    const page = await request('/material-ui/getting-started/', { headers: { host: `${name}:${port()}` } });
    expect(page.status).toBe(200);
  });

  // PORT stands for the port served.
  it.each([
    'evil.example:PORT',
    'localhost.evil.example:PORT',
    '192.168.1.10:PORT',
    '[::2]:PORT',
    'localhost:1',
    'localhost',
    'localhost@evil.example',
    'localhost:PORT:80',
    'localhost.:PORT',
  ])('refuses Host: %s with 403 and says why', async (name) => {
    const host = name.replace('PORT', String(port()));
    const refused = await request('/material-ui/getting-started/', { headers: { host } });
    expect(refused.status).toBe(403);
    expect(refused.body).toBe(
      `Blocked request: Host "${host}" is not served here. docsgen serve on 127.0.0.1 answers to localhost, 127.0.0.1, [::1] on port ${port()} (a guard against DNS rebinding; use --host to serve under another name).\n`,
    );
    await expectStillUp();
  });

  it('guards the feedback endpoint and live-reload channel too', async () => {
    const before = feedbackLines().length;
    const feedback = await postFeedback('{"rating":"yes"}', {
      'content-type': 'application/json',
      host: `evil.example:${port()}`,
      origin: `http://evil.example:${port()}`,
    });
    expect(feedback.status).toBe(403);
    expect(feedbackLines()).toHaveLength(before);
    const events = await request('/_docsgen/events', { headers: { host: `evil.example:${port()}` } });
    expect(events.status).toBe(403);
  });

  it('refuses an HTTP/1.0 request without a Host header', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.end('GET /material-ui/getting-started/ HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toContain('Blocked request: no Host header.');
    await expectStillUp();
  });
});

describe('redirects', () => {
  it.each([
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '//evil',
    '/%2F%2Fevil',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/',
    '/%2F/evil',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil',
    '/%09/evil',
    '/zh//evil',
    '/zh//evil.example/',
    '/en/%2F%2Fevil',
    '/zh/%5C%5Cevil',
    '/en//%2Fevil?x=1',
  ])('never sends the reader off the site: %s', async (rawPath) => {
    const answer = await request(rawPath);
    const location = answer.headers.location;
    if (location !== undefined) {
      expect(answer.status).toBe(302);
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, server.url).origin).toBe(server.url);
    } else {
      expect([400, 404]).toContain(answer.status);
    }
    await expectStillUp();
  });

  it('still redirects within the site, collapsing repeated slashes', async () => {
    expect(await request('//joy-ui//overview')).toMatchObject({ status: 302, headers: { location: '/joy-ui/overview/' } });
    expect(await request('/zh//joy-ui/overview/?q=1')).toMatchObject({ status: 302, headers: { location: '/joy-ui/overview/?q=1' } });
  });

  it('refuses a request target that is not a path (absolute form)', async () => {
    const answer = await request('http://evil.example/material-ui/getting-started/');
    expect(answer.status).toBe(400);
    await expectStillUp();
  });
});

describe('symbolic links out of the site', () => {
  it('does not serve a file of the served folder linked to outside it', async () => {
    const secret = path.join(outside, 'secret.txt');
    fs.writeFileSync(secret, 'top secret');
    fs.symlinkSync(secret, path.join(root, '.docsgen/serve/leak.txt'));
    fs.symlinkSync(outside, path.join(root, '.docsgen/serve/leak-dir'));
    for (const rawPath of ['/leak.txt', '/leak-dir/secret.txt']) {
      const answer = await request(rawPath);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('top secret');
    }
    await expectStillUp();
  });

  it('neither renders nor serves a page linked to a file outside the site, added while watching', async () => {
    fs.writeFileSync(path.join(outside, 'secret.md'), '# Secret\n\nTop secret page.\n');
    const link = path.join(root, 'content/joy-ui/leak.md');
    logs.length = 0;
    fs.symlinkSync(path.join(outside, 'secret.md'), link);
    await server.settled();
    const answer = await request('/joy-ui/leak/');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('Top secret');
    expect(logs.join('\n')).toContain(
      'content/joy-ui/leak.md:1:1  error  outside-site  content/joy-ui/leak.md is a symbolic link that resolves outside the site folder: docsgen reads only files inside the site',
    );
    // Editing the file outside changes nothing either.
    fs.writeFileSync(path.join(outside, 'secret.md'), '# Secret\n\nStill secret.\n');
    await server.settled();
    expect((await request('/joy-ui/leak/')).status).toBe(404);
    await expectStillUp();
    fs.rmSync(link);
    await server.settled();
  });

  it('takes a page linked to another file inside the site as any page', async () => {
    const link = path.join(root, 'content/joy-ui/alias.md');
    fs.symlinkSync(path.join(root, 'content/joy-ui/overview.md'), link);
    await server.settled();
    expect((await request('/joy-ui/alias/')).status).toBe(200);
    fs.rmSync(link);
    await server.settled();
  });

  it('left the sources as they were', () => {
    expect(snapshotDir(path.join(root, 'content'))).toEqual(sources);
  });
});

describe('docsgen serve on a busy port or a bad --host', () => {
  const BIN = path.join(REPO_ROOT, 'bin/docsgen.js');
  let site: string;
  let busy: net.Server;
  beforeAll(async () => {
    site = copyFixture('basic');
    busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => busy.close(resolve));
    fs.rmSync(site, { recursive: true, force: true });
  });

  /** Runs `docsgen serve`; the cases here must end by themselves (a hang fails by timeout). */
  const serve = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'serve', site, ...args], { env: { ...process.env, NODE_ENV: '' } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  const expectOneLine = (stderr: string) => {
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/^\s+at /m);
  };

  it('says the port is in use and which one to try, exit 2', async () => {
    const busyPort = (busy.address() as net.AddressInfo).port;
    const result = await serve(['--port', String(busyPort)]);
    expect(result.status).toBe(2);
    expectOneLine(result.stderr);
    const suggested = Number(/^Port (\d+) is in use on 127\.0\.0\.1: try --port (\d+)$/.exec(result.stderr.trim())?.[2]);
    expect(suggested).toBeGreaterThan(busyPort);
    expect(result.stdout).toBe('');
  });

  it('says a --host that does not resolve does not, exit 2', async () => {
    const result = await serve(['--host', 'no-such-host.invalid', '--port', '0']);
    expect(result.status).toBe(2);
    expectOneLine(result.stderr);
    expect(result.stderr).toBe('Cannot serve on --host no-such-host.invalid: the name does not resolve to an address (try 127.0.0.1)\n');
  });

  it('says a --host address that is not on this machine is not, exit 2', async () => {
    // 192.0.2.0/24 is for documentation (RFC 5737): never an address of a real machine.
    const result = await serve(['--host', '192.0.2.1', '--port', '0']);
    expect(result.status).toBe(2);
    expectOneLine(result.stderr);
    expect(result.stderr).toBe('Cannot serve on --host 192.0.2.1: that address is not on this machine (try 127.0.0.1)\n');
  });
});

describe('serve --watch over 300 config reloads', () => {
  it('holds the same memory after 300 reloads as after 10, reloads once per save, and lets the process end when closed', async () => {
    const site = copyFixture('basic');
    try {
      const child = spawn(process.execPath, ['--expose-gc', path.join(REPO_ROOT, 'test/faults/serveReloads.mjs'), site, '300'], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      // The script ends by itself once the server is closed: an esbuild context or a reload left
      // running would keep it alive until the test times out.
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(stderr).toBe('');
      // The script says where it failed and which lines it did not expect.
      expect(status, stdout.slice(0, 2000)).toBe(0);
      const result = JSON.parse(stdout) as { heap: Record<string, number>; reloadsDone: number; ms: number };
      // The first load and one reload per save. A save is a truncate and a write: on a machine too
      // busy to run the reload's batch before the write lands, a save can now and then be taken
      // in twice (seen 2 in 300 under a load of 6 on 2 cores); a reload per event would be 600.
      expect(result.reloadsDone).toBeGreaterThanOrEqual(301);
      expect(result.reloadsDone).toBeLessThanOrEqual(305);
      const grownMb = (result.heap['300']! - result.heap['10']!) / 1024 / 1024;
      // Each version of the config holds 50 KB of text: a config module kept per reload grows the
      // heap by tens of megabytes; compiled code warming up is a megabyte or two. The bound is
      // issue 27's, at most 20 MB over 700 reloads, scaled to these 290 (measured by hand over 700:
      // +1.9 to +2.2 MB of heap held, all of it optimised code; the resident memory swings by
      // ±8 MB from one measure to the next, too loosely to assert on).
      expect(grownMb).toBeLessThanOrEqual((20 * 290) / 700);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  }, 300_000);
});
