import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/server/devServer.js';
import { BIN } from '../helpers/cli.js';
import { copyFixture } from '../helpers/site.js';

/**
 * Issue 27, item 7: `serve --watch` rebuilds for the files the site is made from (or could be),
 * and ignores every other file written in the site folder: its own log (`docsgen serve --watch >
 * serve.log` run there), the output, editors' swap files, notes, installed packages.
 */

let root: string;
let server: DevServer;
const logs: string[] = [];
let events: { event: string; data: string }[] = [];
let closeEvents = () => {};

/** Collects the server-sent events of the live-reload channel, as an open page does. */
function listenEvents(): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const req = http.get({ hostname, port, path: '/_docsgen/events' }, (res) => {
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
        }
        resolve();
      });
    });
    closeEvents = () => req.destroy();
  });
}

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** Files no site uses, written where a careless setup or an editor puts them. */
const UNRELATED = [
  'notes.txt',
  'dist/index.html',
  'dist/_docsgen/chunk.js',
  'build.log',
  '.DS_Store',
  '.idea/workspace.xml',
  '.git/index',
  '.docsgen/other.json',
  'node_modules/left-pad/index.js',
  'scratch/data.csv',
  'src/unused.ts',
  '4913',
  'content/joy-ui/overview.md~',
  'content/joy-ui/.overview.md.swp',
  'content/joy-ui/#overview.md#',
  'content/material-ui/debug.log',
];

beforeAll(async () => {
  root = copyFixture('basic');
  const log = path.join(root, 'serve.log');
  // As `docsgen serve --watch > serve.log` in the site folder: every line the server says lands in the site.
  server = await startDevServer({
    root,
    port: 0,
    host: '127.0.0.1',
    watch: true,
    log: (line) => {
      logs.push(line);
      fs.appendFileSync(log, `${line}\n`);
    },
  });
  await server.settled();
  await listenEvents();
});
afterAll(async () => {
  closeEvents();
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('serve --watch ignores what the site does not use', () => {
  it('neither rebuilds nor reloads open pages while its own log and unrelated files are written in the site folder', async () => {
    const linesBefore = logs.length;
    const renderedBefore = server.pagesRendered();
    expect(events.map((event) => event.event)).toEqual(['version']);
    const until = Date.now() + 1500;
    for (let round = 0; Date.now() < until; round++) {
      fs.appendFileSync(path.join(root, 'serve.log'), `request ${round}\n`);
      for (const file of UNRELATED) write(file, `round ${round}\n`);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await server.settled();
    // An event sent would have reached the client by then.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logs.slice(linesBefore)).toEqual([]);
    expect(events.map((event) => event.event)).toEqual(['version']);
    expect(server.pagesRendered()).toBe(renderedBefore);
  });

  it('still rebuilds and reloads open pages when a page is edited, once', async () => {
    const linesBefore = logs.length;
    const page = path.join(root, 'content/joy-ui/overview.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/\n*$/, '\n\nEdited while serving.\n'));
    await server.settled();
    expect(logs.slice(linesBefore)).toEqual([expect.stringMatching(/^Updated content\/joy-ui\/overview\.md in \d+ ms$/)]);
    // The event reaches the client a moment after the server sent it.
    await expect.poll(() => events.map((event) => event.event)).toEqual(['version', 'reload']);
  });

  it('reloads the site for a new file in the content folder and for the config, not for a file beside them', async () => {
    events = [];
    const linesBefore = logs.length;
    write('content/joy-ui/new-page.md', '# New page\n\nJust added.\n');
    await server.settled();
    write('todo.md', '# Not a page: outside the content folder\n');
    await server.settled();
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"Fixture Docs"', '"Fixture Docs, edited"'));
    await server.settled();
    const said = logs.slice(linesBefore).filter((line) => !line.includes('warning'));
    expect(said).toEqual([expect.stringMatching(/^Reloaded the site in \d+ ms$/), expect.stringMatching(/^Reloaded the site in \d+ ms$/)]);
    await expect.poll(() => events.map((event) => event.event)).toEqual(['reload', 'reload']);
  });

  it('while the site does not build, takes a new module source (the one that fixes it), and ignores it again once it builds', async () => {
    const config = fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8');
    fs.rmSync(path.join(root, 'docsgen.config.json'));
    write('docsgen.config.ts', `import { title } from './siteTitle';\nexport default { ...${config.trim()}, title };\n`);
    await server.settled();
    await expect.poll(() => events.at(-1)?.event).toBe('problems');
    expect(JSON.parse(events.at(-1)!.data)).toMatchObject([{ code: 'config-unreadable', file: 'docsgen.config.ts', line: 1 }]);
    const linesBefore = logs.length;
    write('siteTitle.ts', "export const title = 'Fixed by a new file';\n");
    await server.settled();
    expect(logs.slice(linesBefore)).toEqual([expect.stringMatching(/^Reloaded the site in \d+ ms$/)]);
    // Built: what the config imports is named now, a module beside it that nothing imports is not.
    write('scratch.ts', 'export const unused = 1;\n');
    await server.settled();
    write('siteTitle.ts', "export const title = 'Edited';\n");
    await server.settled();
    expect(logs.slice(linesBefore)).toEqual([expect.stringMatching(/^Reloaded the site in \d+ ms$/), expect.stringMatching(/^Reloaded the site in \d+ ms$/)]);
  });
});

describe('docsgen serve --watch > serve.log, run in the site folder', () => {
  it('writes its log once, without reloading for it, and still updates an edited page', async () => {
    const site = copyFixture('basic');
    const log = path.join(site, 'serve.log');
    const out = fs.openSync(log, 'w');
    const child = spawn(process.execPath, [BIN, 'serve', '--watch', '--port', '0'], {
      cwd: site,
      stdio: ['ignore', out, out],
      env: { ...process.env, NODE_ENV: '' },
    });
    const lines = () => fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
    try {
      await expect.poll(() => lines().some((line) => line.startsWith('Checked the site')), { timeout: 60_000 }).toBe(true);
      // Time for a reload that its own lines would set off, and for the next one.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(lines().filter((line) => /^(Reloaded|Updated|Checked)/.test(line))).toEqual([expect.stringMatching(/^Checked the site in \d+ ms$/)]);
      const page = path.join(site, 'content/joy-ui/overview.md');
      fs.appendFileSync(page, '\nEdited while serving.\n');
      await expect.poll(() => lines().filter((line) => line.startsWith('Updated')), { timeout: 20_000 }).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(lines().filter((line) => /^(Reloaded|Updated)/.test(line))).toEqual([expect.stringMatching(/^Updated content\/joy-ui\/overview\.md in \d+ ms$/)]);
    } finally {
      child.kill('SIGKILL');
      fs.closeSync(out);
      fs.rmSync(site, { recursive: true, force: true });
    }
  }, 90_000);
});
