import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatDiagnosticText, type Diagnostic } from '../../src/build/util/diagnostics.js';
import { docsgen, stackLines, textDiagnostics } from '../helpers/cli.js';
import { startDevServer } from '../../src/build/server/devServer.js';
import { buildSite, FIXTURES, snapshotDir, tempDir, writeInto } from '../helpers/site.js';

/**
 * Issue 27, item 6: every bundler error is a diagnostic at the demo, import or file it concerns,
 * from `check` as from `build`, and never "unexpected error". Each site lives in a folder of its
 * own, so that anything written beside it shows.
 */
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const write = writeInto;

/** The demos fixture in `<parent>/site`. */
function site(): { parent: string; root: string } {
  const parent = tempDir('docsgen-bundler-');
  cleanup.push(parent);
  const root = path.join(parent, 'site');
  fs.cpSync(path.join(FIXTURES, 'demos'), root, { recursive: true });
  return { parent, root };
}

type Expected = Omit<Diagnostic, 'message' | 'severity'> & { message: RegExp };

/** A command's exit code, the diagnostics it printed and its whole output. */
function run(args: string[], root: string): { exitCode: number | null; diagnostics: Diagnostic[]; output: string } {
  const result = docsgen(args, root);
  const output = result.stdout + result.stderr;
  return { exitCode: result.status, diagnostics: textDiagnostics(output), output };
}

/**
 * Runs check, then build: both fail with `exitCode` and every expected error, at the same places,
 * with no stack and no "unexpected error"; the build writes no output and nothing beside the site.
 */
function expectRefusedAlike(parent: string, root: string, expected: readonly Expected[], exitCode = 1): void {
  const before = snapshotDir(parent);
  const checked = run(['check'], root);
  const built = run(['build', '--quiet', '--no-cache'], root);
  for (const result of [checked, built]) {
    expect(result.exitCode, result.output).toBe(exitCode);
    expect(stackLines(result.output)).toEqual([]);
    expect(result.output).not.toMatch(/unexpected error/);
    for (const { message, ...place } of expected) {
      expect(result.diagnostics, result.output).toContainEqual(
        expect.objectContaining({ severity: 'error', ...place, message: expect.stringMatching(message) }),
      );
    }
  }
  const errors = (diagnostics: Diagnostic[]) =>
    diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)
      .sort();
  expect(errors(built.diagnostics)).toEqual(errors(checked.diagnostics));
  expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  expect([...snapshotDir(parent).keys()].filter((file) => !before.has(file) && !file.startsWith(path.join('site', '.docsgen')))).toEqual([]);
}

describe('demos that import Node built-ins', () => {
  it('are refused at the import line by check and build, before any of their code runs', () => {
    const { parent, root } = site();
    const marker = path.join(parent, 'marker');
    write(root, 'content/material-ui/demos/Fs.js', "import fs from 'fs';\n\nexport default function Fs() {\n  return <p>{typeof fs.readFileSync}</p>;\n}\n");
    write(
      root,
      'content/material-ui/demos/Spawn.js',
      `// Runs a command when the module is evaluated.\nimport { execFileSync } from 'node:child_process';\n\nexecFileSync(process.execPath, ['-e', ${JSON.stringify(`require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`)}]);\n\nexport default function Spawn() {\n  return <p>spawned</p>;\n}\n`,
    );
    write(root, 'content/material-ui/demos/readSecret.js', "export { readFileSync as readSecret } from 'node:fs';\n");
    write(
      root,
      'content/material-ui/demos/Helper.js',
      "import { readSecret } from './readSecret';\n\nexport default function Helper() {\n  return <p>{String(readSecret)}</p>;\n}\n",
    );
    // An npm package named as a module of Node is the package, as in the browser bundle: not refused.
    write(root, 'node_modules/events/package.json', '{ "name": "events", "version": "3.3.0", "main": "events.js" }\n');
    write(root, 'node_modules/events/events.js', 'module.exports = { EventEmitter: function EventEmitter() {} };\n');
    write(
      root,
      'content/material-ui/demos/Events.js',
      "import { EventEmitter } from 'events';\n\nexport default function Events() {\n  return <p>{typeof EventEmitter}</p>;\n}\n",
    );
    write(
      root,
      'content/material-ui/plain.md',
      '# No demos\n\n{{"demo": "demos/Fs.js"}}\n\n{{"demo": "demos/Spawn.js"}}\n\n{{"demo": "demos/Helper.js"}}\n\n{{"demo": "demos/Events.js"}}\n',
    );
    const builtIn = (name: string) => new RegExp(`cannot be rendered: it imports "${name}", a module built into Node: a demo runs in the browser`);
    expectRefusedAlike(parent, root, [
      { code: 'demo-failed', file: 'content/material-ui/demos/Fs.js', line: 1, column: 16, message: builtIn('fs') },
      { code: 'demo-failed', file: 'content/material-ui/demos/Spawn.js', line: 2, column: 30, message: builtIn('node:child_process') },
      { code: 'demo-failed', file: 'content/material-ui/demos/readSecret.js', line: 1, column: 44, message: builtIn('node:fs') },
    ]);
    expect(fs.existsSync(marker)).toBe(false);
    expect(run(['check'], root).diagnostics.filter((d) => d.file.endsWith('Events.js'))).toEqual([]);
  });
});

describe('serve', () => {
  it('refuses a demo that imports a Node built-in as check does, at the same place, and runs none of it', async () => {
    const { parent, root } = site();
    const marker = path.join(parent, 'marker');
    write(
      root,
      'content/material-ui/demos/Spawn.js',
      `import { execFileSync } from 'node:child_process';\n\nexecFileSync(process.execPath, ['-e', ${JSON.stringify(`require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`)}]);\n\nexport default function Spawn() {\n  return <p>spawned</p>;\n}\n`,
    );
    write(root, 'content/material-ui/plain.md', '# No demos\n\n{{"demo": "demos/Spawn.js"}}\n');
    const checked = run(['check'], root).diagnostics.filter((d) => d.code === 'demo-failed');
    expect(checked).toEqual([expect.objectContaining({ file: 'content/material-ui/demos/Spawn.js', line: 1, column: 30 })]);
    const logs: string[] = [];
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', watch: false, log: (line) => logs.push(line) });
    try {
      const page = await fetch(new URL('/material-ui/plain/', server.url));
      await page.text();
      expect(page.status).toBe(200);
      // The page is served without the demo; the terminal names the error at its place, as check does.

      expect(logs.join('\n')).toContain(formatDiagnosticText(checked[0]!));
    } finally {
      await server.close();
    }
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe('demos the browser bundle cannot take', () => {
  it("a package a demo imports that needs a Node built-in: at the demo's import of it, from check and build, and the rest is bundled", () => {
    const { parent, root } = site();
    write(root, 'node_modules/uses-fs/package.json', '{ "name": "uses-fs", "version": "1.0.0", "main": "index.js" }\n');
    write(root, 'node_modules/uses-fs/index.js', "const fs = require('fs');\nmodule.exports = function label() {\n  return typeof fs.readFileSync;\n};\n");
    write(
      root,
      'content/material-ui/demos/UsesFs.js',
      "// A package that reads files: fine on the server, not in the browser.\nimport label from 'uses-fs';\n\nexport default function UsesFs() {\n  return <p>{label()}</p>;\n}\n",
    );
    write(root, 'content/material-ui/plain.md', '# No demos\n\n{{"demo": "demos/UsesFs.js"}}\n');
    expectRefusedAlike(parent, root, [
      {
        code: 'demo-failed',
        file: 'content/material-ui/demos/UsesFs.js',
        line: 2,
        column: 19,
        message:
          /^Demo demos\/UsesFs\.js on \/material-ui\/plain\/ \(content\/material-ui\/plain\.md:3\) cannot be rendered: it imports "uses-fs" \(content\/material-ui\/demos\/UsesFs\.js:2\): its file node_modules\/uses-fs\/index\.js:1 imports "fs", a module built into Node: a demo runs in the browser/,
      },
    ]);
    // With missing demos as warnings, the build goes on without it: the other demos are bundled.
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"title"', '"onMissingDemos": "warning",\n  "title"'));
    const built = run(['build', '--quiet', '--no-cache'], root);
    expect(built.exitCode, built.output).toBe(0);
    expect(built.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'demo-failed', file: 'content/material-ui/demos/UsesFs.js', line: 2 }),
    ]);
    expect(fs.readFileSync(path.join(root, 'dist/material-ui/demos/index.html'), 'utf8')).toContain('data-demo');
  });
});

describe('demos the browser bundle cannot take, with render workers', () => {
  it('no thread renders them: each page that shows one reports it', async () => {
    const { root } = site();
    write(root, 'node_modules/uses-fs/package.json', '{ "name": "uses-fs", "version": "1.0.0", "main": "index.js" }\n');
    write(
      root,
      'node_modules/uses-fs/index.js',
      "const fs = require('fs');\nmodule.exports = function label() {\n  return 'read by ' + typeof fs.readFileSync;\n};\n",
    );
    write(root, 'content/material-ui/demos/UsesFs.js', "import label from 'uses-fs';\n\nexport default function UsesFs() {\n  return <p>{label()}</p>;\n}\n");
    const pages = ['demos', 'hydration', 'long', 'look', 'plain', 'styling'];
    for (const name of pages) fs.appendFileSync(path.join(root, `content/material-ui/${name}.md`), '\n{{"demo": "demos/UsesFs.js"}}\n');
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"title"', '"onMissingDemos": "warning",\n  "title"'));
    const out = path.join(root, 'dist');
    const result = await buildSite(root, out, { concurrency: 2, pagesPerWorker: 1 });
    expect(result.exitCode, JSON.stringify(result.diagnostics)).toBe(0);
    expect(result.renderedByWorkers).toBeGreaterThan(0);
    const refused = result.diagnostics.filter((d) => d.code === 'demo-failed');
    expect(refused.map((d) => /on (\/material-ui\/\w+\/)/.exec(d.message)?.[1]).sort()).toEqual(pages.map((name) => `/material-ui/${name}/`));
    expect(refused.every((d) => d.severity === 'warning' && d.file === 'content/material-ui/demos/UsesFs.js' && d.line === 1)).toBe(true);
    for (const name of pages) expect(fs.readFileSync(path.join(out, `material-ui/${name}/index.html`), 'utf8')).not.toContain('read by');
  });
});

describe('api sources validated by meaning', () => {
  const config = (api: string) =>
    [
      '{',
      '  "title": "Demo fixture",',
      '  "products": [',
      '    { "id": "material-ui", "name": "Material UI", "manifest": "content/material-ui/pages.json" }',
      '  ],',
      '  "api": [',
      api,
      '  ]',
      '}',
      '',
    ].join('\n');

  const cases: Array<{ name: string; api: string; expected: Omit<Expected, 'file' | 'code'> }> = [
    {
      name: 'a route that climbs out of the site',
      api: '    { "product": "material-ui", "package": "@mui/material", "route": "/material-ui/../../" }',
      expected: {
        line: 7,
        column: 0,
        message: /at api\[0\]\.route: must be a route inside the site: The route \/material-ui\/\.\.\/\.\.\/ has a "\.\." segment/,
      },
    },
    {
      name: 'a package name that is a path',
      api: '    { "product": "material-ui", "package": "../../../etc" }',
      expected: { line: 7, column: 0, message: /at api\[0\]\.package: must be an npm package name like @mui\/material: name cannot start with a period/ },
    },
  ];
  for (const { name, api, expected } of cases) {
    it(`${name} is refused by the schema, at its line`, () => {
      const { parent, root } = site();
      write(root, 'docsgen.config.json', config(api));
      expectRefusedAlike(parent, root, [{ code: 'config-invalid', file: 'docsgen.config.json', ...expected }], 2);
    });
  }
});

describe('demo-world messages say what is really wrong', () => {
  it('a package whose main or exports names a missing file: which package, and which file', () => {
    const { parent, root } = site();
    write(root, 'node_modules/no-main/package.json', '{ "name": "no-main", "version": "1.0.0", "main": "lib/index.js" }\n');
    write(
      root,
      'node_modules/no-export/package.json',
      '{ "name": "no-export", "version": "2.0.0", "exports": { ".": { "import": "./dist/index.mjs", "require": "./dist/index.cjs" } } }\n',
    );
    write(
      root,
      'content/material-ui/demos/Broken.js',
      "import a from 'no-main';\nimport b from 'no-export';\n\nexport default function Broken() {\n  return <p>{a}{b}</p>;\n}\n",
    );
    write(root, 'content/material-ui/plain.md', '# No demos\n\n{{"demo": "demos/Broken.js"}}\n');
    expectRefusedAlike(parent, root, [
      {
        code: 'demo-failed',
        file: 'content/material-ui/demos/Broken.js',
        line: 1,
        column: 15,
        message: new RegExp(
          [
            'cannot be rendered: it imports "no-main" \\(content/material-ui/demos/Broken\\.js:1\\): the package "no-main" 1\\.0\\.0 is installed \\(node_modules/no-main\\),',
            'but the file its package\\.json names for "no-main", node_modules/no-main/lib/index\\.js, is missing: reinstall it.*;',
            'and "no-export" \\(content/material-ui/demos/Broken\\.js:2\\): the package "no-export" 2\\.0\\.0 is installed \\(node_modules/no-export\\),',
            'but the file its package\\.json names for "no-export", node_modules/no-export/dist/index\\.mjs, is missing',
          ].join(' '),
        ),
      },
    ]);
  });

  it('a folder whose React has no entry file: its demos fail, saying so, and none runs on another React', () => {
    const { parent, root } = site();
    write(root, 'content/material-ui/world/node_modules/react/package.json', '{ "name": "react", "version": "18.3.1", "main": "index.js" }\n');
    write(root, 'content/material-ui/world/Hello.js', 'export default function Hello() {\n  return <p>hello</p>;\n}\n');
    write(root, 'content/material-ui/plain.md', '# No demos\n\n{{"demo": "world/Hello.js"}}\n');
    expectRefusedAlike(parent, root, [
      {
        code: 'demo-failed',
        file: 'content/material-ui/plain.md',
        line: 3,
        column: 1,
        message:
          /^Demo world\/Hello\.js on \/material-ui\/plain\/ cannot be rendered: the demos of content\/material-ui\/world run on the React installed there \(content\/material-ui\/world\/node_modules\/react\), but its entry file, content\/material-ui\/world\/node_modules\/react\/index\.js, is missing: reinstall its packages$/,
      },
    ]);
  });
});

describe('writing the runtime chunks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a full disk while a chunk is written is output-write-failed at the chunk, and the output is not replaced', async () => {
    const { parent, root } = site();
    const out = path.join(root, 'dist');
    write(out, 'index.html', 'the previous output');
    const writeFileSync = fs.writeFileSync.bind(fs);
    const failed: string[] = [];
    vi.spyOn(fs, 'writeFileSync').mockImplementation((file, ...rest) => {
      if (typeof file === 'string' && /[\\/]_docsgen[\\/]chunk-[\w-]+\.js$/.test(file)) {
        failed.push(file);
        throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), { code: 'ENOSPC', syscall: 'write', path: file });
      }
      return writeFileSync(file, ...rest);
    });
    const before = snapshotDir(parent);
    const result = await buildSite(root, out, { concurrency: 1, force: true });
    vi.restoreAllMocks();
    expect(failed.length, JSON.stringify(result.diagnostics)).toBeGreaterThan(0);
    expect(result.exitCode).toBe(1);
    const chunk = path.relative(root, failed[0]!).split(path.sep);
    // Shown under the output folder, not the temporary one the build wrote into.
    const shown = ['dist', ...chunk.slice(chunk.indexOf('_docsgen'))].join('/');
    expect(result.diagnostics).toContainEqual({
      severity: 'error',
      code: 'output-write-failed',
      message: `Cannot write the output: ENOSPC (no space left on the disk) at ${shown}`,
      file: shown,
      line: 0,
      column: 0,
    });
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous output');
    // Nothing left beside the site or the output: no temporary folder, no chunk.
    expect([...snapshotDir(parent).keys()].filter((file) => !before.has(file) && !file.startsWith(path.join('site', '.docsgen')))).toEqual([]);
  });
});
