import { describe, expect, it } from 'vitest';
import { nameByContent, portableInput, type BundledOutput } from '../../../../src/build/bundle/contentNames.js';

/** A bundle as esbuild names it: an entry importing a chunk that imports another, lazily, and back. */
function bundle(hashes: [string, string, string], code = 'shared()'): BundledOutput[] {
  const [entry, a, b] = hashes.map((hash, at) => `${at === 0 ? 'entry' : 'chunk'}-${hash}.js`) as [string, string, string];
  return [
    { name: entry, text: `import{a}from"./${a}";a()`, inputs: ['src/runtime/entry.ts'] },
    { name: a, text: `export const a=()=>import("./${b}");${code}`, inputs: ['content/a.tsx'] },
    { name: b, text: `import"./${a}";export const b=1`, inputs: ['content/b.tsx'] },
  ];
}

describe('nameByContent', () => {
  it('names the same code alike whatever esbuild named it, and rewrites the imports to the new names', () => {
    const first = nameByContent(bundle(['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC']));
    const second = nameByContent(bundle(['ZZZZZZZZ', 'YYYYYYYY', 'XXXXXXXX']));
    expect(second).toEqual(first);
    expect(first.map((file) => file.name)).toEqual([
      expect.stringMatching(/^entry-[0-9A-F]{10}\.js$/),
      expect.stringMatching(/^chunk-[0-9A-F]{10}\.js$/),
      expect.stringMatching(/^chunk-[0-9A-F]{10}\.js$/),
    ]);
    expect(first[0]!.text).toBe(`import{a}from"./${first[1]!.name}";a()`);
    expect(first[2]!.text).toBe(`import"./${first[1]!.name}";export const b=1`);
  });

  it('gives a chunk and every chunk that reaches it a new name when its code changes, even through a cycle', () => {
    const before = nameByContent(bundle(['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC']));
    const after = nameByContent(bundle(['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC'], 'changed()'));
    for (const at of [0, 1, 2]) expect(after[at]!.name).not.toBe(before[at]!.name);
  });

  it('leaves a name of the same shape that is no file of the bundle as it is', () => {
    const [file] = nameByContent([{ name: 'entry-AAAAAAAA.js', text: '"chunk-QQQQQQQQ.js"', inputs: [] }]);
    expect(file!.text).toBe('"chunk-QQQQQQQQ.js"');
  });

  it('keeps two chunks of the same code made from different modules apart', () => {
    const same = 'export default 1';
    const [one, two] = nameByContent([
      { name: 'chunk-AAAAAAAA.js', text: same, inputs: ['content/demos/One.tsx'] },
      { name: 'chunk-BBBBBBBB.js', text: same, inputs: ['content/demos/Two.tsx'] },
    ]);
    expect(one!.name).not.toBe(two!.name);
  });
});

describe('portableInput', () => {
  const site = '/checkouts/a/site';
  const docsgen = '/opt/docsgen';
  it('names a file by its path in docsgen, in the site, or from node_modules for a package elsewhere', () => {
    expect(portableInput('../../checkouts/a/site/content/Demo.tsx', docsgen, site, docsgen)).toBe('content/Demo.tsx');
    expect(portableInput('src/runtime/client/entry.ts', docsgen, site, docsgen)).toBe('src/runtime/client/entry.ts');
    expect(portableInput('../../store/x/node_modules/clsx/dist/clsx.mjs', docsgen, site, docsgen)).toBe('node_modules/clsx/dist/clsx.mjs');
    expect(portableInput('docsgen-demo-host:0:src/runtime/demoHost/hydrateDemo.tsx', docsgen, site, docsgen)).toBe(
      'docsgen-demo-host:0:src/runtime/demoHost/hydrateDemo.tsx',
    );
  });
});
