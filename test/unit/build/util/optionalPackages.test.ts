import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTypeScript } from '../../../../src/build/api/typescript.js';
import { typeScriptMissing } from '../../../../src/build/api/extractApi.js';
import { loadOptionalPackage, optionalPackageVersion, requireOptionalPackage, resolveOptionalPackage } from '../../../../src/build/util/optionalPackages.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A folder with `node_modules/<name>` holding a package of that version whose module is `code`. */
function withPackage(name: string, version: string, code: string): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-optional-'));
  const pkg = path.join(dir, 'site/node_modules', name);
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name, version, type: 'module', exports: './index.js' }));
  fs.writeFileSync(path.join(pkg, 'index.js'), code);
  fs.mkdirSync(path.join(dir, 'elsewhere'));
  return path.join(dir, 'site');
}

describe('optional packages', () => {
  it("are the site's own when it has them, else the ones beside docsgen, else none", () => {
    const site = withPackage('prettier', '3.0.0-site', 'export const format = (code) => `site: ${code}`;\n');
    const nowhere = pathToFileURL(path.join(dir, 'elsewhere/docsgen.js')).href;
    expect(resolveOptionalPackage(site, 'prettier', nowhere)).toBe(path.join(site, 'node_modules/prettier/index.js'));
    expect(optionalPackageVersion(site, 'prettier')).toBe('3.0.0-site');
    // Not in the site: the copy beside docsgen (this repository's), or none when docsgen has none either.
    expect(resolveOptionalPackage(path.join(dir, 'elsewhere'), 'prettier')).toMatch(/node_modules[\\/]prettier[\\/]/);
    expect(resolveOptionalPackage(path.join(dir, 'elsewhere'), 'prettier', nowhere)).toBeUndefined();
  });

  it('are loaded once, with their version', async () => {
    const site = withPackage('prettier', '3.0.0-site', 'export const format = (code) => `site: ${code}`;\n');
    const loaded = await loadOptionalPackage<{ format: (code: string) => string }>(site, 'prettier');
    expect(loaded?.version).toBe('3.0.0-site');
    expect(loaded?.module.format('x')).toBe('site: x');
    expect(await loadOptionalPackage(site, 'prettier')).toBe(loaded);
  });

  it('are required, for a caller that cannot wait (lightningcss), found the same way', () => {
    const site = withPackage('lightningcss', '1.0.0-site', '');
    fs.writeFileSync(
      path.join(site, 'node_modules/lightningcss/package.json'),
      JSON.stringify({ name: 'lightningcss', version: '1.0.0-site', main: 'index.cjs' }),
    );
    fs.writeFileSync(path.join(site, 'node_modules/lightningcss/index.cjs'), "exports.transform = () => 'site';\n");
    const nowhere = pathToFileURL(path.join(dir, 'elsewhere/docsgen.js')).href;
    expect(requireOptionalPackage<{ transform: () => string }>(site, 'lightningcss', nowhere)?.transform()).toBe('site');
    expect(requireOptionalPackage(path.join(dir, 'elsewhere'), 'lightningcss', nowhere)).toBeUndefined();
  });

  it('a TypeScript without a compiler API (TypeScript 7) is refused with the command that installs one', async () => {
    const site = withPackage('typescript', '7.0.2', 'export default { version: "7.0.2" };\n');
    expect(await loadTypeScript(site)).toEqual({
      ok: false,
      reason: "TypeScript's compiler API, which typescript 7.0.2 has not (TypeScript 7 is native): npm install -D typescript@6",
    });
    const config = { file: 'docsgen.config.ts', text: "export default {\n  api: [\n    { product: 'acme', package: '@acme/ui' },\n  ],\n};\n" };
    expect(
      typeScriptMissing({ product: 'acme', package: '@acme/ui' } as never, 0, config, 'typescript, which is not installed: npm install -D typescript@6'),
    ).toEqual({
      severity: 'error',
      code: 'api-typescript-missing',
      message: 'The API reference of @acme/ui (config "api[0]") needs typescript, which is not installed: npm install -D typescript@6',
      file: 'docsgen.config.ts',
      line: 3,
      column: 0,
    });
  });
});
