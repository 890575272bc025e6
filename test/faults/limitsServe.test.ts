import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { LIMIT_MS, LOOP, limitSite } from './limitSite.js';

let root: string;
let server: DevServer;

function get(route: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${route}`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The live-reload channel's events, `problems` parsed. */
function listenEvents(): { events: { event: string; data: string }[]; close(): void } {
  const events: { event: string; data: string }[] = [];
  const req = http.get(`${server.url}/_docsgen/events`, (res) => {
    let buffer = '';
    res.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
      }
    });
  });
  return { events, close: () => req.destroy() };
}

beforeAll(async () => {
  root = limitSite();
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** `renders`: code that runs when a page is rendered, which the dev server does when the page is asked for. */
const cases = [
  { what: 'the config', file: 'docsgen.config.ts', looping: (text: string) => `${LOOP}\n${text}`, limit: 10 },
  { what: 'the TS manifest', file: 'content/ui/pages.ts', looping: (text: string) => `${LOOP}\n${text}`, limit: LIMIT_MS / 1000 },
  {
    what: "a demo's render",
    file: 'content/ui/Demo.tsx',
    looping: () => `export default function Demo() {\n  ${LOOP}\n}\n`,
    limit: LIMIT_MS / 1000,
    renders: '/ui/demo/',
  },
  { what: "a component's module", file: 'components/Hello.tsx', looping: (text: string) => `${LOOP}\n${text}`, limit: LIMIT_MS / 1000, renders: '/ui/intro/' },
];

describe('docsgen serve --watch survives an edit that makes site code loop', () => {
  for (const { what, file, looping, limit, renders } of cases) {
    it(`${what}: shows the time-out, keeps serving, and recovers when fixed`, async () => {
      expect((await get('/ui/demo/')).body).toContain('>Demo</button>');
      const channel = listenEvents();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const absolute = path.join(root, file);
      const original = fs.readFileSync(absolute, 'utf8');
      fs.writeFileSync(absolute, looping(original));
      await server.settled();
      // The open page, reloaded, asks for itself again: rendering it runs the looping code.
      if (renders) expect((await get(renders)).status).toBe(200);
      const timedOut = () => channel.events.find((event) => event.event === 'problems' && event.data.includes('did not finish'));
      await expect.poll(timedOut).toBeDefined();
      const problems = JSON.parse(timedOut()!.data) as { file: string; message: string }[];
      expect(problems).toContainEqual(expect.objectContaining({ message: expect.stringContaining(`did not finish within ${limit} s`) }));
      expect(problems.some((problem) => problem.file === file || problem.message.includes(`(${file})`))).toBe(true);
      // The last good pages are still served.
      expect((await get('/ui/demo/')).body).toContain('>Demo</button>');
      if (renders) expect((await get(renders)).body).toContain(renders === '/ui/demo/' ? '>Demo</button>' : '<p>Hello</p>');
      fs.writeFileSync(absolute, original);
      await server.settled();
      await expect.poll(() => channel.events.at(-1)?.event).toBe('reload');
      expect((await get('/ui/demo/')).body).toContain('>Demo</button>');
      expect((await get('/ui/intro/')).body).toContain('<p>Hello</p>');
      channel.close();
    });
  }
});
