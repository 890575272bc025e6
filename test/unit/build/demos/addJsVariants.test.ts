import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addJsVariants, checkJsVariants } from '../../../../src/build/demos/addJsVariants.js';
import { readDemoSources, type DemoSources } from '../../../../src/build/demos/demoSources.js';
import type { JsVariantStore } from '../../../../src/build/demos/jsVariantStore.js';
import { JsVariantCache } from '../../../../src/build/cache/jsVariantCache.js';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const TYPED = "import * as React from 'react';\n\nexport default function Typed({ label }: { label: string }) {\n  return <b>{label}</b>;\n}\n";

/** A site folder with demo files (path under content/ → text), and the demos read from them. */
function demosOf(files: Record<string, string>, ...names: string[]): DemoSources[] {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-js-variants-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'content', name), text);
  }
  return names.map((name) => readDemoSources(root, path.join(root, 'content', name))!);
}

/** A store in a Map that counts what was made. */
function mapStore(kept = new Map<string, string>()): JsVariantStore & { kept: Map<string, string>; made: number } {
  const store = {
    kept,
    made: 0,
    get: (key: string) => kept.get(key),
    set: (key: string, code: string) => {
      store.made++;
      kept.set(key, code);
    },
    save: () => undefined,
  };
  return store;
}

describe('addJsVariants', () => {
  it('adds the JS variant of a TS-only demo, beside the TS one, and names the file it stands for', async () => {
    const [demo] = demosOf({ 'Typed.tsx': TYPED }, 'Typed');
    const { demos, diagnostics } = await addJsVariants(root, [demo!], mapStore());
    expect(diagnostics).toEqual([]);
    expect(demos[0]!.sources.map(({ variant, file, generated }) => ({ variant, file: path.basename(file), generated }))).toEqual([
      { variant: 'TS', file: 'Typed.tsx', generated: undefined },
      { variant: 'JS', file: 'Typed.js', generated: true },
    ]);
    expect(demos[0]!.sources[1]!.code).toBe("import * as React from 'react';\n\nexport default function Typed({ label }) {\n  return <b>{label}</b>;\n}\n");
    expect(fs.existsSync(path.join(root, 'content/Typed.js'))).toBe(false);
  });

  it('keeps a hand-written X.js, which wins', async () => {
    const [demo] = demosOf({ 'Typed.tsx': TYPED, 'Typed.js': '// by hand\nexport default () => null;\n' }, 'Typed');
    const store = mapStore();
    const { demos } = await addJsVariants(root, [demo!], store);
    expect(demos[0]!.sources.map((source) => [source.variant, source.code.split('\n')[0]])).toEqual([
      ['TS', "import * as React from 'react';"],
      ['JS', '// by hand'],
    ]);
    expect(store.made).toBe(0);
  });

  it('adds a JS variant per styling that has only TS', async () => {
    const [demo] = demosOf({ 'Card/system/index.tsx': TYPED, 'Card/css/index.tsx': TYPED, 'Card/css/index.js': 'export default () => null;\n' }, 'Card');
    const { demos } = await addJsVariants(root, [demo!], mapStore());
    expect(demos[0]!.sources.map((source) => `${source.styling} ${source.variant}${source.generated ? ' generated' : ''}`)).toEqual([
      'MUI System TS',
      'MUI System JS generated',
      'CSS TS',
      'CSS JS',
    ]);
  });

  it('makes each variant once: the next build takes it from the store', async () => {
    const [demo] = demosOf({ 'Typed.tsx': TYPED, 'Typed.tsx.preview': '<Typed label={name as string} />' }, 'Typed');
    const first = mapStore();
    const made = await addJsVariants(root, [demo!], first);
    expect(first.made).toBe(2);
    expect(made.demos[0]!.previews).toEqual({ TS: '<Typed label={name as string} />', JS: '<Typed label={name } />' });
    const second = mapStore(first.kept);
    const again = await addJsVariants(root, [demo!], second);
    expect(second.made).toBe(0);
    expect(again.demos).toEqual(made.demos);
  });

  it('keeps the variants in the build cache folder, and only those the last build used', async () => {
    const [typed, other] = demosOf({ 'Typed.tsx': TYPED, 'Other.tsx': TYPED.replace(/Typed/g, 'Other') }, 'Typed', 'Other');
    const cacheDir = path.join(root, '.docsgen/cache');
    await addJsVariants(root, [typed!, other!], new JsVariantCache(cacheDir));
    const bundle = path.join(cacheDir, 'js-variants.json');
    expect(fs.readFileSync(bundle, 'utf8')).toContain('function Other');
    const store = new JsVariantCache(cacheDir);
    let made = 0;
    const counting: JsVariantStore = { get: (key) => store.get(key), set: (key, code) => (made++, store.set(key, code)), save: () => store.save() };
    await addJsVariants(root, [typed!], counting);
    expect(made).toBe(0);
    expect(fs.readFileSync(bundle, 'utf8')).not.toContain('function Other');
  });

  it('keeps the TS variant alone for TypeScript that does not compile, and leaves its error to the demo (one diagnostic at its line, demo-failed)', async () => {
    const [demo] = demosOf({ 'Broken.tsx': 'export default function Broken() {\n  const value: = 1;\n  return null;\n}\n' }, 'Broken');
    const { demos, diagnostics } = await addJsVariants(root, [demo!], mapStore());
    expect(demos[0]!.sources.map((source) => source.variant)).toEqual(['TS']);
    expect(diagnostics).toEqual([]);
  });

  it('gives check what the build gives: JS variants only for demos whose JavaScript is not hand-written', async () => {
    const broken = 'export default function Broken() {\n  const value: = 1;\n  return null;\n}\n';
    const demos = demosOf(
      { 'Broken.tsx': broken, 'Written.tsx': broken, 'Written.js': 'export default () => null;\n', 'Typed.tsx': TYPED },
      'Broken',
      'Written',
      'Typed',
    );
    const checked = await checkJsVariants(root, demos);
    const built = await addJsVariants(root, demos, mapStore());
    expect(checked).toEqual(built.diagnostics);
    expect(
      built.demos.map((demo) => demo.sources.map((source) => `${source.variant}${'generated' in source && source.generated ? ' (generated)' : ''}`)),
    ).toEqual([['TS'], ['TS', 'JS'], ['TS', 'JS (generated)']]);
  });

  it('without Prettier, shows each variant as Sucrase leaves it, keeps none of them, and says once what to install', async () => {
    const untidy = "import * as React from 'react';\n\nexport default function Typed({ label }: { label: string }) {\n  return <b   >{label}</b>\n}\n";
    const [typed, other] = demosOf({ 'Typed.tsx': untidy, 'demos/Other.tsx': untidy.replace(/Typed/g, 'Other') }, 'Typed', 'demos/Other');
    const store = mapStore();
    const { demos, diagnostics } = await addJsVariants(root, [typed!, other!], store, () => Promise.resolve(undefined));
    expect(demos[0]!.sources[1]!.code).toBe("import * as React from 'react';\n\nexport default function Typed({ label }) {\n  return <b   >{label}</b>\n}\n");
    expect(store.made).toBe(0);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'prettier-missing',
        message:
          'The JavaScript variant of content/Typed.tsx (and of 1 other TypeScript demo) is shown without its types but not formatted: formatting needs prettier, which is not installed: npm install -D prettier',
        file: 'content/Typed.tsx',
        line: 0,
        column: 0,
      },
    ]);
  });
});
