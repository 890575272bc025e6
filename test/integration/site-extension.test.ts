import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/build/server/devServer.js';
import { docsgen, stackLines, textDiagnostics } from '../helpers/cli.js';
import { buildSite, copyFixture, readOutput } from '../helpers/site.js';

const PAGE = 'content/material-ui/getting-started/installation.md';
const ROUTE = '/material-ui/getting-started/installation/';

/** A remark plugin that writes its option `word` for every `PLUGIN_MARK` in the text. */
const REMARK_PLUGIN = `export default function remarkWord(options = {}) {
  const visit = (node) => {
    if (node.type === 'text') node.value = node.value.replaceAll('PLUGIN_MARK', options.word ?? 'unset');
    for (const child of node.children ?? []) visit(child);
  };
  return (tree) => visit(tree);
}
`;
/** A rehype plugin that marks every h2 with `data-plugin`. */
const REHYPE_PLUGIN = (label: string) => `export default function rehypeMark() {
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'h2') node.properties.dataPlugin = '${label}';
    for (const child of node.children ?? []) visit(child);
  };
  return (tree) => visit(tree);
}
`;

/** The basic fixture with head entries, a public favicon, analytics, shell slots and two markdown plugins. */
function extendedSite(extra: Record<string, unknown> = {}): string {
  const root = copyFixture('basic');
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  const extended = {
    ...config,
    head: [
      { tag: 'meta', attrs: { name: 'twitter:site', content: '@acme' } },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: true } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/brand.css' } },
      { tag: 'script', attrs: { src: '/scripts/site.js', defer: true, async: false } },
      { tag: 'script', content: 'window.acme = 1;' },
    ],
    analytics: { measurementId: 'G-TEST123', tagUrl: 'http://127.0.0.1:9/gtag/js' },
    slots: {
      banner: { id: 'launch-2025', content: 'Version 7 is out: [see what is new](/versions/)' },
      footer: '© Acme, Inc. <a href="/versions/">Versions</a>',
    },
    markdown: { remarkPlugins: [['./plugins/remark-word.mjs', { word: 'remarked' }]], rehypePlugins: ['./plugins/rehype-mark.mjs'] },
    ...extra,
  };
  fs.writeFileSync(configFile, JSON.stringify(extended, null, 2));
  fs.mkdirSync(path.join(root, 'public'));
  fs.writeFileSync(path.join(root, 'public/favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  fs.writeFileSync(path.join(root, 'public/brand.css'), 'body { outline: 0; }\n');
  fs.mkdirSync(path.join(root, 'plugins'));
  fs.writeFileSync(path.join(root, 'plugins/remark-word.mjs'), REMARK_PLUGIN);
  fs.writeFileSync(path.join(root, 'plugins/rehype-mark.mjs'), REHYPE_PLUGIN('first'));
  fs.appendFileSync(path.join(root, PAGE), '\n\nA PLUGIN_MARK word.\n\n<video src="/media/intro.mp4"></video>\n');
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('a site with head entries, a favicon, analytics, shell slots and markdown plugins, under --base', () => {
  let root: string;
  let html: string;
  beforeAll(() => {
    root = extendedSite();
    roots.push(root);
    const result = docsgen(['build', root, '--base', '/docs/', '--no-cache', '--quiet']);
    expect(result.stderr + result.stdout).not.toMatch(/error/);
    expect(result.status).toBe(0);
    html = readOutput(path.join(root, 'dist'), ROUTE);
  });

  it('writes the config’s head entries in every page’s head, local URLs under the base', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="twitter:site" content="@acme">');
    expect(head).toContain('<link rel="preconnect" href="https://fonts.example.com" crossorigin>');
    expect(head).toContain('<link rel="stylesheet" href="/docs/brand.css">');
    expect(head).toContain('<script src="/docs/scripts/site.js" defer></script>');
    expect(head).toContain('<script>window.acme = 1;</script>');
    expect(readOutput(path.join(root, 'dist'), '/')).toContain('<link rel="stylesheet" href="/docs/brand.css">');
  });

  it('links public/favicon.ico under the base, not docsgen’s icon', () => {
    expect(html).toContain('<link rel="icon" href="/docs/favicon.ico" type="image/x-icon">');
    expect(html).not.toMatch(/favicon\.[\w]+\.svg/);
    expect(fs.existsSync(path.join(root, 'dist/favicon.ico'))).toBe(true);
  });

  it('gives the runtime the analytics tag’s URL with the measurement id (it loads the tag once the page is idle)', () => {
    expect(html).toContain('"analytics":{"measurementId":"G-TEST123","tagUrl":"http://127.0.0.1:9/gtag/js?id=G-TEST123"}');
    expect(html).not.toContain('<script async src="http://127.0.0.1:9/');
  });

  it('puts the banner before the header, with its dismissal applied before paint, and the footer content after the page’s', () => {
    const banner = html.indexOf('class="docsgen-banner"');
    expect(banner).toBeGreaterThan(-1);
    expect(banner).toBeLessThan(html.indexOf('<header'));
    expect(html).toContain('localStorage.getItem("docsgen-banner-dismissed")==="launch-2025"');
    // Markdown, its links under the base as a page's.
    expect(html).toContain('<div class="docsgen-banner-content"><p>Version 7 is out: <a href="/docs/versions/">see what is new</a></p></div>');
    expect(html).toContain('<footer class="docsgen-site-footer"><p>© Acme, Inc. <a href="/docs/versions/">Versions</a></p></footer>');
    expect(html.indexOf('docsgen-site-footer')).toBeGreaterThan(html.indexOf('docsgen-page-meta'));
  });

  it('runs the config’s remark plugin with its options and its rehype plugin', () => {
    expect(html).toContain('A remarked word.');
    expect(html).toMatch(/<h2 id="install-with-npm"[^>]* data-plugin="first"/);
  });

  it('puts a raw HTML element’s root-relative src under the base', () => {
    expect(html).toContain('<video src="/docs/media/intro.mp4"></video>');
  });
});

describe('config favicon', () => {
  it('is copied as a hashed asset and linked under the base; an edited icon renders the pages again', async () => {
    const root = extendedSite({ favicon: 'brand/icon.svg' });
    roots.push(root);
    fs.mkdirSync(path.join(root, 'brand'));
    fs.writeFileSync(path.join(root, 'brand/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const iconOf = async () => {
      const result = await buildSite(root, path.join(root, 'dist'), { base: '/docs/', cache: true });
      expect(result.exitCode).toBe(0);
      const html = readOutput(path.join(root, 'dist'), ROUTE);
      const href = /<link rel="icon" href="\/docs\/(_docsgen\/icon\.\w+\.svg)" type="image\/svg\+xml">/.exec(html)?.[1];
      expect(href).toBeDefined();
      return fs.readFileSync(path.join(root, 'dist', href!), 'utf8');
    };
    expect(await iconOf()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(root, 'brand/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" id="new"/>');
    expect(await iconOf()).toBe('<svg xmlns="http://www.w3.org/2000/svg" id="new"/>');
  });
});

describe('markdown plugins and the page cache', () => {
  it('renders every page again when a plugin’s file or its options change, and only then', async () => {
    const root = extendedSite();
    roots.push(root);
    const out = path.join(root, 'dist');
    const first = await buildSite(root, out, { cache: true });
    expect(first.exitCode).toBe(0);
    expect(first.cachedPages).toBe(0);
    const again = await buildSite(root, out, { cache: true });
    expect(again.cachedPages).toBe(again.pages);

    fs.writeFileSync(path.join(root, 'plugins/rehype-mark.mjs'), REHYPE_PLUGIN('second'));
    const pluginEdited = await buildSite(root, out, { cache: true });
    expect(pluginEdited.cachedPages).toBe(0);
    expect(readOutput(out, ROUTE)).toMatch(/data-plugin="second"/);

    const configFile = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace('"word": "remarked"', '"word": "optioned"'));
    const optionsEdited = await buildSite(root, out, { cache: true });
    expect(optionsEdited.cachedPages).toBe(0);
    expect(readOutput(out, ROUTE)).toContain('A optioned word.');
  });
});

describe('docsgen serve --watch', () => {
  it('serves the head entries and the plugins’ output, and follows an edited plugin', async () => {
    const root = extendedSite();
    roots.push(root);
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: true, log: () => undefined });
    try {
      const page = async () => (await fetch(new URL(ROUTE, server.url))).text();
      const html = await page();
      expect(html).toContain('<meta name="twitter:site" content="@acme">');
      expect(html).toContain('A remarked word.');
      expect(html).toMatch(/data-plugin="first"/);
      fs.writeFileSync(path.join(root, 'plugins/rehype-mark.mjs'), REHYPE_PLUGIN('served'));
      await expect.poll(async () => (await server.settled(), await page()), { timeout: 20_000 }).toMatch(/data-plugin="served"/);
    } finally {
      await server.close();
    }
  });
});

describe('check and build agree', () => {
  it('report a <Button> tag in raw HTML as capitalised-tag at the same line', () => {
    const root = copyFixture('basic');
    roots.push(root);
    fs.appendFileSync(path.join(root, PAGE), '\n\nClick <Button variant="contained">Save</Button> to save.\n');
    const line =
      fs
        .readFileSync(path.join(root, PAGE), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('Click <Button')) + 1;
    const expected = { file: PAGE, line, column: 7, severity: 'warning', code: 'capitalised-tag' };
    const checked = docsgen(['check', root]);
    const built = docsgen(['build', root, '--no-cache']);
    for (const result of [checked, built]) {
      expect(result.status).toBe(0);
      const found = textDiagnostics(result.stdout + result.stderr).filter((entry) => entry.code === 'capitalised-tag');
      expect(found).toEqual([expect.objectContaining(expected)]);
      expect(found[0]!.message).toContain('plain <button> element');
      expect(stackLines(result.stdout + result.stderr)).toEqual([]);
    }
    expect(readOutput(path.join(root, 'dist'), ROUTE)).toContain('<button variant="contained">Save</button>');
  });

  it('refuse a config favicon that does not exist, at its line of the config (exit 2)', () => {
    const root = extendedSite({ favicon: 'brand/missing.svg' });
    roots.push(root);
    const line =
      fs
        .readFileSync(path.join(root, 'docsgen.config.json'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('"favicon"')) + 1;
    for (const command of ['check', 'build']) {
      const result = docsgen([command, root]);
      expect(result.status).toBe(2);
      const [problem] = textDiagnostics(result.stdout + result.stderr);
      expect(problem).toMatchObject({ file: 'docsgen.config.json', line, code: 'missing-favicon' });
      expect(problem!.message).toBe('Config "favicon": brand/missing.svg does not exist (a path relative to the site root)');
    }
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('report a markdown plugin that does not load, naming its file (exit 1)', () => {
    const root = extendedSite();
    roots.push(root);
    fs.writeFileSync(path.join(root, 'plugins/rehype-mark.mjs'), 'export default (;\n');
    for (const command of ['check', 'build']) {
      const result = docsgen([command, root, ...(command === 'build' ? ['--no-cache'] : [])]);
      expect(result.status).toBe(1);
      const problems = textDiagnostics(result.stdout + result.stderr).filter((entry) => entry.code === 'markdown-plugin-invalid');
      expect(problems).toMatchObject([{ file: 'plugins/rehype-mark.mjs', severity: 'error' }]);
      expect(problems[0]!.message).toContain('Config "markdown.rehypePlugins": "./plugins/rehype-mark.mjs" cannot be loaded: ');
      expect(stackLines(result.stdout + result.stderr)).toEqual([]);
    }
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('refuse a markdown plugin that cannot be found, at its line of the config (exit 2), writing nothing', () => {
    const root = extendedSite({ markdown: { remarkPlugins: ['remark-not-installed'] } });
    roots.push(root);
    const line =
      fs
        .readFileSync(path.join(root, 'docsgen.config.json'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('remark-not-installed')) + 1;
    for (const command of ['check', 'build']) {
      const result = docsgen([command, root]);
      expect(result.status).toBe(2);
      const [problem] = textDiagnostics(result.stdout + result.stderr);
      expect(problem).toMatchObject({ file: 'docsgen.config.json', line, code: 'markdown-plugin-missing' });
      expect(problem!.message).toContain('"markdown.remarkPlugins[0]": cannot find "remark-not-installed" from the site root');
      expect(stackLines(result.stdout + result.stderr)).toEqual([]);
    }
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });
});
