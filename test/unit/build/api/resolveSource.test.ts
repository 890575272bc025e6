import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSource } from '../../../../src/build/api/resolveSource.js';
import type { ApiSourceConfig } from '../../../../src/build/config/schema.js';
import { tempDir } from '../../../helpers/site.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const root = path.resolve('test/fixtures/sites/api-package');
const config = { file: 'docsgen.config.json', text: '' };
const importPathOf = (source: ApiSourceConfig) => resolveSource(root, source, 0, config).resolved?.importPath;

describe('what API pages import from', () => {
  it("is the package's name, or the configured importPath", () => {
    expect(importPathOf({ product: 'acme', package: '@acme/widgets' })).toBe('@acme/widgets');
    expect(importPathOf({ product: 'acme', package: '@acme/widgets', importPath: '@acme/widgets-v3' })).toBe('@acme/widgets-v3');
  });

  it('is, for an entry outside any package.json, the configured importPath, else the product id: never a relative path', () => {
    expect(importPathOf({ product: 'acme', entry: 'src/index.ts' })).toBe('acme');
    expect(importPathOf({ product: 'acme', entry: 'src/index.ts', importPath: '@acme/crates' })).toBe('@acme/crates');
  });

  it("is, for an entry in a monorepo's package, that package's name", () => {
    const monorepo = tempDir('docsgen-api-');
    made.push(monorepo);
    fs.mkdirSync(path.join(monorepo, 'packages/ui/src'), { recursive: true });
    fs.writeFileSync(path.join(monorepo, 'package.json'), JSON.stringify({ name: 'docs-site' }));
    fs.writeFileSync(path.join(monorepo, 'packages/ui/package.json'), JSON.stringify({ name: '@acme/ui' }));
    fs.writeFileSync(path.join(monorepo, 'packages/ui/src/index.ts'), 'export {};\n');
    const source: ApiSourceConfig = { product: 'acme', entry: 'packages/ui/src/index.ts' };
    expect(resolveSource(monorepo, source, 0, config).resolved?.importPath).toBe('@acme/ui');
  });
});
