import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, FIXTURES, snapshotDir, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = tempDir();
  cleanup.push(dir);
  return dir;
};

describe('build output', () => {
  it('gives the same bytes for the same input', async () => {
    const out = temp();
    const root = path.join(FIXTURES, 'basic');
    await buildSite(root, path.join(out, 'a'));
    await buildSite(root, path.join(out, 'b'));
    const a = snapshotDir(path.join(out, 'a'));
    const b = snapshotDir(path.join(out, 'b'));
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [file, bytes] of a) expect(bytes.equals(b.get(file)!), file).toBe(true);
  });

  it('leaves the previous output byte for byte when a build fails, and lists every error', async () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    const dist = path.join(root, 'dist');
    expect((await buildSite(root, dist)).exitCode).toBe(0);
    const before = snapshotDir(dist);

    const content = path.join(root, 'content/material-ui/getting-started');
    fs.writeFileSync(path.join(content, 'installation.md'), ':::tip\nUnknown kind.\n:::\n\n# Installation\n');
    fs.writeFileSync(path.join(content, 'index.md'), '---\ntitle: [broken\n---\n# Overview\n');
    const failed = await buildSite(root, dist);
    expect(failed.exitCode).toBe(1);
    expect(failed.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(
      expect.arrayContaining([
        'content/material-ui/getting-started/index.md:3 invalid-front-matter',
        'content/material-ui/getting-started/installation.md:1 unknown-callout',
      ]),
    );

    const after = snapshotDir(dist);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, bytes] of before) expect(bytes.equals(after.get(file)!), file).toBe(true);
    expect(fs.readdirSync(root).filter((name) => name.includes('.docsgen-'))).toEqual([]);
  });

  it('leaves the previous output untouched when interrupted', async () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    const dist = path.join(root, 'dist');
    await buildSite(root, dist);
    const before = snapshotDir(dist);
    fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\nA change that must not ship.\n');

    const controller = new AbortController();
    const result = await buildSite(root, dist, {
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 2) controller.abort();
      },
    });
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics.map((d) => d.code)).toContain('interrupted');
    const after = snapshotDir(dist);
    for (const [file, bytes] of before) expect(bytes.equals(after.get(file)!), file).toBe(true);
    expect(after.size).toBe(before.size);
  });

  it('prefixes every internal URL with --base', async () => {
    const out = temp();
    await buildSite(path.join(FIXTURES, 'basic'), out, { base: '/docs/' });
    const html = fs.readFileSync(path.join(out, 'material-ui/getting-started/index.html'), 'utf8');
    expect(html).toContain('href="/docs/material-ui/getting-started/installation/#install-with-npm"');
    expect(html).toMatch(/<script type="module" src="\/docs\/_docsgen\/entry-/);
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs/material-ui/getting-started/">');
    expect(html).toContain('href="/docs/material-ui/customization/dark-mode/"');
    const darkMode = fs.readFileSync(path.join(out, 'material-ui/customization/dark-mode/index.html'), 'utf8');
    expect(darkMode).toContain('<a href="/docs/material-ui/getting-started/">overview</a>');
  });
});

describe('config errors', () => {
  const configWith = (extra: Record<string, unknown>) => {
    const root = copyFixture('basic');
    cleanup.push(root);
    const file = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), ...extra }, null, 2));
    return root;
  };

  it('exits 2 naming an unknown key', async () => {
    const root = configWith({ colour: 'blue' });
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'config-unknown-key', file: 'docsgen.config.json', message: 'Unknown config key "colour"' }),
    ]);
    expect(result.diagnostics[0]!.line).toBeGreaterThan(1);
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('exits 2 with "Only en is available" for other languages', async () => {
    const root = configWith({ languages: ['en', 'zh'] });
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics[0]?.message).toContain('Only en is available');
  });

  it('loads a TypeScript config through esbuild, with defineConfig from docsgen', async () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    const json = fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8');
    fs.rmSync(path.join(root, 'docsgen.config.json'));
    fs.writeFileSync(
      path.join(root, 'docsgen.config.ts'),
      `import { defineConfig } from 'docsgen';\nconst title: string = 'From TypeScript';\nexport default defineConfig({ ...${json.trim()}, title });\n`,
    );
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(0);
    expect(fs.readFileSync(path.join(root, 'dist/versions/index.html'), 'utf8')).toContain('<title>Versions - From TypeScript</title>');
  });
});

describe('the default nav', () => {
  it('skips default links to pages the site lacks, but reports configured ones', async () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    // The fixture has /versions but no /blog: the built-in default nav leaves /blog out.
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(0);
    const versions = fs.readFileSync(path.join(root, 'dist/versions/index.html'), 'utf8');
    expect(versions).not.toContain('href="/blog/"');
    expect(versions).toContain('href="https://mui.com/store/"');

    const file = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), defaultNav: [{ pathname: '/blog', title: 'Blog' }] }));
    const failed = await buildSite(root, path.join(root, 'dist'));
    expect(failed.exitCode).toBe(1);
    expect(failed.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'missing-page', file: 'docsgen.config.json', message: 'Config "defaultNav" links to /blog, which has no page' }),
    );
  });
});
