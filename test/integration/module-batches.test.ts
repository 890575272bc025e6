import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorld } from '../../src/build/modules/demoWorld.js';
import { loadModule, loadModules, resolveModules, type LoadedModule } from '../../src/build/modules/loadModule.js';
import { ModuleLoadError } from '../../src/build/modules/moduleLoadError.js';
import { tempDir } from '../helpers/site.js';

// Many modules loaded at once (a site's demos) when some of them cannot be built: each gets the
// result a build of it alone gives, in fewer builds than one a module.
let root: string;
let files: string[];
const GOOD = 24;

const write = (name: string, code: string) => {
  const file = path.join(root, 'demos', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, code);
  return file;
};

beforeAll(() => {
  root = tempDir('docsgen-module-batches-');
  const good = Array.from({ length: GOOD }, (_, index) =>
    write(
      `Good${index}.tsx`,
      `import Button from '@mui/material/Button';\nimport { label } from './helpers/ok';\n\nexport default function Good${index}() {\n  return <Button>{label(${index})}</Button>;\n}\n`,
    ),
  );
  write('helpers/ok.ts', 'export const label = (n: number) => `Demo ${n}`;\n');
  write('helpers/broken.ts', "import { thing } from 'missing-in-a-helper';\nexport const value = thing;\n");
  const bad = [
    write(
      'Missing.tsx',
      "import { Thing } from 'not-installed-anywhere';\nimport Other from 'another-missing';\n\nexport default () => <Thing><Other /></Thing>;\n",
    ),
    write('MissingFile.tsx', "import Nope from './nope';\n\nexport default () => <Nope />;\n"),
    write('SharedBroken1.tsx', "import { value } from './helpers/broken';\n\nexport default () => <p>{value}</p>;\n"),
    write('SharedBroken2.tsx', "import { value } from './helpers/broken';\n\nexport default () => <b>{value}</b>;\n"),
    write('Syntax.tsx', 'export default function Syntax() {\n  return <p>unclosed;\n}\n'),
    write('NoSuchExport.tsx', "import { NotAComponent } from '@mui/material';\n\nexport default () => <NotAComponent />;\n"),
    write('ImportsAFailingDemo.tsx', "import Missing from './Missing';\n\nexport default () => <Missing />;\n"),
    write('TopLevelAwait.tsx', "const text = await Promise.resolve('awaited');\n\nexport default () => <p>{text}</p>;\n"),
    write('Throws.tsx', "throw new Error('not on this server');\n"),
  ];
  // Interleaved, as a site's pages name them.
  files = good.flatMap((file, index) => (bad[index] ? [file, bad[index]] : [file]));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Options of a demos' load that count the esbuild builds made (a plugin is set up once per build). */
function countingOptions() {
  const counter = { builds: 0 };
  const plugin: esbuild.Plugin = { name: 'count-builds', setup: () => void counter.builds++ };
  return { counter, options: { demos: { world: demoWorld(root), plugins: [plugin] } } };
}

/** What a test compares of a load: the error's every detail, or the module's default export's name. */
function outcome(result: LoadedModule | ModuleLoadError | undefined) {
  if (result instanceof ModuleLoadError) {
    const { message, line, column, file, kind, unresolved } = result;
    return { error: { message, line, column, file, kind, unresolved } };
  }
  return { module: (result?.exports.default as { name?: string } | undefined)?.name ?? typeof result?.exports.default };
}

describe('loadModules with modules that do not build', () => {
  it('gives each module what loading it alone gives, in fewer builds than one a module', async () => {
    const { counter, options } = countingOptions();
    const together = await loadModules(files, root, options);
    const builds = counter.builds;
    const alone = new Map<string, LoadedModule | ModuleLoadError>();
    for (const file of files) alone.set(file, await loadModule(file, root, options).catch((cause: unknown) => cause as ModuleLoadError));

    expect([...together.keys()].sort()).toEqual([...files].sort());
    for (const file of files) expect(outcome(together.get(file)), path.basename(file)).toEqual(outcome(alone.get(file)));
    const failed = files.filter((file) => together.get(file) instanceof ModuleLoadError).map((file) => path.basename(file));
    expect(failed.sort()).toEqual(
      ['ImportsAFailingDemo', 'Missing', 'MissingFile', 'NoSuchExport', 'SharedBroken1', 'SharedBroken2', 'Syntax', 'Throws'].map((name) => `${name}.tsx`),
    );
    expect(together.get(files.find((file) => file.endsWith('TopLevelAwait.tsx'))!)).not.toBeInstanceOf(ModuleLoadError);
    // Rather than one failed batch, then one build a module.
    expect(builds).toBeLessThan(files.length + 1);
  });

  it('builds the others again as one batch when the errors are in the modules themselves', async () => {
    const selfFailing = ['Missing', 'MissingFile', 'Syntax'].map((name) => path.join(root, 'demos', `${name}.tsx`));
    const some = [...files.filter((file) => path.basename(file).startsWith('Good')), ...selfFailing];
    const { counter, options } = countingOptions();
    const together = await loadModules(some, root, options);
    expect(some.filter((file) => together.get(file) instanceof ModuleLoadError)).toEqual(selfFailing);
    // The batch of all, the batch of the others, and each failing module alone.
    expect(counter.builds).toBe(2 + selfFailing.length);
  });
});

describe('resolveModules (docsgen check) with modules that do not build', () => {
  it('gives each module the problem a build of it alone gives, in fewer builds than one a module', async () => {
    const { counter, options } = countingOptions();
    const together = await resolveModules(files, root, options);
    const builds = counter.builds;
    for (const file of files) {
      const alone = await resolveModules([file], root, options);
      expect(outcome(together.get(file)), path.basename(file)).toEqual(outcome(alone.get(file)));
    }
    expect([...together.keys()].map((file) => path.basename(file)).sort()).toEqual(
      // Packages are not loaded: a name a package lacks is found when it is (build).
      ['ImportsAFailingDemo', 'Missing', 'MissingFile', 'SharedBroken1', 'SharedBroken2', 'Syntax'].map((name) => `${name}.tsx`),
    );
    expect(together.get(files.find((file) => file.endsWith('Missing.tsx'))!)?.unresolved.map((item) => item.specifier)).toEqual([
      'not-installed-anywhere',
      'another-missing',
    ]);
    expect(builds).toBeLessThan(files.length + 1);
  });
});
