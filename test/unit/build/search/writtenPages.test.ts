import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WrittenPages } from '../../../../src/build/search/writtenPages.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-written-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const routes = ['/a/', '/b/', '/c/'];
const write = (route: string) => {
  fs.mkdirSync(path.join(dir, route), { recursive: true });
  fs.writeFileSync(path.join(dir, route, 'index.html'), `page ${route}`);
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Reads the part's pages as they come, logging each. */
function reader(written: WrittenPages, first = 0, part = routes) {
  const read: string[] = [];
  const done = (async () => {
    for await (const page of written.pages({ dir, base: '/docs/', routes: part }, first)) read.push(`${page.url} ${page.html}`);
  })();
  return { read, done };
}

describe('WrittenPages', () => {
  it('gives a part its pages in order, each once it is written, whatever order they are written in', async () => {
    const written = new WrittenPages(3);
    const { read, done } = reader(written);
    write('/b/');
    written.pageWritten(1);
    await tick();
    expect(read).toEqual([]);
    write('/a/');
    written.pageWritten(0);
    await tick();
    expect(read).toEqual(['/docs/a/ page /a/', '/docs/b/ page /b/']);
    write('/c/');
    written.pageWritten(2);
    await done;
    expect(read).toEqual(['/docs/a/ page /a/', '/docs/b/ page /b/', '/docs/c/ page /c/']);
    expect(written.allWritten(0, 3)).toBe(true);
  });

  it('reads a later part by its pages’ places in the site', async () => {
    const written = new WrittenPages(3);
    for (const route of routes) write(route);
    written.pageWritten(2);
    const { read, done } = reader(written, 2, ['/c/']);
    await done;
    expect(read).toEqual(['/docs/c/ page /c/']);
  });

  it('stops a reader waiting for a page that will never be written once the build ends, and says the part is not whole', async () => {
    const written = new WrittenPages(3);
    for (const route of routes) write(route);
    written.pageWritten(0);
    const { read, done } = reader(written);
    await tick();
    written.end();
    await done;
    expect(read).toEqual(['/docs/a/ page /a/']);
    expect(written.allWritten(0, 3)).toBe(false);
    // A reader that starts after the end stops at the first page missing too.
    const late = reader(written);
    await late.done;
    expect(late.read).toEqual(['/docs/a/ page /a/']);
  });
});
