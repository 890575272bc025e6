import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { buildSite, copyFixture } from '../helpers/site.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

type Mutation = (root: string) => void;
const write = (root: string, file: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
// `any`: the edits reach into arbitrary JSON (configs, manifests) the way a person would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as said above
const editJson = (root: string, file: string, edit: (value: any) => unknown) => {
  const absolute = path.join(root, file);
  fs.writeFileSync(absolute, JSON.stringify(edit(JSON.parse(fs.readFileSync(absolute, 'utf8'))), null, 2));
};
const MATERIAL = 'content/material-ui/pages.json';

interface Row {
  name: string;
  mutate: Mutation;
  exitCode: 1 | 2;
  expected: Omit<Partial<Diagnostic>, 'message'> & { message: string | RegExp };
}

/** DESIGN §8 / issue 3: every bad input gets a clear diagnostic with its place, from build and check alike. */
const rows: Row[] = [
  {
    name: 'invalid YAML front matter',
    mutate: (root) => write(root, 'content/joy-ui/overview.md', '---\ntitle: One\ntitle: Two\n---\n# Joy\n'),
    exitCode: 1,
    expected: { code: 'invalid-front-matter', file: 'content/joy-ui/overview.md', line: 3, message: /^Invalid front matter: duplicated mapping key/ },
  },
  {
    name: 'a manifest that is not an array',
    mutate: (root) => write(root, 'content/joy-ui/pages.json', '{ "pathname": "/joy-ui/overview" }'),
    exitCode: 1,
    expected: { code: 'manifest-not-array', file: 'content/joy-ui/pages.json', message: 'The manifest must export an array of pages, got object' },
  },
  {
    name: 'a child that is not an object',
    mutate: (root) => editJson(root, MATERIAL, (pages) => (pages[0].children.push('oops'), pages)),
    exitCode: 1,
    expected: { code: 'manifest-invalid-item', file: MATERIAL, message: `${MATERIAL}: [0].children[3] must be an object, got string` },
  },
  {
    name: 'plan other than pro or premium',
    mutate: (root) => editJson(root, MATERIAL, (pages) => ((pages[1].children[1].plan = 'gold'), pages)),
    exitCode: 1,
    expected: { code: 'manifest-invalid-item', file: MATERIAL, line: 27, message: `${MATERIAL}: [1].children[1].plan must be "pro" or "premium", got "gold"` },
  },
  {
    name: 'a duplicate pathname',
    mutate: (root) => editJson(root, MATERIAL, (pages) => [...pages, { pathname: '/material-ui/getting-started/installation' }]),
    exitCode: 1,
    expected: {
      code: 'duplicate-pathname',
      file: MATERIAL,
      line: 38,
      message: `Duplicated pathname /material-ui/getting-started/installation in pages (${MATERIAL}: [0].children[1] and [3])`,
    },
  },
  {
    name: 'a missing page',
    mutate: (root) => editJson(root, MATERIAL, (pages) => [...pages, { pathname: '/material-ui/not-written-yet' }]),
    exitCode: 1,
    expected: { code: 'missing-page', file: MATERIAL, line: 38, message: `${MATERIAL}: [3] links to /material-ui/not-written-yet, which has no page` },
  },
  {
    name: 'a broken link',
    mutate: (root) => fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\nSee [nowhere](/material-ui/nowhere/).\n'),
    exitCode: 1,
    expected: {
      code: 'broken-link',
      file: 'content/joy-ui/overview.md',
      line: 5,
      column: 5,
      message: 'Broken link /material-ui/nowhere/: no page has the route /material-ui/nowhere/',
    },
  },
  {
    name: 'a broken anchor',
    mutate: (root) => fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\nSee [intro](/material-ui/getting-started/#no-such-heading).\n'),
    exitCode: 1,
    expected: {
      code: 'broken-anchor',
      file: 'content/joy-ui/overview.md',
      line: 5,
      message:
        'Broken anchor /material-ui/getting-started/#no-such-heading: /material-ui/getting-started/ has no heading or element with the id "no-such-heading"',
    },
  },
  {
    name: 'an unknown callout',
    mutate: (root) => fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\n:::tip\nA tip.\n:::\n'),
    exitCode: 1,
    expected: { code: 'unknown-callout', file: 'content/joy-ui/overview.md', line: 5, message: 'Unknown callout "tip": use info, success, warning or error' },
  },
  {
    name: 'a missing title',
    mutate: (root) => write(root, 'content/joy-ui/overview.md', 'Joy is a library, but this page has no heading.\n'),
    exitCode: 1,
    expected: {
      code: 'missing-title',
      file: 'content/joy-ui/overview.md',
      line: 1,
      message: 'Missing title: add a "# " heading or a title in the front matter',
    },
  },
  {
    name: 'an unknown config key',
    mutate: (root) => editJson(root, 'docsgen.config.json', (config) => ({ ...config, sidebar: true })),
    exitCode: 2,
    expected: { code: 'config-unknown-key', file: 'docsgen.config.json', message: 'Unknown config key "sidebar"' },
  },
  {
    name: "languages: ['zh']",
    mutate: (root) => editJson(root, 'docsgen.config.json', (config) => ({ ...config, languages: ['zh'] })),
    exitCode: 2,
    expected: { code: 'config-invalid', file: 'docsgen.config.json', message: 'Invalid config at languages: Only en is available' },
  },
  {
    name: 'an unreadable file',
    mutate: (root) => fs.symlinkSync(path.join(root, 'content/no-such-target.md'), path.join(root, 'content/joy-ui/gone.md')),
    exitCode: 1,
    expected: { code: 'unreadable-file', file: 'content/joy-ui/gone.md', message: 'Cannot read the file (ENOENT)' },
  },
  {
    name: 'a TypeScript manifest that throws when evaluated',
    mutate: (root) => {
      write(
        root,
        'content/joy-ui/pages.ts',
        "const pages: unknown[] = [];\nif (pages.length === 0) throw new Error('manifest not ready');\nexport default pages;\n",
      );
      editJson(root, 'docsgen.config.json', (config) => ((config.products[1].manifest = 'content/joy-ui/pages.ts'), config));
    },
    exitCode: 1,
    expected: {
      code: 'invalid-manifest',
      file: 'content/joy-ui/pages.ts',
      message: 'Cannot load the manifest: Evaluating the module threw: manifest not ready',
    },
  },
  {
    name: 'a markdown file that is not valid UTF-8',
    mutate: (root) => write(root, 'content/joy-ui/overview.md', Buffer.concat([Buffer.from('# Joy\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')])),
    exitCode: 1,
    expected: { code: 'invalid-utf8', file: 'content/joy-ui/overview.md', line: 3, message: 'The file is not valid UTF-8: save it with UTF-8 encoding' },
  },
  {
    name: 'two files mapping to one route',
    mutate: (root) => write(root, 'content/joy-ui/overview/index.md', '# Another overview\n'),
    exitCode: 1,
    expected: {
      code: 'duplicate-route',
      file: 'content/joy-ui/overview/index.md',
      message: 'Two files map to the route /joy-ui/overview/: content/joy-ui/overview.md and content/joy-ui/overview/index.md',
    },
  },
];

describe.each(rows)('bad input: $name', ({ mutate, exitCode, expected }) => {
  const root = copyFixture('basic');
  cleanup.push(root);
  mutate(root);
  const matches = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === expected.code);

  it('check reports it with its place and exit code', async () => {
    const result = await check({ root });
    expect(result.exitCode).toBe(exitCode);
    const [found] = matches(result.diagnostics);
    expect(found, JSON.stringify(result.diagnostics)).toBeDefined();
    const { message, ...place } = expected;
    expect(found).toMatchObject({ severity: 'error', ...place });
    expect(found!.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
  });

  it('build reports the same, and writes nothing', async () => {
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(exitCode);
    const checked = await check({ root });
    expect(matches(result.diagnostics)).toEqual(matches(checked.diagnostics));
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });
});
