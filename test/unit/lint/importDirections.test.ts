import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The import-direction messages ESLint gives a file at `file` holding `code`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result!.messages
    .filter((message) => ['no-restricted-imports', 'no-restricted-syntax', 'docsgen/folder-layers'].includes(message.ruleId ?? ''))
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

describe("the lint rule that keeps docsgen's code off its devDependencies (eslint.config.js NOT_INSTALLED)", () => {
  it('refuses @mui/icons-material anywhere in src/, static or dynamic, beside the layers', async () => {
    const [icon] = await importProblems('src/runtime/components/x.tsx', "import AddIcon from '@mui/icons-material/Add';\nexport { AddIcon };\n");
    expect(icon).toMatch(/@mui\/icons-material is a devDependency.*src\/runtime\/components\/icons\.tsx/);
    expect(await importProblems('src/build/render/x.ts', "export { default } from '@mui/icons-material/GitHub';\n")).toHaveLength(1);
    expect(await importProblems('src/cli/x.ts', "export const load = () => import('@mui/icons-material');\n")).toHaveLength(1);
    expect(await importProblems('src/shared/x.ts', "import * as icons from '@mui/icons-material';\nexport { icons };\n")).toHaveLength(1);
    // The layer rules still hold in the same files.
    expect(
      await importProblems(
        'src/runtime/x.ts',
        "import Add from '@mui/icons-material/Add';\nimport { build } from '../build/build.js';\nexport { Add, build };\n",
      ),
    ).toHaveLength(2);
    expect(await importProblems('src/runtime/x.ts', "import { createSvgIcon } from '@mui/material/SvgIcon';\nexport { createSvgIcon };\n")).toEqual([]);
  });
});

describe('the lint rule that keeps the folders of src/build in layers (eslint.config.js BUILD_LAYERS)', () => {
  it('lists every folder of src/build once', async () => {
    // eslint.config.js is plain JavaScript, outside the typed sources.
    const { BUILD_LAYERS } = (await import(pathToFileURL(path.join(REPO_ROOT, 'eslint.config.js')).href)) as { BUILD_LAYERS: readonly string[] };
    const folders = fs
      .readdirSync(path.join(REPO_ROOT, 'src/build'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...BUILD_LAYERS].sort()).toEqual(folders.sort());
    expect(new Set(BUILD_LAYERS).size).toBe(BUILD_LAYERS.length);
  });

  it('refuses a folder importing one above it: static, type-only, dynamic and re-exports, from any depth', async () => {
    const [upward] = await importProblems('src/build/site/x.ts', "import { prepareShared } from '../render/shared.js';\nexport { prepareShared };\n");
    expect(upward).toMatch(/src\/build\/site may not import src\/build\/render: it is above it/);
    expect(await importProblems('src/build/util/x.ts', "import type { SiteModel } from '../site/loadSite.js';\nexport type { SiteModel };\n")).toHaveLength(1);
    expect(await importProblems('src/build/markdown/plugins/x.ts', "export const load = () => import('../../render/renderPage.js');\n")).toHaveLength(1);
    expect(await importProblems('src/build/emit/x.ts', "export * from '../search/writeSearchIndex.js';\n")).toHaveLength(1);
    expect(await importProblems('src/build/config/x.ts', "export type T = import('../api/types.js').ApiSourceResult;\n")).toHaveLength(1);
  });

  it('refuses a folder importing the files directly in src/build (the top layer)', async () => {
    const [top] = await importProblems('src/build/shard/x.ts', "import type { SiteRecord } from '../finishSite.js';\nexport type { SiteRecord };\n");
    expect(top).toMatch(/top layer/);
  });

  it('refuses a folder that is not in the list, so that a new folder gets its place', async () => {
    const [unlisted] = await importProblems('src/build/newFolder/x.ts', "import { relativeFile } from '../util/files.js';\nexport { relativeFile };\n");
    expect(unlisted).toMatch(/src\/build\/newFolder is not in the layers/);
  });

  it('allows the way down, its own folder, and the top files importing any folder', async () => {
    expect(await importProblems('src/build/render/x.ts', "import type { SiteModel } from '../site/loadSite.js';\nexport type { SiteModel };\n")).toEqual([]);
    expect(await importProblems('src/build/markdown/plugins/x.ts', "import { toHtml } from '../../vendor/markdownPackages.js';\nexport { toHtml };\n")).toEqual(
      [],
    );
    expect(await importProblems('src/build/markdown/plugins/x.ts', "import { slot } from '../slot.js';\nexport { slot };\n")).toEqual([]);
    expect(await importProblems('src/build/x.ts', "import { startDevServer } from './server/devServer.js';\nexport { startDevServer };\n")).toEqual([]);
    // A folder of src/ named like a folder of src/build is not that folder.
    expect(await importProblems('src/build/util/x.ts', "import type { Dictionary } from '../../shared/types.js';\nexport type { Dictionary };\n")).toEqual([]);
  });
});
