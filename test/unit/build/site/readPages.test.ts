import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_BYTES } from '../../../../src/build/site/pageFiles.js';
import { readPages, sourcePage } from '../../../../src/build/site/readPages.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-read-'));
const content = path.join(root, 'content');
const write = (file: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), text);
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

write('a/good.md', '---\ntitle: Good\npathname: /custom/route\n---\n\n# Good\n');
write('a/bad-yaml.md', '---\ntitle: Good\ntitle: Twice\n---\n# Bad\n');
write('a/latin1.md', Buffer.concat([Buffer.from('# Title\n\nline two\ncaf'), Buffer.from([0xe9]), Buffer.from('\n')]));
write('a/wrong-types.md', '---\ntitle: [1, 2]\ndescription: { a: 1 }\n"pathname": 5\nextra: [kept]\n---\n# Wrong types\n');
write('a/scalars.md', '---\ntitle: 2024\ndescription: 2024-01-02\npathname: true\n---\n# Scalars\n');
write('a/empty.md', '---\ntitle:\ndescription: ""\n---\n# Empty\n');
write('b/index.md', '# B\n');
write('b.md', '# Also B\n');
write('translations/readme.md', '# not a page\n');

describe('readPages', () => {
  const { pages, diagnostics } = readPages(root, content);
  const byFile = (file: string) => diagnostics.filter((d) => d.file === `content/${file}`);

  it('reads front matter, routes and the body line offset', () => {
    const good = pages.find((page) => page.contentPath === 'a/good.md');
    expect(good).toMatchObject({ route: '/custom/route/', frontMatter: { title: 'Good' }, lineOffset: 4 });
    expect(good?.body.trim()).toBe('# Good');
  });

  it('reports invalid YAML front matter at its line', () => {
    expect(byFile('a/bad-yaml.md')).toEqual([expect.objectContaining({ code: 'invalid-front-matter', line: 3 })]);
  });

  it('reports title, description and pathname that are not text at their lines, and leaves them out', () => {
    const message = (d: { line?: number; message: string }) => `${d.line} ${d.message}`;
    expect(byFile('a/wrong-types.md').map(message)).toEqual([
      '2 Invalid front matter "title": expected text, got a list',
      '3 Invalid front matter "description": expected text, got a mapping',
      '4 Invalid front matter "pathname": expected text (quote it: pathname: "…"), got 5',
    ]);
    expect(byFile('a/scalars.md').map(message)).toEqual([
      '2 Invalid front matter "title": expected text (quote it: title: "…"), got 2024',
      '3 Invalid front matter "description": expected text (quote it: description: "…"), got a date (2024-01-02)',
      '4 Invalid front matter "pathname": expected text (quote it: pathname: "…"), got true',
    ]);
    expect(byFile('a/wrong-types.md').every((d) => d.code === 'invalid-front-matter' && d.severity === 'error')).toBe(true);
    const page = pages.find((candidate) => candidate.contentPath === 'a/wrong-types.md');
    expect(page).toMatchObject({ route: '/a/wrong-types/', frontMatter: { extra: ['kept'] } });
    expect(Object.keys(page!.frontMatter)).toEqual(['extra']);
    expect(byFile('a/empty.md')).toEqual([]);
  });

  it('reports a file that is not UTF-8 at the line of the bad byte', () => {
    expect(byFile('a/latin1.md')).toEqual([expect.objectContaining({ code: 'invalid-utf8', line: 4 })]);
  });

  it('reports two files mapping to one route, naming both', () => {
    const [duplicate] = diagnostics.filter((d) => d.code === 'duplicate-route');
    expect(duplicate?.message).toBe('Two files map to the route /b/: content/b.md and content/b/index.md');
  });

  it('does not treat the translations folder as pages', () => {
    expect(pages.some((page) => page.contentPath.startsWith('translations/'))).toBe(false);
  });
});

describe('readPages on hostile pages', () => {
  const hostile = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-hostile-'));
  afterAll(() => fs.rmSync(hostile, { recursive: true, force: true }));
  const dir = path.join(hostile, 'content');
  fs.mkdirSync(dir, { recursive: true });
  // "Billion laughs": nine levels of nine aliases, 9^9 strings once expanded.
  let bomb = '---\ntitle: Bomb\na: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
  let previous = 'a';
  for (const name of 'bcdefghi') {
    bomb += `${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]\n`;
    previous = name;
  }
  fs.writeFileSync(path.join(dir, 'bomb.md'), `${bomb}---\n\n# Bomb\n`);
  fs.writeFileSync(path.join(dir, 'huge.md'), `# Huge\n\n${'word '.repeat(Math.ceil(MAX_PAGE_BYTES / 5) + 1)}\n`);
  fs.writeFileSync(path.join(dir, 'fine.md'), '---\ntitle: Fine\nlist: &l [1, 2]\nagain: *l\n---\n# Fine\n');

  it('refuses an alias bomb at once, at the line of its first alias, and keeps the page routable', () => {
    const started = performance.now();
    const result = readPages(hostile, dir);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.diagnostics.find((d) => d.file === 'content/bomb.md')).toMatchObject({ code: 'front-matter-too-large', line: 4 });
    expect(result.diagnostics.find((d) => d.file === 'content/huge.md')).toMatchObject({
      code: 'page-too-large',
      line: 1,
      message: expect.stringMatching(/^Page too large: 2\.0 MB, over the limit of 2 MB; split it/),
    });
    expect(result.pages.map((page) => page.contentPath)).toEqual(['fine.md']);
    expect(result.unreadable).toEqual([
      { contentPath: 'bomb.md', route: '/bomb/' },
      { contentPath: 'huge.md', route: '/huge/' },
    ]);
  });
});

describe('sourcePage', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-source-page-'));
  const pages = path.join(site, 'content');
  const page = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(pages, file)), { recursive: true });
    fs.writeFileSync(path.join(pages, file), text);
  };
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
  page('ui/button.md', '# Button\n');
  page('ui/moved.md', '---\npathname: /material-ui/react-button\n---\n# Moved\n');
  page('ui/escape.md', '---\ntitle: Escape\npathname: /ui/../escape\n---\n# Escape\n');

  it('gives a page read its route and its product, the configured ones first', () => {
    expect(sourcePage(site, pages, 'ui/button.md', [{ id: 'ui', category: 'core' }])).toMatchObject({
      read: true,
      page: { file: 'content/ui/button.md', route: '/ui/button/', productId: 'ui', productCategoryId: 'core' },
    });
    expect(sourcePage(site, pages, 'ui/button.md', []).page).toMatchObject({ route: '/ui/button/', productId: null });
    expect(sourcePage(site, pages, 'ui/moved.md', []).page).toMatchObject({ route: '/material-ui/react-button/', productId: 'material-ui' });
  });

  it('refuses a route that cannot be one, at the line of its pathname; a file that cannot be read is not read', () => {
    const escaped = sourcePage(site, pages, 'ui/escape.md', []);
    expect(escaped).toMatchObject({ read: true, diagnostics: [expect.objectContaining({ code: 'invalid-route', file: 'content/ui/escape.md', line: 3 })] });
    expect(escaped.page).toBeUndefined();
    expect(sourcePage(site, pages, 'ui/missing.md', [])).toMatchObject({
      read: false,
      diagnostics: [expect.objectContaining({ file: 'content/ui/missing.md' })],
    });
  });
});
