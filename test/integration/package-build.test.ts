import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import { describe, expect, it } from 'vitest';
import * as frontMatter from '../../src/build/vendor/frontMatter.js';
import * as highlight from '../../src/build/vendor/highlight.js';
import * as markdownIt from '../../src/build/vendor/markdownIt.js';
import * as markdownPackages from '../../src/build/vendor/markdownPackages.js';
import * as sanitizePackages from '../../src/build/vendor/sanitizePackages.js';
import * as zod from '../../src/build/vendor/zod.js';
import { REPO_ROOT } from '../helpers/site.js';

const LIB = path.join(REPO_ROOT, 'lib');

// lib/ is made by the package build before the tests (test/globalSetup.ts).
describe.each([
  ['frontMatter', frontMatter],
  ['highlight', highlight],
  ['markdownIt', markdownIt],
  ['markdownPackages', markdownPackages],
  ['sanitizePackages', sanitizePackages],
  ['zod', zod],
])('the %s module, as the package build makes it', (name, fromSource) => {
  const bundled = path.join(LIB, `build/vendor/${name}.js`);

  it('is one file that imports nothing but Node built-ins', () => {
    expect(importsOf(bundled).filter((specifier) => !specifier.startsWith('node:'))).toEqual([]);
  });

  it('exports what the source module does', async () => {
    const fromLib = (await import(bundled)) as Record<string, unknown>;
    expect(Object.keys(fromLib).sort()).toEqual(Object.keys(fromSource).sort());
    for (const key of Object.keys(fromSource)) expect(typeof fromLib[key], key).toBe(typeof (fromSource as Record<string, unknown>)[key]);
  });
});

/** The modules a file of lib/ imports: static imports, re-exports and `import('…')` of a string, read by a parser (code in strings is not counted). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  const add = (node: { type: string; value?: unknown } | null | undefined) => {
    if (node?.type === 'Literal' && typeof node.value === 'string') found.push(node.value);
  };
  const program = parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
  simple(program, {
    ImportDeclaration: (node) => add(node.source),
    ExportNamedDeclaration: (node) => add(node.source),
    ExportAllDeclaration: (node) => add(node.source),
    ImportExpression: (node) => add(node.source),
  });
  return found;
}

describe('the packages lib/ imports', () => {
  it("are dependencies of docsgen (or, for a demo host, the packages of the demos' world): a devDependency is only ever bundled", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const missing = new Set<string>();
    for (const entry of fs.readdirSync(LIB, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !file.endsWith('.js')) continue;
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('docsgen:')) continue;
        const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)![1]!;
        // The demo host is compiled against the site's packages (src/runtime/demoHost): Joy UI is a world's, never docsgen's.
        if (name in manifest.dependencies || (file.includes(`${path.sep}demoHost${path.sep}`) && name.startsWith('@mui/'))) continue;
        missing.add(`${name} (${path.relative(LIB, file)})`);
      }
    }
    // The optional peers (typescript, prettier, lightningcss) are found from the site's root by name, never imported as written.
    expect([...missing]).toEqual([]);
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['lightningcss', 'prettier', 'typescript']);
  });

  it('carries the declarations of its one export, and no other', () => {
    const declarations = fs
      .readdirSync(LIB, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
      .map((entry) => path.relative(LIB, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('build/vendor/zod/'));
    expect(declarations.sort()).toEqual([
      'build/config/schema.d.ts',
      'build/render/components.d.ts',
      'build/util/diagnostics.d.ts',
      'build/vendor/zod.d.ts',
      'index.d.ts',
      'runtime/demoHost/demoState.d.ts',
      'runtime/server/renderWithEmotion.d.ts',
      'runtime/theme/themeReducer.d.ts',
      'shared/types.d.ts',
    ]);
    expect(fs.existsSync(path.join(LIB, 'build/vendor/zod/v4/classic/external.d.ts'))).toBe(true);
  });
});
