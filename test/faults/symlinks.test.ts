import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/build/server/devServer.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { docsgen, stackLines, textDiagnostics } from '../helpers/cli.js';
import { copyFixture, snapshotDir, tempDir, writeInto } from '../helpers/site.js';

/**
 * Issue 27, item 2: links resolved before trust. Every file docsgen reads because the site names
 * it, made a symbolic link to a secret file outside the site: `check` and `build` refuse it alike,
 * at the line that names it, and the secret's text reaches no file of the output (nor the cache),
 * nor any answer of the dev server. Links that stay inside the site keep working.
 */
const SECRET = 'S3CRET-0f9a-OUTSIDE';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const write = writeInto;

/** Makes `link` (in the site) a symbolic link to `target` (absolute), replacing what was there. */
const link = (root: string, file: string, target: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.rmSync(path.join(root, file), { recursive: true, force: true });
  fs.symlinkSync(target, path.join(root, file));
};

/** The 1-based line of the first line of `file` (in the site) holding `text`. */
const lineOf = (root: string, file: string, text: string) =>
  fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

/** Secret files of every kind, in a folder beside the site. */
function writeSecrets(outside: string): void {
  write(outside, 'secret.svg', `<svg xmlns="http://www.w3.org/2000/svg"><title>${SECRET}</title></svg>\n`);
  write(outside, 'secret.md', `# ${SECRET}\n\n${SECRET}\n`);
  write(outside, 'pages/leaked.md', `# ${SECRET}\n`);
  write(outside, 'pages.json', JSON.stringify([{ pathname: '/joy-ui/overview', title: SECRET }]));
  write(outside, 'Secret.js', `export default function Secret() { return '${SECRET}'; }\n`);
  write(outside, 'demo-folder/system/index.js', `export default function Secret() { return '${SECRET}'; }\n`);
  write(outside, 'redirects', `/old-${SECRET}/ /joy-ui/overview/ 301\n`);
  write(outside, 'en.json', JSON.stringify({ pages: { '/joy-ui/overview': SECRET } }));
  write(outside, 'secret.txt', `${SECRET}\n`);
  write(outside, 'prettierrc.json', JSON.stringify({ semi: false, secret: SECRET }));
  write(outside, 'docsgen.config.json', JSON.stringify({ title: SECRET, products: [{ id: 'x', name: 'X', manifest: 'content/pages.json' }] }));
  write(outside, 'secret.ts', `/** ${SECRET} */\nexport function Secret(props: { label: string }): null {\n  return props.label === '' ? null : null;\n}\n`);
}

/** A command's exit code and the diagnostics it printed (check prints them on stdout, build on stderr). */
function run(args: string[], root: string): { exitCode: number | null; diagnostics: Diagnostic[]; stacks: string[]; output: string } {
  const result = docsgen(args, root);
  const output = result.stdout + result.stderr;
  return { exitCode: result.status, diagnostics: textDiagnostics(output), stacks: stackLines(output), output };
}

/** Every file below `dir` (links not followed) whose bytes hold the secret. */
function filesWithSecret(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(SECRET))
    .map((file) => path.relative(dir, file));
}

/** A copy of the basic fixture built once (so the output of a refused build shows it is unchanged), with secrets beside it. */
function site(): { parent: string; root: string; outside: string } {
  const parent = tempDir('docsgen-symlinks-');
  cleanup.push(parent);
  const root = path.join(parent, 'site');
  fs.renameSync(copyFixture('basic'), root);
  const outside = path.join(parent, 'outside');
  writeSecrets(outside);
  return { parent, root, outside };
}

type Expected = Omit<Diagnostic, 'message' | 'severity' | 'column'> & { name: string; message: RegExp; column?: number };

const linkedOut = (shown: string) => new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is a symbolic link that resolves outside the site folder`);

/**
 * Links out of the site of every kind the site names, all in one site: one check and one build
 * show each diagnostic (the place where the site names the file), and nothing of the secrets.
 */
function linkEverything(root: string, outside: string): Expected[] {
  const configFile = 'docsgen.config.json';
  const config = JSON.parse(fs.readFileSync(path.join(root, configFile), 'utf8')) as {
    products: Array<Record<string, unknown>>;
    components?: Record<string, string>;
  };
  config.products[0]!.logo = 'content/logo.svg';
  config.components = { Secret: 'components/Secret.js' };
  fs.writeFileSync(path.join(root, configFile), `${JSON.stringify(config, null, 2)}\n`);
  link(root, 'content/logo.svg', path.join(outside, 'secret.svg'));
  link(root, 'content/material-ui/secret.md', path.join(outside, 'secret.md'));
  link(root, 'content/material-ui/linked', path.join(outside, 'pages'));
  link(root, 'content/joy-ui/pages.json', path.join(outside, 'pages.json'));
  link(root, 'content/joy-ui/Secret.js', path.join(outside, 'Secret.js'));
  link(root, 'content/joy-ui/Folder', path.join(outside, 'demo-folder'));
  link(root, 'components/Secret.js', path.join(outside, 'Secret.js'));
  link(root, '_redirects', path.join(outside, 'redirects'));
  link(root, 'content/translations/en.json', path.join(outside, 'en.json'));
  link(root, '.prettierrc.json', path.join(outside, 'prettierrc.json'));
  fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\n{{"demo": "Secret.js"}}\n\n{{"demo": "Folder.js"}}\n\n{{"component": "Secret"}}\n');
  const page = 'content/joy-ui/overview.md';
  return [
    { name: 'logo', code: 'outside-site', file: configFile, line: lineOf(root, configFile, '"logo"'), message: linkedOut('content/logo.svg') },
    { name: 'page', code: 'outside-site', file: 'content/material-ui/secret.md', line: 1, message: linkedOut('content/material-ui/secret.md') },
    { name: 'content folder', code: 'outside-site', file: 'content/material-ui/linked', line: 0, message: linkedOut('content/material-ui/linked') },
    {
      name: 'manifest',
      code: 'outside-site',
      file: configFile,
      line: lineOf(root, configFile, '"content/joy-ui/pages.json"'),
      message: linkedOut('content/joy-ui/pages.json'),
    },
    {
      name: 'demo file',
      code: 'outside-site',
      file: page,
      line: lineOf(root, page, '"Secret.js"'),
      message: /^Demo Secret\.js: content\/joy-ui\/Secret\.js is a symbolic link/,
    },
    {
      name: 'demo folder',
      code: 'outside-site',
      file: page,
      line: lineOf(root, page, '"Folder.js"'),
      message:
        /^Demo Folder\.js: content\/joy-ui\/Folder\/system\/index\.js resolves, through the symbolic link content\/joy-ui\/Folder, outside the site folder/,
    },
    { name: 'component', code: 'outside-site', file: configFile, line: lineOf(root, configFile, '"Secret"'), message: linkedOut('components/Secret.js') },
    { name: 'redirects file', code: 'outside-site', file: '_redirects', line: 0, message: linkedOut('_redirects') },
    { name: 'translations', code: 'outside-site', file: 'content/translations/en.json', line: 0, message: linkedOut('content/translations/en.json') },
    { name: 'Prettier config', code: 'outside-site', file: '.prettierrc.json', line: 0, message: linkedOut('.prettierrc.json') },
  ];
}

/** A GET of `route` from the server at `base`. */
const get = (base: string, route: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(new URL(route, base), (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });

const place = (d: Diagnostic) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;

describe('symbolic links out of the site', () => {
  let built: { parent: string; root: string; outside: string };
  beforeAll(() => {
    built = site();
    expect(docsgen(['build', '--quiet', '--no-cache'], built.root).status).toBe(0);
  });

  it('are errors at the line naming each (logo, page, content folder, manifest, demo file and folder, component, redirects, translations, Prettier config), in check and build alike; nothing of them is output', () => {
    const { parent, root, outside } = built;
    const previousOutput = snapshotDir(path.join(root, 'dist'));
    const expected = linkEverything(root, outside);
    const checked = run(['check'], root);
    const build = run(['build', '--quiet'], root);
    for (const result of [checked, build]) {
      expect(result.exitCode).toBe(1);
      expect(result.stacks).toEqual([]);
      for (const { name, message, ...rest } of expected) {
        expect(result.diagnostics, name).toContainEqual(expect.objectContaining({ severity: 'error', ...rest, message: expect.stringMatching(message) }));
      }
      expect(result.output).not.toContain(SECRET);
    }
    expect(
      build.diagnostics
        .filter((d) => d.severity === 'error')
        .map(place)
        .sort(),
    ).toEqual(
      checked.diagnostics
        .filter((d) => d.severity === 'error')
        .map(place)
        .sort(),
    );
    // The refused build left the previous output, and nothing of a secret is anywhere in the site's folders.
    expect(snapshotDir(path.join(root, 'dist'))).toEqual(previousOutput);
    expect(filesWithSecret(root)).toEqual([]);
    expect(fs.readdirSync(parent).sort()).toEqual(['outside', 'site']);
  });

  it('the dev server serves none of them: no answer holds a secret, nor any file it writes', async () => {
    const { root } = built;
    const logs: string[] = [];
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: false, log: (line) => logs.push(line) });
    try {
      await server.settled();
      const routes = ['/', '/joy-ui/overview/', '/material-ui/secret/', '/material-ui/linked/leaked/', '/material-ui/getting-started/', '/joy-ui/overview.md'];
      for (const route of routes) {
        const answer = await get(server.url, route);
        expect(answer.body, route).not.toContain(SECRET);
      }
      expect(logs.join('\n')).toMatch(/outside-site/);
      expect(logs.join('\n')).not.toContain(SECRET);
      expect(filesWithSecret(root)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a link in public/ out of the site is skipped with a warning, check and build alike, and never served; links that stay inside the site work', async () => {
    const { root, outside } = site();
    link(root, 'public/secret.txt', path.join(outside, 'secret.txt'));
    link(root, 'public/linked', outside);
    write(root, 'files/kept.txt', 'kept\n');
    link(root, 'public/alias.txt', path.join(root, 'files/kept.txt'));
    // A page that is a link to another file of the site is a page like any.
    link(root, 'content/joy-ui/alias.md', path.join(root, 'content/joy-ui/overview.md'));
    fs.writeFileSync(
      path.join(root, 'content/joy-ui/pages.json'),
      JSON.stringify([
        { pathname: '/joy-ui/overview', title: 'Joy overview' },
        { pathname: '/joy-ui/alias', title: 'Alias' },
      ]),
    );
    const expected = [
      {
        severity: 'warning',
        code: 'outside-site',
        file: 'public/linked',
        line: 0,
        column: 0,
        message:
          'public/linked is a symbolic link that resolves outside the site folder: docsgen reads only files inside the site; it is skipped, not copied to the output',
      },
      {
        severity: 'warning',
        code: 'outside-site',
        file: 'public/secret.txt',
        line: 0,
        column: 0,
        message:
          'public/secret.txt is a symbolic link that resolves outside the site folder: docsgen reads only files inside the site; it is skipped, not copied to the output',
      },
    ];
    const checked = run(['check'], root);
    const build = run(['build', '--no-cache'], root);
    for (const result of [checked, build]) {
      expect(result.exitCode, result.output).toBe(0);
      expect(result.diagnostics.filter((d) => d.code === 'outside-site')).toEqual(expected);
    }
    const out = path.join(root, 'dist');
    expect(fs.existsSync(path.join(out, 'secret.txt'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'linked'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'alias.txt'), 'utf8')).toBe('kept\n');
    expect(fs.readFileSync(path.join(out, 'joy-ui/alias/index.html'), 'utf8')).toContain('Joy is a library.');
    // The dev server serves public/ as the build copies it.
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: false, log: () => undefined });
    try {
      expect(await get(server.url, '/alias.txt')).toEqual({ status: 200, body: 'kept\n' });
      expect((await get(server.url, '/secret.txt')).status).toBe(404);
      expect((await get(server.url, '/linked/secret.txt')).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('an import of site code (a demo, a .ts manifest) that a link leads out of the site fails at the import, in check, build and serve', async () => {
    const parent = tempDir('docsgen-symlinks-');
    cleanup.push(parent);
    const root = path.join(parent, 'site');
    fs.renameSync(copyFixture('demos'), root);
    const outside = path.join(parent, 'outside');
    write(outside, 'leak.js', `export default '${SECRET}';\n`);
    write(root, 'content/material-ui/demos/Leaky.js', "import text from './leak.js';\n\nexport default function Leaky() {\n  return text;\n}\n");
    link(root, 'content/material-ui/demos/leak.js', path.join(outside, 'leak.js'));
    fs.appendFileSync(path.join(root, 'content/material-ui/plain.md'), '\n{{"demo": "demos/Leaky.js"}}\n');
    const manifest = fs.readFileSync(path.join(root, 'content/material-ui/pages.json'), 'utf8');
    write(
      root,
      'content/material-ui/pages.ts',
      `import leak from './demos/leak.js';\n\nexport default [...${manifest.trim()}, { pathname: leak, title: leak }];\n`,
    );
    const configFile = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace('pages.json', 'pages.ts'));
    const importOut = /\.\/(demos\/)?leak\.js resolves, through a symbolic link, outside the site folder/;
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode, result.output).toBe(1);
      expect(result.stacks).toEqual([]);
      expect(result.diagnostics, 'demo').toContainEqual(
        expect.objectContaining({ severity: 'error', file: 'content/material-ui/demos/Leaky.js', line: 1, message: expect.stringMatching(importOut) }),
      );
      expect(result.diagnostics, 'manifest').toContainEqual(
        expect.objectContaining({ severity: 'error', file: 'content/material-ui/pages.ts', line: 1, message: expect.stringMatching(importOut) }),
      );
      expect(result.output).not.toContain(SECRET);
    }
    const logs: string[] = [];
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: false, log: (line) => logs.push(line) });
    try {
      await server.settled();
      for (const route of ['/material-ui/plain/', '/material-ui/demos/']) expect((await get(server.url, route)).body, route).not.toContain(SECRET);
      expect(logs.join('\n')).toMatch(importOut);
    } finally {
      await server.close();
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('the config file itself, a link out of the site, is not loaded (exit 2)', () => {
    const { root, outside } = site();
    link(root, 'docsgen.config.json', path.join(outside, 'docsgen.config.json'));
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode).toBe(2);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'error',
          code: 'outside-site',
          file: 'docsgen.config.json',
          line: 0,
          message: expect.stringMatching(linkedOut('docsgen.config.json')),
        }),
      ]);
      expect(result.output).not.toContain(SECRET);
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('an API entry, a link out of the site, is refused at its config line (exit 2)', () => {
    const { root, outside } = site();
    const configFile = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    config.api = [{ product: 'joy-ui', entry: 'src/index.ts' }];
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    link(root, 'src/index.ts', path.join(outside, 'secret.ts'));
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode).toBe(2);
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          code: 'outside-site',
          file: 'docsgen.config.json',
          line: lineOf(root, 'docsgen.config.json', '"entry"'),
          message: expect.stringMatching(linkedOut('src/index.ts')),
        }),
      );
      expect(result.output).not.toContain(SECRET);
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('a favicon and a markdown plugin the config names, links out of the site, are refused at their config lines (exit 2)', () => {
    const { root, outside } = site();
    write(outside, 'plugin.mjs', `export default function secret() { throw new Error('${SECRET}'); }\n`);
    const configFile = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    config.favicon = 'brand/icon.svg';
    config.markdown = { remarkPlugins: ['./plugins/secret.mjs'] };
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    link(root, 'brand/icon.svg', path.join(outside, 'secret.svg'));
    link(root, 'plugins/secret.mjs', path.join(outside, 'plugin.mjs'));
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode).toBe(2);
      const outsideSite = result.diagnostics.filter((d) => d.code === 'outside-site');
      expect(outsideSite).toHaveLength(2);
      expect(outsideSite).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            severity: 'error',
            file: 'docsgen.config.json',
            line: lineOf(root, 'docsgen.config.json', '"./plugins/secret.mjs"'),
            message: expect.stringMatching(linkedOut('plugins/secret.mjs')),
          }),
          expect.objectContaining({
            severity: 'error',
            file: 'docsgen.config.json',
            line: lineOf(root, 'docsgen.config.json', '"favicon"'),
            message: expect.stringMatching(linkedOut('brand/icon.svg')),
          }),
        ]),
      );
      expect(result.output).not.toContain(SECRET);
      expect(result.stacks).toEqual([]);
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('a file an API entry imports, a link out of the site, is refused at the link and never read into the API pages', () => {
    const { root, outside } = site();
    const configFile = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    config.api = [{ product: 'joy-ui', entry: 'src/index.ts' }];
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    write(root, 'src/index.ts', "export { Secret } from './linked';\n");
    link(root, 'src/linked.ts', path.join(outside, 'secret.ts'));
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode, result.output).toBe(1);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'error',
          code: 'outside-site',
          file: 'src/linked.ts',
          line: 0,
          message: expect.stringMatching(linkedOut('src/linked.ts')),
        }),
      ]);
      expect(result.output).not.toContain(SECRET);
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('a file the config imports, a link out of the site, fails at the import (exit 2)', () => {
    const { root, outside } = site();
    const config = fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8');
    fs.rmSync(path.join(root, 'docsgen.config.json'));
    write(root, 'docsgen.config.ts', `import title from './title.js';\n\nexport default { ...${config.trim()}, title };\n`);
    write(outside, 'title.js', `export default '${SECRET}';\n`);
    link(root, 'title.js', path.join(outside, 'title.js'));
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode, result.output).toBe(2);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'error',
          file: 'docsgen.config.ts',
          line: 1,
          message: expect.stringMatching(/\.\/title\.js resolves, through a symbolic link, outside the site folder/),
        }),
      ]);
      expect(result.output).not.toContain(SECRET);
    }
    expect(filesWithSecret(root)).toEqual([]);
  });

  it('a content folder that is itself a link out of the site: each of its pages is refused at itself', () => {
    const { root, outside } = site();
    fs.renameSync(path.join(root, 'content'), path.join(outside, 'content'));
    fs.appendFileSync(path.join(outside, 'content/joy-ui/overview.md'), `\n${SECRET}\n`);
    link(root, 'content', path.join(outside, 'content'));
    for (const args of [['check'], ['build', '--quiet']]) {
      const result = run(args, root);
      expect(result.exitCode, result.output).toBe(1);
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          code: 'outside-site',
          file: 'content/joy-ui/overview.md',
          line: 1,
          message: 'content/joy-ui/overview.md resolves, through the symbolic link content, outside the site folder: docsgen reads only files inside the site',
        }),
      );
      expect(result.output).not.toContain(SECRET);
    }
    expect(filesWithSecret(root)).toEqual([]);
  });
});
