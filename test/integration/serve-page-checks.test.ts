import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { scratchFolders } from '../helpers/site.js';

/** The page files each check was asked about, in order (the real checks run: they are only counted). */
const asked = vi.hoisted(() => ({ demos: [] as string[], components: [] as string[] }));
vi.mock('../../src/build/demos/checkDemos.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/build/demos/checkDemos.js')>();
  return {
    ...actual,
    checkDemos: (...args: Parameters<typeof actual.checkDemos>) => {
      asked.demos.push(args[2]);
      return actual.checkDemos(...args);
    },
  };
});
vi.mock('../../src/build/site/checkComponents.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/build/site/checkComponents.js')>();
  return {
    ...actual,
    checkComponents: (...args: Parameters<typeof actual.checkComponents>) => {
      asked.components.push(args[0]);
      return actual.checkComponents(...args);
    },
  };
});

const scratch = scratchFolders();
let root: string;
let server: DevServer;
const logs: string[] = [];
const PAGE = 'content/material-ui/demos.md';

const get = (route: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(new URL(route, server.url), (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

beforeAll(async () => {
  root = scratch.fixture('demos');
  server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: (line) => logs.push(line) });
  await server.settled();
});
afterAll(() => server?.close());

describe('the dev server checks a page once per edit', () => {
  it("renders a page with its outline's checks of the demos and components it names, not made again", async () => {
    expect(await get('/material-ui/demos/')).toContain('A counter, rendered on the server');
    asked.demos.length = 0;
    asked.components.length = 0;
    fs.appendFileSync(path.join(root, PAGE), '\nOne more paragraph.\n');
    await server.settled();
    expect(await get('/material-ui/demos/')).toContain('One more paragraph.');
    // The edit outlined the page and rendered it again (it was open): one check of each kind.
    expect(server.pagesRendered()).toBeGreaterThanOrEqual(2);
    expect(asked.demos.filter((file) => file === PAGE)).toEqual([PAGE]);
    expect(asked.components.filter((file) => file === PAGE)).toEqual([PAGE]);
  });

  it('still refuses an edit naming a demo that does not exist, saying so once', async () => {
    logs.length = 0;
    fs.appendFileSync(path.join(root, PAGE), '\n{{"demo": "demos/Missing.js"}}\n');
    await server.settled();
    expect(logs.join('\n').match(/Missing\.js/g)).toHaveLength(1);
    expect(await get('/material-ui/demos/')).not.toContain('Missing.js');
    fs.writeFileSync(path.join(root, PAGE), fs.readFileSync(path.join(root, PAGE), 'utf8').replace('\n{{"demo": "demos/Missing.js"}}\n', ''));
    await server.settled();
  });
});
