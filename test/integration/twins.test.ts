import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { buildSite, copyFixture, snapshotDir, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
const temp = (folder: string) => (cleanup.push(folder), folder);
afterAll(() => {
  for (const folder of cleanup) fs.rmSync(folder, { recursive: true, force: true });
});

const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((entry) => entry.severity === 'error');
const read = (outDir: string, file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const SITE = 'https://twins.example.com';

function git(root: string, args: string[], date: string): void {
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    stdio: 'pipe',
  });
}

function setConfig(root: string, change: Record<string, unknown>): void {
  const file = path.join(root, 'docsgen.config.json');
  fs.writeFileSync(file, JSON.stringify({ ...(JSON.parse(fs.readFileSync(file, 'utf8')) as object), ...change }, null, 2));
}

describe('Markdown twins, llms.txt and llms-full.txt', () => {
  let root: string;
  let outDir: string;
  let result: BuildResult;

  beforeAll(async () => {
    root = temp(copyFixture('twins'));
    // Every page committed on one date, the callout page changed later; the versions page never committed.
    const versions = path.join(root, 'content/versions/index.md');
    const versionsText = fs.readFileSync(versions, 'utf8');
    fs.rmSync(versions);
    git(root, ['init', '-q'], '2024-01-02T03:04:05Z');
    git(root, ['add', '-A'], '2024-01-02T03:04:05Z');
    git(root, ['commit', '-q', '-m', 'first'], '2024-01-02T03:04:05Z');
    fs.appendFileSync(path.join(root, 'content/material-ui/callouts.md'), '\nA later line.\n');
    git(root, ['commit', '-q', '-am', 'second'], '2024-03-05T23:30:30Z');
    fs.writeFileSync(versions, versionsText);
    outDir = temp(tempDir());
    result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
  }, 120_000);

  it('writes a twin beside every page: <route>.md, and /index.md for the home page', () => {
    for (const file of [
      'index.md',
      'material-ui/demos.md',
      'material-ui/getting-started.md',
      'material-ui/installation.md',
      'joy-ui/overview.md',
      'versions.md',
    ]) {
      expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    }
  });

  it('gives a plain page its markdown, without front matter or the description paragraph tags', () => {
    const twin = read(outDir, 'material-ui/installation.md');
    expect(twin).toBe(
      [
        '# Installation',
        '',
        'Install the fixture library with your package manager.',
        '',
        '```bash',
        'npm install fixture',
        '```',
        '',
        'A plain page with **bold** text, a list:',
        '',
        '- one',
        '- two',
        '',
      ].join('\n'),
    );
  });

  it('titles a page titled in its front matter, drops comments and makes its links absolute to the site', () => {
    const twin = read(outDir, 'material-ui/getting-started.md');
    expect(twin).not.toContain('---');
    expect(twin).not.toContain('description:');
    expect(twin).not.toContain('<!--');
    expect(twin.startsWith('# Getting started\n\n')).toBe(true);
    expect(twin).toContain(`[installation guide](${SITE}/material-ui/installation/)`);
    expect(twin).toContain(`[tips](${SITE}/material-ui/callouts/#tips)`);
    expect(twin).toContain(`[usage](${SITE}/material-ui/getting-started/#usage)`);
    expect(twin).toContain('[the store](https://example.com/store/)');
    expect(twin).toContain(`[joy]: ${SITE}/joy-ui/overview/`);
    expect(twin).toContain(`![Logo](${SITE}/static/logo.png)`);
    // A file of the content folder, where the build copied it.
    const diagram = /!\[Diagram\]\((\S+)\)/.exec(twin)?.[1] ?? '';
    expect(diagram).toMatch(new RegExp(`^${SITE}/_docsgen/media/diagram\\.[\\w-]+\\.gif$`));
    expect(fs.existsSync(path.join(outDir, diagram.slice(SITE.length)))).toBe(true);
  });

  it("inlines each demo's code in the reader's default variant: TS when it has it, else JS", () => {
    const twin = read(outDir, 'material-ui/demos.md');
    const greeting = fs.readFileSync(path.join(root, 'content/material-ui/Greeting.tsx'), 'utf8').trimEnd();
    const plain = fs.readFileSync(path.join(root, 'content/material-ui/Plain.js'), 'utf8').trimEnd();
    expect(twin).toContain(`\`\`\`tsx title="Greeting.tsx"\n${greeting}\n\`\`\`\n`);
    expect(twin).toContain(`\`\`\`js title="Plain.js"\n${plain}\n\`\`\`\n`);
    expect(twin).not.toContain('{{"demo"');
    expect(twin).not.toContain("const name = 'typed'");
    // A component is a note naming it.
    expect(twin).not.toContain('{{"component"');
    expect(twin).toContain('ComponentLinkHeader');
  });

  it('writes callouts as blockquotes labelled with their kind', () => {
    const twin = read(outDir, 'material-ui/callouts.md');
    expect(twin).toContain(`> **Warning**: Do not forget the [installation](${SITE}/material-ui/installation/).\n> It takes a minute.\n`);
    expect(twin).toContain('> **Info**\n>\n> - first tip\n> - second tip\n');
    expect(twin).toContain('> **Success**: All done.\n');
    expect(twin).not.toContain(':::');
  });

  it('llms.txt: the title, the description, one section per product in manifest order, then the other pages', () => {
    const llms = read(outDir, 'llms.txt');
    expect(llms).toBe(
      [
        '# Twin Docs',
        '',
        '> Choose a product to read its documentation.',
        '',
        '## Material UI',
        '',
        `- [Demos](${SITE}/material-ui/demos.md): A demo whose code the twin inlines.`,
        `- [Getting started](${SITE}/material-ui/getting-started.md): How to start with the fixture library.`,
        `- [Callouts](${SITE}/material-ui/callouts.md): Callouts as blockquotes.`,
        `- [Installation](${SITE}/material-ui/installation.md): Install the fixture library with your package manager.`,
        '',
        '## Joy UI',
        '',
        `- [Joy UI overview](${SITE}/joy-ui/overview.md): The other product.`,
        '',
        '## Other pages',
        '',
        `- [Twin Docs](${SITE}/index.md): Choose a product to read its documentation.`,
        `- [Versions](${SITE}/versions.md): Every version of the docs.`,
        '',
      ].join('\n'),
    );
  });

  it("llms-full.txt: every twin, in llms.txt's order, each opened by its URL", () => {
    const full = read(outDir, 'llms-full.txt');
    expect(full.startsWith('# Twin Docs\n\n> Choose a product to read its documentation.\n')).toBe(true);
    const urls = [...full.matchAll(/^---\npage: [0-9a-f]{24}\nurl: (\S+)\n---\n/gm)].map((match) => match[1]);
    expect(urls).toEqual([...read(outDir, 'llms.txt').matchAll(/\]\((\S+)\)/g)].map((match) => match[1]));
    for (const file of ['material-ui/demos.md', 'material-ui/callouts.md', 'index.md']) expect(full).toContain(read(outDir, file).trimEnd());
  });

  it('gives sitemap.xml a <lastmod> from the git dates, and none to a page git has no date for', () => {
    const sitemap = read(outDir, 'sitemap.xml');
    expect(sitemap).toContain(`<url><loc>${SITE}/material-ui/callouts/</loc><lastmod>2024-03-05T23:30:30Z</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${SITE}/material-ui/installation/</loc><lastmod>2024-01-02T03:04:05Z</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${SITE}/versions/</loc></url>`);
  });

  it('builds the same bytes twice, and with the cache as without', async () => {
    const again = temp(tempDir());
    const cachedOut = temp(tempDir());
    const cachedAgain = temp(tempDir());
    await buildSite(root, again);
    await buildSite(root, cachedOut, { cache: true });
    const hit = await buildSite(root, cachedAgain, { cache: true });
    expect(hit.cachedPages).toBe(hit.pages);
    const files = (dir: string) => new Map([...snapshotDir(dir)].filter(([file]) => !file.startsWith('.docsgen')));
    const first = files(outDir);
    for (const dir of [again, cachedOut, cachedAgain]) {
      const other = files(dir);
      expect([...other.keys()].sort()).toEqual([...first.keys()].sort());
      for (const [file, bytes] of first) if (/\.(md|txt|xml)$/.test(file)) expect(other.get(file)?.equals(bytes), file).toBe(true);
    }
  }, 120_000);
});

describe('twins under --base, and llms: false', () => {
  it('puts the base in every link, twin URL and llms.txt entry', async () => {
    const root = temp(copyFixture('twins'));
    const outDir = temp(tempDir());
    const result = await buildSite(root, outDir, { base: '/docs/' });
    expect(errors(result.diagnostics)).toEqual([]);
    const twin = read(outDir, 'material-ui/getting-started.md');
    expect(twin).toContain(`[installation guide](${SITE}/docs/material-ui/installation/)`);
    expect(twin).toContain(`[usage](${SITE}/docs/material-ui/getting-started/#usage)`);
    expect(read(outDir, 'llms.txt')).toContain(`- [Demos](${SITE}/docs/material-ui/demos.md): `);
    // The page's "Copy page" menu fetches the twin on its own host and names its public URL to the assistants.
    const html = read(outDir, 'material-ui/demos/index.html');
    expect(html).toContain(`data-twin="/docs/material-ui/demos.md" data-twin-url="${SITE}/docs/material-ui/demos.md"`);
  }, 120_000);

  it('without a site URL, links are root-relative with the base', async () => {
    const root = temp(copyFixture('twins'));
    setConfig(root, { siteUrl: undefined });
    const outDir = temp(tempDir());
    const result = await buildSite(root, outDir, { base: '/docs/' });
    expect(errors(result.diagnostics)).toEqual([]);
    expect(read(outDir, 'material-ui/getting-started.md')).toContain('[installation guide](/docs/material-ui/installation/)');
    expect(read(outDir, 'llms.txt')).toContain('- [Demos](/docs/material-ui/demos.md): ');
  }, 120_000);

  it('llms: false leaves out llms.txt and llms-full.txt, and keeps the twins', async () => {
    const root = temp(copyFixture('twins'));
    setConfig(root, { llms: false });
    const outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
    expect(fs.existsSync(path.join(outDir, 'llms.txt'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'llms-full.txt'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'material-ui/demos.md'))).toBe(true);
  }, 120_000);

  it('llms of another type is a config error that says what it takes', async () => {
    const root = temp(copyFixture('twins'));
    setConfig(root, { llms: 'yes' });
    const result = await buildSite(root, temp(tempDir()));
    expect(result.exitCode).toBe(2);
    expect(
      errors(result.diagnostics)
        .map((entry) => entry.message)
        .join('\n'),
    ).toMatch(/llms.*expected true or false/);
  });
});

describe('the twin of an API page', () => {
  it('has the props and classes tables as Markdown tables, without the HTML row anchors', async () => {
    const root = temp(copyFixture('api-package'));
    const outDir = temp(tempDir());
    const result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
    const twin = read(outDir, 'acme/api/widget.md');
    expect(twin.startsWith('# Widget API\n\nAPI reference for the Widget component: its props, CSS classes and import.')).toBe(true);
    expect(twin).toContain('| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n');
    expect(twin).toContain("| `size` | `'small' \\| 'medium' \\| 'large'` | `'medium'` | The size of the component. |");
    expect(twin).toContain('| `label`* | `ReactNode` | – | The text of the widget. |');
    expect(twin).toContain('| Class name | Rule name | Description |');
    expect(twin).toContain('| `.MuiWidget-root` | `root` | Styles applied to the root element. |');
    expect(twin).not.toMatch(/<span|<abbr|<p class/);
    expect(read(outDir, 'llms.txt')).toContain(
      '- [Widget API](/acme/api/widget.md): API reference for the Widget component: its props, CSS classes and import.',
    );
  }, 120_000);
});
