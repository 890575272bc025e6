import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractSource, type SourceExtraction } from '../../src/build/api/extractSource.js';
import { loadTypeScript } from '../../src/build/api/typescript.js';

const typescriptCompiler = async (root: string) => {
  const loaded = await loadTypeScript(root);
  if (!loaded.ok) throw new Error(loaded.reason);
  return loaded.tsc;
};
import { REPO_ROOT } from '../helpers/site.js';

const root = path.join(REPO_ROOT, 'test/fixtures/api');
const entry = 'shapes/index.d.ts';

async function extract(components?: string[]): Promise<SourceExtraction> {
  const source = { product: 'fixture', entry, ...(components ? { components } : {}) };
  const config = { file: 'docsgen.config.json', text: '' };
  return extractSource(await typescriptCompiler(root), root, source, 0, { entryFile: path.join(root, entry), importPath: '@fixture/shapes' }, config);
}

describe('which exports are React components (componentShape), on declarations of every shape', () => {
  let all: SourceExtraction;
  const propsOf = (name: string) => Object.keys(all.components.find((component) => component.name === name)?.props ?? {});

  beforeAll(async () => {
    all = await extract();
    expect(all.diagnostics).toEqual([]);
  }, 60_000);

  it('recognises each shape, the members of a namespace and the components of an `export *` chain; nothing else', () => {
    // In the order of the entry's exports (TypeScript lists function declarations first).
    expect(all.components.map((component) => component.name)).toEqual([
      'Generic',
      'Constructor',
      'Typed',
      'Functional',
      'Forwarded',
      'Memoized',
      'Lazy',
      'Named',
      'Classy',
      'ClassTyped',
      'Async',
      'Polymorphic',
      'WithStatics',
      'Parts.Root',
      'Parts.Trigger',
      'Chained',
    ]);
  });

  it("reads each one's props from its signatures (both members of a union: JSXElementConstructor, ComponentType)", () => {
    expect(propsOf('Constructor')).toEqual(['constructorProp', 'tone']);
    expect(propsOf('Typed')).toEqual(['typedProp']);
    expect(propsOf('Functional')).toEqual(['fcProp']);
    expect(propsOf('Forwarded')).toEqual(['forwardedProp']);
    expect(propsOf('Memoized')).toEqual(['memoProp']);
    expect(propsOf('Lazy')).toEqual(['lazyProp']);
    expect(propsOf('Named')).toEqual(['namedProp']);
    expect(propsOf('Classy')).toEqual(['classProp']);
    expect(propsOf('ClassTyped')).toEqual(['classTypedProp']);
    expect(propsOf('Generic')).toEqual(['items', 'renderItem']);
    expect(propsOf('Async')).toEqual(['asyncProp']);
    expect(propsOf('Polymorphic')).toEqual(['component', 'polyProp']);
    expect(propsOf('Parts.Root')).toEqual(['rootProp']);
    expect(propsOf('Chained')).toEqual(['chainedProp']);
    expect(all.components.find((component) => component.name === 'Parts.Root')!.imports).toEqual(["import { Parts } from '@fixture/shapes';"]);
  });

  it("documents a component's static member by its dotted name when config `components` names it", async () => {
    const named = await extract(['WithStatics.Item', 'Parts.Trigger']);
    expect(named.diagnostics).toEqual([]);
    expect(named.components.map((component) => [component.name, Object.keys(component.props)])).toEqual([
      ['WithStatics.Item', ['itemProp']],
      ['Parts.Trigger', ['triggerProp']],
    ]);
  });

  it('a name that is not a component is a config error saying what its type is', async () => {
    const names = ['VERSION', 'useThing', 'createTheme', 'ThingContext', 'Manager', 'ThingProps', 'AnyElement', 'Rendered', 'Parts', 'Parts.helper', 'Nope'];
    const wrong = await extract(names);
    expect(wrong.configError).toBe(true);
    const why = (name: string) => `Config "api[0].components": "${name}" is a name ${entry} exports but is not a React component: `;
    expect(wrong.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      `${why('VERSION')}its type is \`string\``,
      `${why('useThing')}a function whose return type is \`number\`, not a React element`,
      `${why('createTheme')}a function whose return type is \`{ palette: object; }\`, not a React element`,
      `${why('ThingContext')}a React context`,
      `${why('Manager')}a class whose instances have no \`render\` method`,
      `${why('ThingProps')}it is a type, not a value`,
      `${why('AnyElement')}its type is \`ElementType<any, keyof IntrinsicElements>\`, of which \`"symbol"\` is not a component`,
      `${why('Rendered')}its type is \`ReactElement<unknown, string | JSXElementConstructor<any>>\``,
      `${why('Parts')}it is a namespace (its components are documented by their names in it, \`Name.Member\`)`,
      `${why('Parts.helper')}a function whose return type is \`void\`, not a React element`,
      `Config "api[0].components": "Nope" is a name ${entry} does not export`,
    ]);
  });
});
