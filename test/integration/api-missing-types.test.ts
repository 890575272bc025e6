import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractApi } from '../../src/build/api/extractApi.js';
import type { SiteConfig } from '../../src/build/config/schema.js';

/**
 * A site whose package's declarations import React without `@types/react` installed. It is made in
 * the system's temporary folder, not in the repository: TypeScript looks for `react` in every
 * `node_modules` above the site, and the repository's has `@types/react`.
 */
let root: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

const component = (name: string) => `import * as React from 'react';
export interface ${name}Props { tone?: string }
export declare function ${name}(props: ${name}Props): React.JSX.Element;
`;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-api-untyped-'));
  // React installed as npm installs it: no declarations of its own.
  write('node_modules/react/package.json', JSON.stringify({ name: 'react', version: '19.0.0', main: 'index.js' }));
  write('node_modules/react/index.js', 'module.exports = {};\n');
  for (const [pkg, names] of [
    ['tiny-ui', ['Button', 'Card', 'Dialog']],
    ['tiny-lab', ['Masonry']],
  ] as const) {
    write(`node_modules/${pkg}/package.json`, JSON.stringify({ name: pkg, version: '1.0.0', types: 'index.d.ts' }));
    write(`node_modules/${pkg}/index.d.ts`, names.map((name) => `export * from './${name}';\n`).join(''));
    for (const name of names) write(`node_modules/${pkg}/${name}.d.ts`, component(name));
  }
  // A package whose declarations import another's types that are not installed (React's are not needed for that).
  write('node_modules/styled-ui/package.json', JSON.stringify({ name: 'styled-ui', version: '1.0.0', types: 'index.d.ts' }));
  write(
    'node_modules/styled-ui/index.d.ts',
    "import type { Theme } from '@gone/theme';\nexport interface Element { type: unknown; props: unknown; key: string | null }\nexport declare function Box(props: { theme?: Theme; gap?: number }): Element;\n",
  );
  // A package whose declarations do not parse.
  write('node_modules/broken-ui/package.json', JSON.stringify({ name: 'broken-ui', version: '1.0.0', types: 'index.d.ts' }));
  write('node_modules/broken-ui/index.d.ts', "export * from './Good';\nexport * from './Bad';\n");
  write('node_modules/broken-ui/Good.d.ts', 'export declare const good: number;\n');
  write('node_modules/broken-ui/Bad.d.ts', 'export declare const bad: number;\nexport declare function (: void;\n');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const configText = `export default {
  api: [
    { product: 'ui', package: 'tiny-ui', components: ['Button', 'Card', 'Dialog'] },
    { product: 'ui', package: 'tiny-lab' },
  ],
};`;

async function run(api: SiteConfig['api']) {
  const config = { products: [{ id: 'ui', manifest: 'pages.json' }], api } as unknown as SiteConfig;
  return extractApi(root, config, { config: { file: 'docsgen.config.ts', text: configText }, identity: 'test' });
}

describe('an API entry whose prerequisites are missing', () => {
  it('without @types/react: one diagnostic naming the package to install, not one per component nor per entry', async () => {
    const result = await run([
      { product: 'ui', package: 'tiny-ui', components: ['Button', 'Card', 'Dialog'] },
      { product: 'ui', package: 'tiny-lab' },
    ]);
    expect(result.configError).toBe(false);
    expect(result.sources).toEqual([]);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'api-types-missing',
        message: "The API reference needs @types/react, which is not installed (the types of 'react', which tiny-ui imports): npm install -D @types/react",
        file: 'docsgen.config.ts',
        line: 3,
        column: 0,
      },
    ]);
  }, 30_000);

  it('once React is typed, the same entries extract', async () => {
    write('node_modules/@types/react/package.json', JSON.stringify({ name: '@types/react', version: '19.0.0', types: 'index.d.ts' }));
    write(
      'node_modules/@types/react/index.d.ts',
      'export = React;\nexport as namespace React;\ndeclare namespace React {\n  interface ReactElement { type: any; props: any; key: string | null }\n  namespace JSX { interface Element extends ReactElement {} }\n}\n',
    );
    try {
      const result = await run([{ product: 'ui', package: 'tiny-lab' }]);
      expect(result.diagnostics).toEqual([]);
      expect(result.sources[0]!.components.map(({ api }) => [api.name, Object.keys(api.props)])).toEqual([['Masonry', ['tone']]]);
    } finally {
      fs.rmSync(path.join(root, 'node_modules/@types'), { recursive: true, force: true });
    }
  }, 30_000);

  it("without another package's types: a warning naming it, and the components are read (props of its types as any)", async () => {
    const result = await run([{ product: 'ui', package: 'styled-ui' }]);
    expect(result.diagnostics.map(({ severity, code, message }) => ({ severity, code, message }))).toEqual([
      {
        severity: 'warning',
        code: 'api-types-missing',
        message:
          "The API reference needs @gone/theme, which is not installed (the types of '@gone/theme', which styled-ui imports): npm install -D @gone/theme",
      },
    ]);
    expect(result.sources[0]!.components.map(({ api }) => [api.name, Object.keys(api.props)])).toEqual([['Box', ['gap', 'theme']]]);
  }, 30_000);

  it('a declaration file that does not parse is named at its line', async () => {
    const result = await run([{ product: 'ui', package: 'broken-ui' }]);
    expect(result.diagnostics.map(({ code, file, line }) => ({ code, file, line }))).toContainEqual({
      code: 'api-entry-invalid',
      file: 'node_modules/broken-ui/Bad.d.ts',
      line: 2,
    });
    expect(result.diagnostics[0]!.message).toMatch(/^A declaration file of the API entry does not parse: /);
  }, 30_000);
});
