import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { scaffold, STARTER_DIR } from '../../src/build/init/scaffold.js';
import { readOutput, REPO_ROOT, snapshotDir, tempDir } from '../helpers/site.js';

const BIN = path.join(REPO_ROOT, 'bin/docsgen.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = tempDir('docsgen-init-');
  cleanup.push(dir);
  return dir;
};

const docsgen = (args: string[], cwd: string) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });

const PAGES = ['/my-library/overview/', '/my-library/installation/', '/my-library/usage/', '/my-library/react-hello-button/'];
/** Outside the product: the page the header's "View all versions" leads to. */
const VERSIONS_PAGE = '/versions/';

describe('scaffold', () => {
  let root: string;
  let out: string;
  let written: string[];
  let result: BuildResult;
  beforeAll(async () => {
    // A folder that does not exist yet, two levels down: it is created.
    root = path.join(temp(), 'docs', 'site');
    const scaffolded = scaffold({ dir: root });
    if (!scaffolded.ok) throw new Error(scaffolded.diagnostic.message);
    written = scaffolded.written;
    expect(scaffolded.overwritten).toEqual([]);
    out = temp();
    result = await build({ root, outDir: out });
  });

  it('writes the starter, with the dotfiles npm would not publish renamed', () => {
    expect(written).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'README.md',
        'docsgen.config.ts',
        'content/translations/en.json',
        'content/my-library/pages.json',
        'content/my-library/demos/HelloButton.tsx',
        'content/my-library/demos/HelloButton.js',
        'package.json',
      ]),
    );
    expect(written).not.toContain('gitignore');
    for (const file of written) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    expect(fs.readFileSync(path.join(root, 'docsgen.config.ts'), 'utf8')).toBe(fs.readFileSync(path.join(STARTER_DIR, 'docsgen.config.ts'), 'utf8'));
  });

  it('builds without any diagnostic and writes every page into its product', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
    // The product's pages, /versions/ and the generated home page.
    expect(result.pages).toBe(PAGES.length + 2);
    expect(readOutput(out, VERSIONS_PAGE)).toContain('<title>Versions - My Library</title>');
    expect(readOutput(out, '/')).toContain('href="/my-library/overview/" data-product="my-library"');
    for (const route of PAGES) {
      const html = readOutput(out, route);
      // The starter's product has an id of its own, not one of MUI's segments.
      expect(html, route).toContain('<meta name="docsgen:productId" content="my-library">');
      expect(html, route).toContain('<meta name="docsgen:productCategoryId" content="library">');
      expect(html, route).toMatch(/<title>[^<]+ - My Library<\/title>/);
    }
    const nav = readOutput(out, '/my-library/overview/');
    expect(nav).toContain('Getting started');
    expect(nav).toContain('href="/my-library/react-hello-button/"');
  });

  it('renders the live demo on the server, with both sources', () => {
    const html = readOutput(out, '/my-library/react-hello-button/');
    expect(html).toContain('data-demo="content/my-library/demos/HelloButton"');
    expect(html).toMatch(/<div class="docsgen-demo-root" data-hydrate-root=""><button class="[^"]*MuiButton-contained[^"]*"[^>]*>Say hello<\/button><\/div>/);
    expect(html).toContain('data-demo-variant="TS"');
    expect(html).toContain('data-demo-variant="JS"');
    expect(html).not.toContain('docsgen-placeholder');
  });

  it('renders the demo styled by a CSS file it imports, with its class names, on the server', () => {
    expect(fs.readFileSync(path.join(root, 'content/my-library/demos/GreetingCard.tsx'), 'utf8')).toContain("import './GreetingCard.css';");
    expect(written).toContain('content/my-library/demos/GreetingCard.css');
    const html = readOutput(out, '/my-library/react-hello-button/');
    expect(html).toContain('data-demo="content/my-library/demos/GreetingCard"');
    expect(html).toMatch(/<div class="greeting-card"><span class="greeting-card__wave" aria-hidden="true">/);
  });

  it("links the CSS the starter's GreetingCard demo imports in /my-library/react-hello-button/'s head, and only there", () => {
    const source = fs.readFileSync(path.join(root, 'content/my-library/demos/GreetingCard.css'), 'utf8');
    /** The page's own stylesheets (not docsgen's), in its head, and whether any is linked in its body. */
    const stylesheets = (route: string) => {
      const [head, body] = readOutput(out, route).split('</head>');
      const hrefs = [...head!.matchAll(/<link rel="stylesheet" href="(\/_docsgen\/[^"]+\.css)">/g)].map((match) => match[1]!);
      return { linked: hrefs.filter((href) => !/\/_docsgen\/docsgen\.[\w]+\.css$/.test(href)), inBody: /<link rel="stylesheet"/.test(body!) };
    };
    const demoPage = stylesheets('/my-library/react-hello-button/');
    expect(demoPage.linked).toHaveLength(1);
    expect(demoPage.linked[0]).toMatch(/^\/_docsgen\/GreetingCard-\w+\.css$/);
    expect(demoPage.inBody).toBe(false);
    const css = fs.readFileSync(path.join(out, demoPage.linked[0]!), 'utf8');
    expect(css).toContain('.greeting-card');
    expect(css).toContain('.greeting-card__wave');
    expect(source).toContain('.greeting-card__wave');
    for (const route of [...PAGES.filter((page) => page !== '/my-library/react-hello-button/'), VERSIONS_PAGE, '/']) {
      expect(stylesheets(route), route).toEqual({ linked: [], inBody: false });
    }
  });

  it('renders the installation tabs and the callouts', () => {
    const install = readOutput(out, '/my-library/installation/');
    for (const manager of ['npm install', 'pnpm add', 'yarn add']) expect(install).toContain(manager);
    expect(install).toContain('package-manager');
    expect(readOutput(out, '/my-library/usage/')).toContain('warning');
  });

  it('passes check with no diagnostic, even with --strict', async () => {
    const checked = await check({ root, strict: true });
    expect(checked.diagnostics).toEqual([]);
    expect(checked.exitCode).toBe(0);
    expect(checked.pages).toBe(PAGES.length + 2);
  });
});

describe("the site's package.json", () => {
  const own = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string; devDependencies: { prettier: string } };

  it('names the site after its folder, is private, depends on this docsgen and has the dev, build and check scripts', () => {
    const dir = path.join(temp(), 'Acme Docs!');
    expect(scaffold({ dir }).ok).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))).toEqual({
      name: 'acme-docs',
      version: '0.0.0',
      private: true,
      scripts: { dev: 'docsgen serve --watch', build: 'docsgen build', check: 'docsgen check' },
      dependencies: { docsgen: `^${own.version}` },
      // The starter's TypeScript-only demo has a JavaScript variant, formatted by the site's Prettier.
      devDependencies: { prettier: own.devDependencies.prettier },
    });
  });

  it("with force, completes a project's package.json and keeps everything it had", () => {
    const dir = temp();
    const mine = { name: 'mine', version: '2.0.0', scripts: { build: 'tsc', test: 'vitest' }, dependencies: { react: '^19.0.0' } };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(mine));
    const result = scaffold({ dir, force: true });
    expect(result.ok && result.updated).toEqual(['package.json']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))).toEqual({
      ...mine,
      scripts: { build: 'tsc', test: 'vitest', dev: 'docsgen serve --watch', check: 'docsgen check' },
      dependencies: { react: '^19.0.0', docsgen: `^${own.version}` },
      devDependencies: { prettier: own.devDependencies.prettier },
    });
  });

  it('with force, refuses a package.json that is not JSON, writing nothing', () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": ');
    const result = scaffold({ dir, force: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostic.code).toBe('init-package-json');
    expect(result.diagnostic.message).toContain('package.json is not valid JSON');
    expect(fs.readdirSync(dir)).toEqual(['package.json']);
  });
});

describe('scaffold into an existing folder', () => {
  it('accepts an empty folder and one holding only .git', () => {
    expect(scaffold({ dir: temp() }).ok).toBe(true);
    const withGit = temp();
    fs.mkdirSync(path.join(withGit, '.git'));
    expect(scaffold({ dir: withGit }).ok).toBe(true);
  });

  it('refuses a non-empty folder, naming it and suggesting --force, and writes nothing', () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine\n');
    const before = snapshotDir(dir);
    const result = scaffold({ dir });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostic.code).toBe('init-not-empty');
    expect(result.diagnostic.severity).toBe('error');
    expect(result.diagnostic.message).toContain(path.relative(process.cwd(), dir));
    expect(result.diagnostic.message).toContain('--force');
    expect(snapshotDir(dir)).toEqual(before);
    expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('with force, writes the starter, overwrites same-named files and keeps the others', () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine\n');
    fs.writeFileSync(path.join(dir, 'README.md'), 'old readme\n');
    const result = scaffold({ dir, force: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.overwritten).toEqual(['README.md']);
    expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine\n');
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe(fs.readFileSync(path.join(STARTER_DIR, 'README.md'), 'utf8'));
    for (const file of result.written) expect(fs.existsSync(path.join(dir, file)), file).toBe(true);
  });

  it('with force, refuses (writing nothing) when a folder stands where a file goes', () => {
    const dir = temp();
    fs.mkdirSync(path.join(dir, 'README.md'));
    const result = scaffold({ dir, force: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostic.code).toBe('init-conflict');
    expect(fs.readdirSync(dir)).toEqual(['README.md']);
  });

  it('refuses a target that is a file', () => {
    const file = path.join(temp(), 'site');
    fs.writeFileSync(file, '');
    const result = scaffold({ dir: file, force: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostic.code).toBe('init-not-a-folder');
  });
});

describe('docsgen init', () => {
  it('creates a site that build and check accept, and lists the next commands', () => {
    const parent = temp();
    const init = docsgen(['init', 'my-docs'], parent);
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('Created a docsgen site in my-docs');
    expect(init.stdout).toContain('  content/my-library/react-hello-button.md\n');
    expect(init.stdout).toContain('  package.json\n');
    expect(init.stdout).toMatch(/^ {2}cd my-docs\n {2}npm install +#.*\n {2}npm run dev +#.*\n {2}npm run build +#.*\n {2}npm run check +#/m);

    const root = path.join(parent, 'my-docs');
    const built = docsgen(['build', '--quiet'], root);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(fs.existsSync(path.join(root, 'dist/my-library/react-hello-button/index.html'))).toBe(true);
    const checked = docsgen(['check'], root);
    expect(checked.stdout).toBe('');
    expect(checked.status).toBe(0);
    expect(checked.stderr).toMatch(/0 errors, 0 warnings/);
  });

  it('defaults to the current folder and exits 2 on a non-empty one, unless --force', () => {
    const dir = temp();
    expect(docsgen(['init'], dir).status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'docsgen.config.ts'))).toBe(true);
    fs.writeFileSync(path.join(dir, 'content/my-library/overview.md'), '# Changed\n');
    const again = docsgen(['init'], dir);
    expect(again.status).toBe(2);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('The folder . is not empty');
    expect(again.stderr).toContain('--force');
    expect(fs.readFileSync(path.join(dir, 'content/my-library/overview.md'), 'utf8')).toBe('# Changed\n');
    const forced = docsgen(['init', '.', '--force'], dir);
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('content/my-library/overview.md  (overwritten)');
    // The package.json init wrote is the site's own now: kept, and only completed.
    expect(forced.stdout).toContain('package.json  (updated)');
    expect(forced.stdout).not.toMatch(/^ {2}cd /m);
  });
});
