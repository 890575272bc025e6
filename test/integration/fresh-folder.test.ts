import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutput, REPO_ROOT, tempDir } from '../helpers/site.js';

/**
 * From nothing, as a new user: docsgen packed with `npm pack`, a site made by `docsgen init` in
 * another folder, docsgen installed there from the tarball by npm, then the site's own scripts.
 *
 * No network: npm runs with `--offline` and an empty cache of its own. It can install the tarball
 * (a local file) but fetch none of docsgen's dependencies, so those are put in the site's
 * node_modules first, as hard links to the files of this repository's node_modules (same
 * versions, from its package-lock.json; no bytes copied). npm then finds them installed and adds
 * docsgen alone. Hard links, never symbolic ones: npm prunes what it finds extraneous, and through
 * a symbolic link (a scope folder) it would delete the repository's own packages; a hard link it
 * removes is only the site's name for the file.
 */
const BIN = path.join(REPO_ROOT, 'bin/docsgen.js');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const own = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };

let work: string;
let site: string;
let tarball: string;
let repoModules: string;
let prodPackages: string[];
/** Without vitest's NODE_ENV=test (docsgen picks React's production build when it is unset). */
const env = () => {
  const copy: NodeJS.ProcessEnv = { ...process.env };
  delete copy.NODE_ENV;
  return copy;
};
const run = (command: string, args: string[], cwd: string): SpawnSyncReturns<string> =>
  spawnSync(command, args, { cwd, encoding: 'utf8', env: env(), timeout: 180_000 });
const explain = (result: SpawnSyncReturns<string>) => `exit ${result.status}\n${result.stdout}\n${result.stderr}`;

/** docsgen's production dependencies, as installed here: `node_modules/<name>` paths from package-lock.json. */
function productionPackages(): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([place, entry]) => /^node_modules\/(@[^/]+\/)?[^/@]+$/.test(place) && entry.dev !== true)
    .map(([place]) => place)
    .filter((place) => fs.existsSync(path.join(repoModules, place.slice('node_modules/'.length))));
}

/**
 * The packages the site's own package.json names that docsgen does not bring (Prettier, which
 * `init` adds for the starter's TypeScript demo), as `node_modules/<name>` paths, when this
 * repository has them (its devDependencies).
 */
function sitePackages(siteDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name !== 'docsgen' && fs.existsSync(path.join(repoModules, name)))
    .map((name) => `node_modules/${name}`);
}

/** `cp -al`: the packages as hard links, grouped by the folder they go into (a scope or node_modules). */
function linkPackages(target: string): void {
  const byFolder = new Map<string, string[]>();
  for (const place of prodPackages) {
    const name = place.slice('node_modules/'.length);
    const folder = path.join(target, path.dirname(name));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path.join(repoModules, name)]);
  }
  for (const [folder, sources] of byFolder) {
    fs.mkdirSync(folder, { recursive: true });
    const copied = spawnSync('cp', ['-al', ...sources, folder], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`cp -al into ${folder} failed: ${copied.stderr}`);
  }
  // npm counts a package whose command is not linked in .bin as broken, and fetches it again.
  const bins = path.join(target, '.bin');
  fs.mkdirSync(bins, { recursive: true });
  for (const place of prodPackages) {
    const name = place.slice('node_modules/'.length);
    const manifest = JSON.parse(fs.readFileSync(path.join(target, name, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
    const commands = typeof manifest.bin === 'string' ? { [name.split('/').pop()!]: manifest.bin } : (manifest.bin ?? {});
    for (const [command, file] of Object.entries(commands)) {
      if (!fs.existsSync(path.join(bins, command))) fs.symlinkSync(path.relative(bins, path.join(target, name, file)), path.join(bins, command));
    }
  }
}

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a fresh folder: init, install docsgen from its tarball, build and check', () => {
  let init: SpawnSyncReturns<string>;
  let installed: SpawnSyncReturns<string>;
  beforeAll(() => {
    work = tempDir('docsgen-fresh-');
    repoModules = fs.realpathSync(path.join(REPO_ROOT, 'node_modules'));
    prodPackages = productionPackages();
    const cache = path.join(work, 'npm-cache');

    // lib/ is built by the test run's global setup: packing must not build it again.
    const packDir = path.join(work, 'pack');
    fs.mkdirSync(packDir);
    const packed = run(NPM, ['pack', '--ignore-scripts', '--pack-destination', packDir, '--cache', cache], REPO_ROOT);
    if (packed.status !== 0) throw new Error(`npm pack: ${explain(packed)}`);
    tarball = path.join(packDir, `docsgen-${own.version}.tgz`);

    init = run(process.execPath, [BIN, 'init', 'site'], work);
    site = path.join(work, 'site');
    prodPackages = [...new Set([...prodPackages, ...sitePackages(site)])];

    linkPackages(path.join(site, 'node_modules'));
    installed = run(NPM, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--cache', cache, tarball], site);
  }, 240_000);

  it('packs lib/, bin/ and the templates, without which an installed docsgen cannot start', () => {
    const listed = run('tar', ['-tzf', tarball], work);
    expect(listed.status).toBe(0);
    const files = listed.stdout.split('\n');
    for (const file of [
      'package/bin/docsgen.js',
      'package/lib/cli/program.js',
      'package/lib/index.d.ts',
      'package/templates/docsgen.css',
      'package/templates/starter/docsgen.config.ts',
      'package/README.md',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(files.filter((file) => file.startsWith('package/src/') || file.startsWith('package/test/') || file.endsWith('.map'))).toEqual([]);
  });

  it('init writes a package.json depending on this docsgen, with the scripts its next steps name', () => {
    expect(init.status, explain(init)).toBe(0);
    expect(init.stdout).toContain('  npm install ');
    expect(init.stdout).toContain('  npm run dev ');
  });

  it('installs docsgen from the tarball, offline, and leaves the repository’s packages in place', () => {
    expect(installed.status, explain(installed)).toBe(0);
    const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.dependencies.docsgen).toMatch(/^file:.*docsgen-[\d.]+\.tgz$/);
    expect(pkg.scripts).toEqual({ dev: 'docsgen serve --watch', build: 'docsgen build', check: 'docsgen check' });
    const installedDocsgen = path.join(site, 'node_modules/docsgen');
    expect(fs.lstatSync(installedDocsgen).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(installedDocsgen, 'lib/cli/program.js'))).toBe(true);
    expect(fs.existsSync(path.join(installedDocsgen, 'src'))).toBe(false);
    for (const place of prodPackages) expect(fs.existsSync(path.join(repoModules, place.slice('node_modules/'.length))), place).toBe(true);
  });

  describe('with docsgen installed', () => {
    let built: SpawnSyncReturns<string>;
    beforeAll(() => {
      built = run(NPM, ['run', 'build', '--', '--quiet'], site);
    }, 180_000);
    const page = (route: string) => readOutput(path.join(site, 'dist'), route);

    it('npm run build is green', () => {
      expect(built.status, explain(built)).toBe(0);
      expect(built.stderr).not.toMatch(/error|warning/i);
    });

    it('npm run check is green, with no warning', () => {
      const checked = run(NPM, ['run', 'check'], site);
      expect(checked.status, explain(checked)).toBe(0);
      expect(checked.stderr).toMatch(/0 errors, 0 warnings/);
    }, 120_000);

    it("gives the site's own product its side navigation, version menu and prev/next", () => {
      const html = page('/my-library/installation/');
      expect(html).toContain('<meta name="docsgen:productId" content="my-library">');
      const nav = /<nav class="docsgen-sidenav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      for (const href of ['/my-library/overview/', '/my-library/installation/', '/my-library/usage/']) expect(nav).toContain(`href="${href}"`);
      expect(nav).toMatch(/aria-current="page"/);
      const versions = /<details class="docsgen-menu docsgen-version-menu"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
      expect(versions).toContain('v0.1.0');
      expect(html).toMatch(/<a class="docsgen-pager-previous" href="\/my-library\/overview\/"/);
      expect(html).toMatch(/<a class="docsgen-pager-next" href="\/my-library\/usage\/"/);
    });

    it('has a home page listing the product, which the 404 page links to', () => {
      expect(page('/')).toMatch(
        /<a class="docsgen-home-product" href="\/my-library\/overview\/" data-product="my-library"><span class="docsgen-logo"[^>]*><svg/,
      );
      expect(fs.readFileSync(path.join(site, 'dist/404.html'), 'utf8')).toContain('<a href="/">Go to the home page</a>');
    });

    it('npm run dev prints, and --open opens, a URL that exists: the home page', async () => {
      // The machine's browser opener, faked: it writes down the URL it is given.
      const opener = tempDir('docsgen-opener-');
      const opened = path.join(opener, 'opened.txt');
      fs.writeFileSync(path.join(opener, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`, { mode: 0o755 });
      const withOpener = { ...env(), PATH: `${opener}${path.delimiter}${process.env.PATH ?? ''}` };
      const child = spawn(NPM, ['run', 'dev', '--', '--port', '0', '--open'], {
        cwd: site,
        env: withOpener,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let output = '';
          const timer = setTimeout(() => reject(new Error(`no URL printed in 90 s:\n${output}`)), 90_000);
          const read = (chunk: Buffer) => {
            output += chunk.toString();
            const match = /Serving (http:\/\/\S+?)\/? /.exec(output);
            if (match) {
              clearTimeout(timer);
              resolve(match[1]!);
            }
          };
          child.stdout.on('data', read);
          child.stderr.on('data', read);
          child.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)));
        });
        const home = await fetch(`${url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('data-product="my-library"');
        await expect.poll(() => (fs.existsSync(opened) ? fs.readFileSync(opened, 'utf8') : ''), { timeout: 10_000 }).toBe(`${url}/`);
        const missing = await fetch(`${url}/no-such-page/`);
        expect(missing.status).toBe(404);
        expect(await missing.text()).toContain('Go to the home page');
      } finally {
        // npm and the docsgen it started: the whole process group.
        if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
        fs.rmSync(opener, { recursive: true, force: true });
      }
    }, 120_000);

    it('reports a demo importing @mui/icons-material, which docsgen does not bring, at its import: install it in the site', () => {
      // docsgen's own icons are its code's (src/runtime/components/icons.tsx); @mui/material still comes with it.
      expect(fs.existsSync(path.join(site, 'node_modules/@mui/material/Button'))).toBe(true);
      expect(fs.existsSync(path.join(site, 'node_modules/@mui/icons-material'))).toBe(false);
      const demo = path.join(site, 'content/my-library/demos/AddButton.tsx');
      const pageFile = path.join(site, 'content/my-library/usage.md');
      const page = fs.readFileSync(pageFile, 'utf8');
      fs.writeFileSync(
        demo,
        "import * as React from 'react';\nimport Button from '@mui/material/Button';\nimport AddIcon from '@mui/icons-material/Add';\n\nexport default function AddButton() {\n  return <Button startIcon={<AddIcon />}>Add</Button>;\n}\n",
      );
      fs.writeFileSync(pageFile, `${page}\n{{"demo": "demos/AddButton.js"}}\n`);
      const directiveLine = page.split('\n').length + 1;
      try {
        const expected =
          `content/my-library/demos/AddButton.tsx:3:21  error  demo-failed  Demo demos/AddButton.js on /my-library/usage/ (content/my-library/usage.md:${directiveLine}) ` +
          'cannot be rendered: it imports "@mui/icons-material/Add" (content/my-library/demos/AddButton.tsx:3), ' +
          'but the package "@mui/icons-material" is not installed: add it to the site\'s dependencies';
        for (const script of ['build', 'check']) {
          const result = run(NPM, ['run', script], site);
          expect(result.status, explain(result)).toBe(1);
          // build prints its diagnostics on stderr, check (a report) on stdout.
          const printed = `${result.stdout}\n${result.stderr}`.split('\n');
          expect(
            printed.filter((line) => line.includes('  error  ')),
            script,
          ).toEqual([expected]);
        }
      } finally {
        fs.rmSync(demo);
        fs.writeFileSync(pageFile, page);
      }
    }, 180_000);
  });

  it("types the site's config from docsgen's declarations alone: zod, bundled, is not installed", () => {
    expect(fs.existsSync(path.join(site, 'node_modules/zod'))).toBe(false);
    // The repository's TypeScript 6, as a site's editor would run it on the site's files.
    const tsc = path.join(repoModules, 'typescript/bin/tsc');
    const options = ['--ignoreConfig', '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--target', 'es2022'];
    const config = path.join(site, 'docsgen.config.ts');
    const typed = run(process.execPath, [tsc, ...options, config], site);
    expect(typed.status, explain(typed)).toBe(0);
    const wrong = path.join(site, 'wrong.config.ts');
    try {
      fs.writeFileSync(wrong, fs.readFileSync(config, 'utf8').replace('current: true', "current: 'yes'"));
      const refused = run(process.execPath, [tsc, ...options, wrong], site);
      expect(refused.status).toBe(2);
      expect(refused.stdout).toMatch(/wrong\.config\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to type 'boolean \| undefined'/);
    } finally {
      fs.rmSync(wrong);
    }
  }, 120_000);

  describe('without the optional packages: TypeScript and lightningcss never, Prettier once removed', () => {
    const configFile = () => path.join(site, 'docsgen.config.ts');
    const lines = (result: SpawnSyncReturns<string>, severity: string) =>
      `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line.includes(`  ${severity}  `));
    beforeAll(() => {
      // The site's name for Prettier's files (hard links): the repository's copy stays.
      fs.rmSync(path.join(site, 'node_modules/prettier'), { recursive: true });
    });

    it('docsgen brings neither TypeScript, Prettier nor lightningcss: they are optional peers, not dependencies', () => {
      for (const name of ['typescript', 'prettier', 'lightningcss']) expect(fs.existsSync(path.join(site, 'node_modules', name)), name).toBe(false);
      const manifest = JSON.parse(fs.readFileSync(path.join(site, 'node_modules/docsgen/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
        peerDependenciesMeta: Record<string, { optional?: boolean }>;
      };
      for (const name of ['typescript', 'prettier', 'lightningcss']) {
        expect(manifest.dependencies[name], name).toBeUndefined();
        expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true);
      }
    });

    it('builds, the TypeScript-only demo keeping its JavaScript variant, unformatted, with one warning saying what to install', () => {
      const built = run(NPM, ['run', 'build', '--', '--quiet'], site);
      expect(built.status, explain(built)).toBe(0);
      expect(lines(built, 'error')).toEqual([]);
      expect(lines(built, 'warning')).toEqual([
        'content/my-library/demos/GreetingCard.tsx:0:0  warning  prettier-missing  The JavaScript variant of content/my-library/demos/GreetingCard.tsx ' +
          'is shown without its types but not formatted: formatting needs prettier, which is not installed: npm install -D prettier',
      ]);
      const html = readOutput(path.join(site, 'dist'), '/my-library/react-hello-button/');
      const demo = html.slice(html.indexOf('data-demo="content/my-library/demos/GreetingCard"'));
      expect(demo).toMatch(/<div class="docsgen-demo-source" data-variant="JS"/);
      // check says what the build would.
      const checked = run(NPM, ['run', 'check'], site);
      expect(checked.status, explain(checked)).toBe(0);
      expect(lines(checked, 'warning').map((line) => line.split('  ')[2])).toEqual(['prettier-missing']);
    }, 240_000);

    it("places a config problem at its line without TypeScript (the config's parser is docsgen's own)", () => {
      const config = fs.readFileSync(configFile(), 'utf8');
      try {
        fs.writeFileSync(configFile(), config.replace("  title: 'My Library',", "  title: 'My Library',\n  titel: 'Typo',"));
        const checked = run(NPM, ['run', 'check'], site);
        expect(checked.status, explain(checked)).toBe(2);
        const line = config.split('\n').findIndex((text) => text.includes("title: 'My Library'")) + 2;
        expect(`${checked.stdout}\n${checked.stderr}`).toContain(`docsgen.config.ts:${line}:`);
        expect(`${checked.stdout}\n${checked.stderr}`).toContain('config-unknown-key');
      } finally {
        fs.writeFileSync(configFile(), config);
      }
    }, 120_000);

    it('a CSS module without lightningcss is an error at the stylesheet, naming what to install', () => {
      const demos = path.join(site, 'content/my-library/demos');
      const pageFile = path.join(site, 'content/my-library/usage.md');
      const page = fs.readFileSync(pageFile, 'utf8');
      try {
        fs.writeFileSync(path.join(demos, 'Boxed.module.css'), '.box {\n  padding: 8px;\n}\n');
        fs.writeFileSync(
          path.join(demos, 'Boxed.tsx'),
          "import * as React from 'react';\nimport classes from './Boxed.module.css';\n\nexport default function Boxed() {\n  return <div className={classes.box}>Boxed</div>;\n}\n",
        );
        fs.writeFileSync(pageFile, `${page}\n{{"demo": "demos/Boxed.js"}}\n`);
        for (const script of ['build', 'check']) {
          const result = run(NPM, ['run', script], site);
          expect(result.status, explain(result)).toBe(1);
          const errors = lines(result, 'error');
          expect(errors.length, script).toBeGreaterThan(0);
          for (const line of errors) {
            expect(line, script).toContain('content/my-library/demos/Boxed.');
            expect(line, script).toContain('CSS modules need lightningcss, which is not installed: npm install -D lightningcss');
          }
        }
      } finally {
        for (const name of ['Boxed.module.css', 'Boxed.tsx']) fs.rmSync(path.join(demos, name), { force: true });
        fs.writeFileSync(pageFile, page);
      }
    }, 240_000);

    it('an API page without TypeScript is an error at the config line that asks for it, naming what to install', () => {
      const config = fs.readFileSync(configFile(), 'utf8');
      const entry = path.join(site, 'src/index.tsx');
      try {
        fs.mkdirSync(path.dirname(entry), { recursive: true });
        fs.writeFileSync(
          entry,
          "import * as React from 'react';\n\nexport function Badge(props: { label: string }) {\n  return <span>{props.label}</span>;\n}\n",
        );
        const withApi = config.replace('  defaultNav:', "  api: [{ product: 'my-library', entry: 'src/index.tsx' }],\n  defaultNav:");
        fs.writeFileSync(configFile(), withApi);
        const line = withApi.split('\n').findIndex((text) => text.includes("entry: 'src/index.tsx'")) + 1;
        const expected =
          `docsgen.config.ts:${line}:0  error  api-typescript-missing  The API reference of src/index.tsx (config "api[0]") needs typescript, ` +
          'which is not installed: npm install -D typescript@6';
        for (const script of ['build', 'check']) {
          const result = run(NPM, ['run', script], site);
          expect(result.status, explain(result)).toBe(1);
          expect(lines(result, 'error'), script).toEqual([expected]);
        }
      } finally {
        fs.writeFileSync(configFile(), config);
        fs.rmSync(path.join(site, 'src'), { recursive: true, force: true });
      }
    }, 240_000);
  });
});
