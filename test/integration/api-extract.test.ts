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
const config = { file: 'docsgen.config.json', text: '' };

async function extract(components?: string[]): Promise<SourceExtraction> {
  const source = { product: 'fixture', entry: 'components/index.ts', ...(components ? { components } : {}) };
  return extractSource(
    await typescriptCompiler(root),
    root,
    source,
    0,
    { entryFile: path.join(root, source.entry), importPath: '@fixture/components' },
    config,
  );
}

describe('API extraction of fixture components', () => {
  let all: SourceExtraction;
  const api = (name: string) => all.components.find((component) => component.name === name)!;

  beforeAll(async () => {
    all = await extract();
    expect(all.diagnostics).toEqual([]);
  }, 60_000);

  it('finds the exported React components (function, forwardRef, class), not hooks, contexts or constants', () => {
    expect(all.components.map((component) => component.name)).toEqual(['Base', 'Fancy', 'Panel']);
  });

  it("lists a component's own props, not its base component's nor the HTML attributes", () => {
    expect(Object.keys(api('Fancy').props)).toEqual(['big', 'children', 'onPick', 'size', 'slots', 'tone']);
    expect(api('Fancy').inheritance).toEqual({ component: 'Base' });
    expect(Object.keys(api('Base').props)).toEqual(['disableRipple']);
    expect(api('Base').inheritance).toEqual({ element: 'button' });
  });

  it('prints unions, function types and ReactNode as written; marks required and deprecated', () => {
    const { props } = api('Fancy');
    expect(props.size).toEqual({
      type: "'small' | 'medium' | 'large'",
      default: "'medium'",
      description: 'The size of the component.\nSee the [sizes guide](https://mui.com/material-ui/react-button/#sizes).',
    });
    expect(props.tone).toEqual({ type: "'warm' | 'cold' | null", default: 'null', required: true, description: 'The tone.' });
    expect(props.onPick!.type).toBe('(event: React.SyntheticEvent, value: number) => void');
    expect(props.children!.type).toBe('ReactNode');
    expect(props.big).toEqual({ type: 'boolean', deprecated: 'Use `size="large"` instead.', description: 'If `true`, the component is big.' });
  });

  it('takes defaults from JSDoc @default first, else from the destructuring in source', () => {
    expect(api('Base').props.disableRipple!.default).toBe('false');
    // `size` has no @default: the destructuring's.
    expect(api('Fancy').props.size!.default).toBe("'medium'");
    expect(api('Panel').props).toEqual({
      columns: { type: 'number', default: '2', description: 'How many columns.' },
      heading: { type: 'string', required: true, description: "The panel's heading." },
    });
  });

  it('reads CSS classes from <name>Classes, state classes global, and slots with their defaults and classes', () => {
    expect(api('Fancy').classes).toEqual([
      { key: 'root', className: '.MuiFancy-root', description: 'Styles applied to the root element.' },
      { key: 'disabled', className: '.Mui-disabled', description: 'State class applied to the root element if `disabled={true}`.', isGlobal: true },
      { key: 'label', className: '.MuiFancy-label', description: 'Styles applied to the label element.' },
    ]);
    expect(api('Fancy').slots).toEqual([
      { name: 'root', description: 'The component that renders the root.', default: "'button'", className: '.MuiFancy-root' },
      { name: 'label', description: 'The component that renders the label.', className: '.MuiFancy-label' },
    ]);
    expect(api('Fancy').themeDefaultProps).toBe('MuiFancy');
    expect(api('Base').themeDefaultProps).toBeUndefined();
    expect(api('Fancy').imports).toEqual(["import { Fancy } from '@fixture/components';"]);
  });

  it('documents only the components named in `components`; a name that is not a component is a config error', async () => {
    expect((await extract(['Panel'])).components.map((component) => component.name)).toEqual(['Panel']);
    const wrong = await extract(['Panel', 'useFancy', 'Missing']);
    expect(wrong.configError).toBe(true);
    expect(wrong.diagnostics.map((entry) => entry.message)).toEqual([
      'Config "api[0].components": "useFancy" is a name components/index.ts exports but is not a React component: a function whose return type is `number`, not a React element',
      'Config "api[0].components": "Missing" is a name components/index.ts does not export',
    ]);
  }, 60_000);
});
