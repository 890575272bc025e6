import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { startDevServer } from '../../src/build/server/devServer.js';
import { buildSite, copyFixture, readOutput, snapshotDir, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
const temp = (folder: string) => (cleanup.push(folder), folder);
afterAll(() => {
  for (const folder of cleanup) fs.rmSync(folder, { recursive: true, force: true });
});

const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('images and static files', () => {
  let root: string;
  let outDir: string;
  let home: string;

  beforeAll(async () => {
    root = temp(copyFixture('images'));
    outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(result.diagnostics.filter((entry) => entry.severity === 'error')).toEqual([]);
    home = readOutput(outDir, '/acme-ui/');
  }, 60_000);

  it('copies relative, root-relative and raw HTML images content-hashed under _docsgen/media/ and rewrites them', () => {
    const sources = images(home).map((tag) => attribute(tag, 'src'));
    expect(sources).toEqual([
      expect.stringMatching(/^\/_docsgen\/media\/logo\.[0-9a-f]{10}\.svg$/),
      expect.stringMatching(/^\/_docsgen\/media\/photo\.[0-9a-f]{10}\.png$/),
      expect.stringMatching(/^\/_docsgen\/media\/photo\.[0-9a-f]{10}\.png$/),
      // A root-relative path to a file of public/ stays as written.
      '/downloads/banner.svg',
    ]);
    for (const source of sources) expect(fs.existsSync(path.join(outDir, source!))).toBe(true);
    const photo = fs.readFileSync(path.join(root, 'content/acme-ui/guides/photo.png'));
    expect(fs.readFileSync(path.join(outDir, sources[1]!))).toEqual(photo);
    // The page beside the image names it relatively: the same output file.
    expect(attribute(images(readOutput(outDir, '/acme-ui/guides/'))[0]!, 'src')).toBe(sources[1]);
  });

  it('writes width and height from the file, and lazy loading after the first image', () => {
    const [logo, photo, raw, banner] = images(home);
    expect([attribute(banner!, 'width'), attribute(banner!, 'height')]).toEqual(['120', '30']);
    expect([attribute(logo!, 'width'), attribute(logo!, 'height')]).toEqual(['40', '20']);
    expect([attribute(photo!, 'width'), attribute(photo!, 'height')]).toEqual(['3', '2']);
    expect([attribute(raw!, 'width'), attribute(raw!, 'height')]).toEqual(['3', '2']);
    expect(attribute(logo!, 'loading')).toBeUndefined();
    expect([attribute(photo!, 'loading'), attribute(photo!, 'decoding')]).toEqual(['lazy', 'async']);
  });

  it('copies files linked from markdown and raw HTML (a PDF) and keeps page links as routes', () => {
    const pdfLinks = [...home.matchAll(/href="([^"]*\.pdf)"/g)].map((match) => match[1]);
    expect(pdfLinks).toHaveLength(3);
    expect(new Set(pdfLinks).size).toBe(1);
    expect(pdfLinks[0]).toMatch(/^\/_docsgen\/media\/manual\.[0-9a-f]{10}\.pdf$/);
    expect(fs.existsSync(path.join(outDir, pdfLinks[0]!))).toBe(true);
    expect(home).toContain('href="/acme-ui/guides/"');
  });

  it('copies public/ as is', () => {
    expect(fs.readFileSync(path.join(outDir, 'robots-extra.txt'), 'utf8')).toBe('User-agent: *\n');
    expect(fs.readFileSync(path.join(outDir, 'downloads/hello.txt'), 'utf8')).toBe('hello\n');
  });

  it('check passes the fixture', async () => {
    const result = await check({ root });
    expect(result.diagnostics.filter((entry) => entry.severity === 'error')).toEqual([]);
  });
});

describe('bad references', () => {
  it('a missing file and a file outside the site are errors with file and line, in check and build', async () => {
    const root = temp(copyFixture('images'));
    fs.writeFileSync(
      path.join(root, 'content/acme-ui/guides/index.md'),
      '# Guide\n\n![Gone](./gone.png)\n\nText <img src="../nothing.gif">\n\n[Slides](/acme-ui/files/slides.pdf)\n\n![Out](../../../../outside.png)\n\n![Linked](./linked.png)\n',
    );
    fs.writeFileSync(path.join(path.dirname(root), 'outside.png'), 'x');
    // A link inside the content folder to a file outside the site is outside too.
    fs.symlinkSync(path.join(path.dirname(root), 'outside.png'), path.join(root, 'content/acme-ui/guides/linked.png'));
    cleanup.push(path.join(path.dirname(root), 'outside.png'));
    const expected = [
      { code: 'missing-asset', file: 'content/acme-ui/guides/index.md', line: 3 },
      { code: 'missing-asset', file: 'content/acme-ui/guides/index.md', line: 5 },
      { code: 'missing-asset', file: 'content/acme-ui/guides/index.md', line: 7 },
      { code: 'asset-outside-site', file: 'content/acme-ui/guides/index.md', line: 9 },
      { code: 'asset-outside-site', file: 'content/acme-ui/guides/index.md', line: 11 },
    ];
    const pick = (entries: readonly { code: string; file?: string; line?: number; severity: string }[]) =>
      entries.filter((entry) => entry.severity === 'error').map(({ code, file, line }) => ({ code, file, line }));

    const checked = await check({ root });
    expect(checked.exitCode).toBe(1);
    expect(pick(checked.diagnostics)).toEqual(expected);
    const missing = checked.diagnostics.find((entry) => entry.code === 'missing-asset');
    expect(missing?.message).toBe('Missing file ./gone.png: content/acme-ui/guides/gone.png does not exist');

    const built = await buildSite(root, temp(tempDir()));
    expect(built.exitCode).toBe(1);
    expect(pick(built.diagnostics)).toEqual(expected);
  }, 60_000);

  it('a public file where docsgen writes one is an error naming it', async () => {
    const root = temp(copyFixture('images'));
    fs.mkdirSync(path.join(root, 'public/acme-ui/guides'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/acme-ui/guides/index.html'), '<p>mine</p>');
    // Where the page's Markdown twin goes.
    fs.writeFileSync(path.join(root, 'public/acme-ui/guides.md'), '# mine');
    const checked = await check({ root });
    expect(checked.diagnostics.filter((entry) => entry.code === 'public-file-conflict').map((entry) => entry.file)).toEqual([
      'public/acme-ui/guides.md',
      'public/acme-ui/guides/index.html',
    ]);
    expect(checked.diagnostics.find((entry) => entry.file === 'public/acme-ui/guides.md')?.message).toContain('the Markdown twin of the page /acme-ui/guides/');
    const outDir = temp(tempDir());
    const built = await buildSite(root, outDir);
    expect(built.diagnostics.filter((entry) => entry.code === 'public-file-conflict').map((entry) => entry.file)).toEqual([
      'public/acme-ui/guides.md',
      'public/acme-ui/guides/index.html',
    ]);
    expect(built.exitCode).toBe(1);
  }, 60_000);
});

describe('base path and cache', () => {
  it('--base prefixes the rewritten references', async () => {
    const root = temp(copyFixture('images'));
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), base: '/docs/' }));
    const outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(result.exitCode).toBe(0);
    const home = readOutput(outDir, '/acme-ui/');
    const sources = images(home).map((tag) => attribute(tag, 'src'));
    expect(sources.slice(0, 3).every((source) => /^\/docs\/_docsgen\/media\//.test(source!))).toBe(true);
    expect(sources[3]).toBe('/docs/downloads/banner.svg');
    const pdfLinks = [...home.matchAll(/href="([^"]*\.pdf)"/g)].map((match) => match[1]);
    expect(pdfLinks).toHaveLength(3);
    for (const link of pdfLinks) expect(link).toMatch(/^\/docs\/_docsgen\/media\/manual\.[0-9a-f]{10}\.pdf$/);
  }, 60_000);

  it('a cached build equals an uncached one, and a changed image renders its pages again', async () => {
    const root = temp(copyFixture('images'));
    const cachedOut = temp(tempDir());
    await build({ root, outDir: cachedOut, cache: true, concurrency: 1 });
    const second = await build({ root, outDir: cachedOut, cache: true, concurrency: 1 });
    expect(second.cachedPages).toBeGreaterThan(0);
    const freshOut = temp(tempDir());
    await buildSite(root, freshOut, { concurrency: 1 });
    const withoutMarker = (snapshot: Map<string, Buffer>) => new Map([...snapshot].filter(([file]) => !file.startsWith('.docsgen-output')));
    expect(withoutMarker(snapshotDir(cachedOut))).toEqual(withoutMarker(snapshotDir(freshOut)));

    const before = attribute(images(readOutput(cachedOut, '/acme-ui/guides/'))[0]!, 'src');
    fs.writeFileSync(
      path.join(root, 'content/acme-ui/guides/photo.png'),
      Buffer.concat([fs.readFileSync(path.join(root, 'content/acme-ui/guides/photo.png')), Buffer.from([0])]),
    );
    await build({ root, outDir: cachedOut, cache: true, concurrency: 1 });
    const after = attribute(images(readOutput(cachedOut, '/acme-ui/guides/'))[0]!, 'src');
    expect(after).not.toBe(before);
    expect(fs.existsSync(path.join(cachedOut, after!))).toBe(true);
  }, 60_000);
});

describe('serve --watch', () => {
  it('serves referenced and public files, and a changed image gives its page a new file and a reload', async () => {
    const root = temp(copyFixture('images'));
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    const events: string[] = [];
    const stream = new AbortController();
    try {
      const get = (route: string) => fetch(new URL(route, server.url));
      const pageImage = async () => attribute(images(await (await get('/acme-ui/guides/')).text())[0]!, 'src')!;
      const before = await pageImage();
      const served = await get(before);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(fs.readFileSync(path.join(root, 'content/acme-ui/guides/photo.png')));
      expect(await (await get('/downloads/hello.txt')).text()).toBe('hello\n');

      void fetch(new URL('/_docsgen/events', server.url), { signal: stream.signal })
        .then(async (response) => {
          for await (const chunk of response.body!) events.push(Buffer.from(chunk).toString());
        })
        .catch(() => {});
      await expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const photo = path.join(root, 'content/acme-ui/guides/photo.png');
      fs.writeFileSync(photo, Buffer.concat([fs.readFileSync(photo), Buffer.from([0])]));
      await expect.poll(() => events.join('').includes('event: reload'), { timeout: 20_000 }).toBe(true);
      const after = await pageImage();
      expect(after).not.toBe(before);
      expect((await get(after)).status).toBe(200);
    } finally {
      stream.abort();
      await server.close();
    }
  }, 60_000);
});
