import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The import-direction messages ESLint gives a file at `file` holding `code`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the lint rules that keep imports one way (src/cli → src/build → src/runtime)', () => {
  it('refuse src/runtime importing src/build or src/cli', async () => {
    expect(await importProblems('src/runtime/client/x.ts', "import { build } from '../../build/build.js';\nexport { build };\n")).toHaveLength(1);
    expect(await importProblems('src/runtime/x.ts', "export { main } from '../cli/main.js';\n")).toHaveLength(1);
    expect((await importProblems('src/runtime/x.ts', "import('../build/build.js');\n"))[0]).toMatch(/may not import src\/build/);
  });

  it('refuse src/build importing src/cli', async () => {
    expect(await importProblems('src/build/site/x.ts', "import { main } from '../../cli/main.js';\nexport { main };\n")).toHaveLength(1);
  });

  it('refuse src/shared (the build↔browser contract) importing the build, the runtime or the CLI', async () => {
    expect(await importProblems('src/shared/x.ts', "import { pageData } from '../runtime/page/pageData.js';\nexport { pageData };\n")).toHaveLength(1);
    expect(await importProblems('src/shared/x.ts', "import type { SiteConfig } from '../build/config/schema.js';\nexport type { SiteConfig };\n")).toHaveLength(
      1,
    );
  });

  it('allow the way down', async () => {
    expect(await importProblems('src/runtime/x.ts', "import { PAGE_DATA_ID } from '../shared/dom.js';\nexport { PAGE_DATA_ID };\n")).toEqual([]);
    expect(await importProblems('src/build/render/x.ts', "import { PAGE_DATA_ID } from '../../shared/dom.js';\nexport { PAGE_DATA_ID };\n")).toEqual([]);
    expect(await importProblems('src/cli/x.ts', "import { build } from '../build/build.js';\nexport { build };\n")).toEqual([]);
    expect(await importProblems('src/build/render/x.ts', "import { labels } from '../../runtime/i18n/labels.js';\nexport { labels };\n")).toEqual([]);
    // A file of its own that happens to be named like a layer is no layer.
    expect(await importProblems('src/runtime/x.ts', "import { a } from './builder.js';\nexport { a };\n")).toEqual([]);
  });
});
