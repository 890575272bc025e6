import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { docsgen, stackLines, textDiagnostics } from '../helpers/cli.js';
import { copyFixture, snapshotDir, tempDir, writeInto } from '../helpers/site.js';

/**
 * Issue 16, items 2 and 3: everything stays inside its folder, and markdown is data. Each case is
 * run through `check` and `build` alike: the same diagnostic at the same place, nothing written
 * outside the output (nor the output replaced), the sources untouched.
 */
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const write = writeInto;

const page = (pathname: string) => `---\ntitle: Escape\npathname: ${pathname}\n---\n# Escape\n`;

type Expected = Partial<Omit<Diagnostic, 'message'>> & { message: RegExp };

/** Pages whose routes cannot be: all in one site, so one check and one build show every diagnostic. */
const badRoutes: Array<{ name: string; file: string; text: string; expected: Expected }> = [
  {
    name: 'pathname with ..',
    file: 'content/material-ui/dots.md',
    text: page('/../../../escaped'),
    expected: { code: 'invalid-route', line: 3, message: /has a "\.\." segment: a route may not climb out of its folder/ },
  },
  {
    name: 'pathname with %2e%2e',
    file: 'content/material-ui/encoded.md',
    text: page('/a/%2e%2E/%2e%2e/%2e%2e/escaped'),
    expected: { code: 'invalid-route', line: 3, message: /has a "%2e%2E" segment/ },
  },
  {
    name: 'pathname with a single dot',
    file: 'content/material-ui/dot.md',
    text: page('/material-ui/./x'),
    expected: { code: 'invalid-route', line: 3, message: /has a "\." segment/ },
  },
  {
    name: 'pathname with a backslash',
    file: 'content/material-ui/backslash.md',
    text: page('/a\\..\\..\\escaped'),
    expected: { code: 'invalid-route', line: 3, message: /has a backslash/ },
  },
  {
    name: 'pathname with an encoded slash',
    file: 'content/material-ui/slash.md',
    text: page('/a/..%2F..%2Fescaped'),
    expected: { code: 'invalid-route', line: 3, message: /has an encoded separator/ },
  },
  {
    name: 'pathname /_docsgen/…',
    file: 'content/material-ui/assets.md',
    text: page('/_docsgen/runtime'),
    expected: { code: 'invalid-route', line: 3, message: /is reserved: docsgen writes its assets under \/_docsgen\// },
  },
  {
    name: 'pathname /sw.js',
    file: 'content/material-ui/sw.md',
    text: page('/sw.js'),
    expected: { code: 'invalid-route', line: 3, message: /is reserved: docsgen writes \/sw\.js itself/ },
  },
  {
    name: 'pathname /404.html',
    file: 'content/material-ui/not-found.md',
    text: page('/404.html'),
    expected: { code: 'invalid-route', line: 3, message: /is reserved: docsgen writes \/404\.html itself/ },
  },
  {
    name: 'pathname …/index.html',
    file: 'content/material-ui/index-html.md',
    text: page('/material-ui/index.html'),
    expected: { code: 'invalid-route', line: 3, message: /has an "index\.html" segment/ },
  },
  {
    name: 'a content file under _docsgen/',
    file: 'content/_docsgen/x.md',
    text: '# X\n',
    expected: { code: 'invalid-route', line: 1, message: /is reserved/ },
  },
  {
    name: "pathname /index/, whose Markdown twin is the home page's",
    file: 'content/material-ui/index-twin.md',
    text: page('/index/'),
    expected: {
      code: 'route-collision',
      line: 3,
      message:
        /^The route \/index\/ collides with another output file: its Markdown twin would be index\.md, where docsgen writes index\.md, the Markdown twin of \/ \(the home page it generates\); choose another pathname$/,
    },
  },
  {
    name: 'pathname /docsgen-shard.json/, the file a shard leaves',
    file: 'content/material-ui/shard.md',
    text: page('/docsgen-shard.json'),
    expected: {
      code: 'route-collision',
      line: 3,
      message: /its HTML would be docsgen-shard\.json\/index\.html, where docsgen writes docsgen-shard\.json for itself/,
    },
  },
  {
    name: 'two routes that differ only by case',
    file: 'content/material-ui/escape.md',
    text: page('/Joy-UI/Overview'),
    expected: {
      code: 'duplicate-route',
      line: 3,
      message:
        /Two routes differ only by case, \/joy-ui\/overview\/ and \/Joy-UI\/Overview\/.*content\/joy-ui\/overview\.md and content\/material-ui\/escape\.md/,
    },
  },
];

const configCases: Array<{ name: string; edit: (config: string) => string; expected: Expected }> = [
  {
    name: 'a product logo outside the site folder',
    edit: (config) => config.replace('"category": "core",', '"category": "core",\n      "logo": "../../etc/passwd",'),
    expected: { code: 'config-invalid', file: 'docsgen.config.json', line: 9, message: /at products\[0\]\.logo: must be a path inside the site folder/ },
  },
  {
    name: 'a component module outside the site folder',
    edit: (config) => config.replace('"title": "Fixture Docs",', '"title": "Fixture Docs",\n  "components": { "Evil": "/tmp/evil.js" },'),
    expected: { code: 'config-invalid', file: 'docsgen.config.json', message: /at components\.Evil: must be a path inside the site folder/ },
  },
  {
    name: 'a manifest outside the site folder',
    edit: (config) => config.replace('"content/joy-ui/pages.json"', '"../elsewhere/pages.json"'),
    expected: { code: 'config-invalid', file: 'docsgen.config.json', message: /at products\[1\]\.manifest: must be a path inside the site folder/ },
  },
];

/** A built site in a folder of its own (so that anything written beside it shows), copied for each case. */
let built: string;
beforeAll(async () => {
  built = tempDir('docsgen-routes-built-');
  cleanup.push(built);
  fs.renameSync(copyFixture('basic'), path.join(built, 'site'));
  expect(docsgen(['build', '--quiet', '--no-cache'], path.join(built, 'site')).status).toBe(0);
});

/** A command's exit code and the diagnostics it printed (check prints them on stdout, build on stderr). */
function run(args: string[], root: string): { exitCode: number | null; diagnostics: Diagnostic[]; stacks: string[] } {
  const result = docsgen(args, root);
  const output = result.stdout + result.stderr;
  return { exitCode: result.status, diagnostics: textDiagnostics(output), stacks: stackLines(output) };
}

function site(): { parent: string; root: string; out: string } {
  const parent = tempDir('docsgen-routes-');
  cleanup.push(parent);
  fs.cpSync(built, parent, { recursive: true });
  const root = path.join(parent, 'site');
  return { parent, root, out: path.join(root, 'dist') };
}

describe('routes and paths that would leave their folder', () => {
  /** Runs check and build on the site as it is now: both must fail alike, write nothing beside the site, and leave the previous output. */
  function expectRefusedAlike(parent: string, root: string, exitCode: 1 | 2, expected: Array<Expected & { name: string }>): void {
    const sources = snapshotDir(parent);
    const previousOutput = snapshotDir(path.join(root, 'dist'));
    const checked = run(['check'], root);
    const built = run(['build', '--quiet', '--no-cache'], root);
    for (const result of [checked, built]) {
      expect(result.exitCode).toBe(exitCode);
      expect(result.stacks).toEqual([]);
      for (const { name, ...diagnostic } of expected) {
        expect(result.diagnostics, name).toContainEqual(expect.objectContaining({ ...diagnostic, message: expect.stringMatching(diagnostic.message) }));
      }
    }
    const place = (d: Diagnostic) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`;
    expect(built.diagnostics.map(place).sort()).toEqual(
      checked.diagnostics
        .filter((d) => d.severity === 'error')
        .map(place)
        .sort(),
    );
    expect(snapshotDir(parent)).toEqual(sources);
    expect(snapshotDir(path.join(root, 'dist'))).toEqual(previousOutput);
  }

  it('pages whose routes would climb out, take a reserved name, clash by case or collide with another output file: each at its pathname line', () => {
    const { parent, root } = site();
    for (const { file, text } of badRoutes) write(root, file, text);
    expectRefusedAlike(
      parent,
      root,
      1,
      badRoutes.map(({ name, file, expected }) => ({ name, file, ...expected })),
    );
    // Nothing was written for them, not even beside the output.
    expect(fs.existsSync(path.join(parent, 'escaped'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'escaped'))).toBe(false);
  });

  it("a page whose folder would be an API page's api.json: at its pathname line, in check and build alike", () => {
    const parent = tempDir('docsgen-routes-api-');
    cleanup.push(parent);
    const root = path.join(parent, 'site');
    fs.renameSync(copyFixture('api-package'), root);
    expect(docsgen(['build', '--quiet', '--no-cache'], root).status).toBe(0);
    // check keeps the API reference in the cache: kept before the sources are compared.
    expect(docsgen(['check'], root).status).toBe(0);
    write(root, 'content/acme/widget-json.md', page('/acme/api/widget/api.json'));
    expectRefusedAlike(parent, root, 1, [
      {
        name: 'api.json',
        code: 'route-collision',
        file: 'content/acme/widget-json.md',
        line: 3,
        message:
          /^The route \/acme\/api\/widget\/api\.json\/ collides with another output file: its HTML would be acme\/api\/widget\/api\.json\/index\.html, where docsgen writes acme\/api\/widget\/api\.json, the api\.json of \/acme\/api\/widget\/ \(an API page of config "api"\)/,
      },
    ]);
  });

  it('a demo outside the site folder', () => {
    const { parent, root } = site();
    write(parent, 'outside/Secret.js', 'export default function Secret() { return null; }\n');
    fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\n{{"demo": "../../../outside/Secret.js"}}\n');
    expectRefusedAlike(parent, root, 1, [
      {
        name: 'demo',
        code: 'demo-outside-site',
        file: 'content/joy-ui/overview.md',
        line: 5,
        message: /^Demo \.\.\/\.\.\/\.\.\/outside\/Secret\.js is outside the site folder/,
      },
    ]);
  });

  for (const { name, edit, expected } of configCases) {
    it(name, () => {
      const { parent, root } = site();
      const configFile = path.join(root, 'docsgen.config.json');
      fs.writeFileSync(configFile, edit(fs.readFileSync(configFile, 'utf8')));
      expectRefusedAlike(parent, root, 2, [{ name, ...expected }]);
    });
  }
});

describe('front matter is YAML, never code', () => {
  for (const language of ['js', 'javascript', 'coffee']) {
    it(`---${language} front matter is refused and never run`, () => {
      const { root } = site();
      const witness = path.join(root, 'ran.txt');
      const code =
        language === 'coffee'
          ? `require('fs').writeFileSync(${JSON.stringify(witness)}, 'x')`
          : `require('fs').writeFileSync(${JSON.stringify(witness)}, 'x'); ({ title: 'Code' })`;
      write(root, 'content/joy-ui/overview.md', `---${language}\n${code}\n---\n# Joy\n`);
      for (const result of [run(['check'], root), run(['build', '--quiet', '--no-cache'], root)]) {
        expect(result.exitCode).toBe(1);
        expect(result.diagnostics).toContainEqual(
          expect.objectContaining({
            code: 'front-matter-not-yaml',
            file: 'content/joy-ui/overview.md',
            line: 1,
            column: 4,
            message: expect.stringMatching(/^Front matter must be YAML/),
          }),
        );
      }
      expect(fs.existsSync(witness)).toBe(false);
    });
  }

  it('---yaml and plain --- front matter still work', () => {
    const { root, out } = site();
    write(root, 'content/joy-ui/overview.md', '---yaml\ntitle: Joy in YAML\n---\n# Joy\n');
    expect(run(['build', '--quiet', '--no-cache'], root).exitCode).toBe(0);
    expect(fs.readFileSync(path.join(out, 'joy-ui/overview/index.html'), 'utf8')).toContain('<title>Joy in YAML');
  });
});
