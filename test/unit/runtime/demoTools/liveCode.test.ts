import { describe, expect, it } from 'vitest';
import { compileDemo, LiveCodeError, transpileDemo, withCssModules } from '../../../../src/runtime/demoTools/liveCode.js';

const jsxRuntime = { jsx: (type: unknown, props: unknown) => ({ type, props }), jsxs: (type: unknown, props: unknown) => ({ type, props }) };
const useState = (value: unknown) => [value, () => {}];
/** As the module map gives them (build/demos/demoImports.ts): each an object of its exports, marked as an ES module's. */
const modules = {
  react: () => Promise.resolve({ __esModule: true, default: { useState }, useState }),
  'react/jsx-runtime': () => Promise.resolve({ __esModule: true, ...jsxRuntime }),
  '@mui/material/Button': () => Promise.resolve({ __esModule: true, default: 'Button' }),
  '@mui/material': () => Promise.resolve({ __esModule: true, Stack: 'Stack' }),
};

describe('live code', () => {
  it('transpiles TypeScript and JSX to CommonJS and lists what it requires', () => {
    const { code, requires } = transpileDemo("import Button from '@mui/material/Button';\nconst n: number = 1;\nexport default () => <Button>{n}</Button>;");
    expect(code).not.toContain(': number');
    expect(requires.sort()).toEqual(['@mui/material/Button', 'react/jsx-runtime']);
  });

  it('takes a stylesheet import as nothing (the page links it) and a CSS module the demo imports as its class map', async () => {
    const code = "import './Demo.css';\nimport classes from './Demo.module.css';\nexport default function Demo() { return <p className={classes.tag}>x</p>; }";
    const Demo = (await compileDemo(code, withCssModules(modules, { './Demo.module.css': { tag: 'Demo-module_tag_abc' } }))) as unknown as () => {
      props: { className: string };
    };
    expect(Demo().props.className).toBe('Demo-module_tag_abc');
    await expect(compileDemo(code, modules)).rejects.toThrow(LiveCodeError);
  });

  it('runs the code against the module map and returns its default export', async () => {
    const Demo = (await compileDemo(
      "import React, { useState } from 'react';\nimport Button from '@mui/material/Button';\nimport { Stack } from '@mui/material';\nexport default function Demo() { const [n] = useState<number>(3); const [m] = React.useState(0); return <Stack><Button>{n}</Button></Stack>; }",
      modules,
    )) as unknown as () => { type: unknown; props: { children: { type: unknown; props: { children: unknown } } } };
    const tree = Demo();
    expect(tree.type).toBe('Stack');
    expect(tree.props.children.type).toBe('Button');
    expect(tree.props.children.props.children).toBe(3);
  });

  it('throws a syntax error, an import the map has not, and code without a default export', async () => {
    await expect(compileDemo('export default function Demo( {', modules)).rejects.toThrow(SyntaxError);
    await expect(compileDemo('const x = ;', modules)).rejects.toThrow(/^Unexpected token \(1:11\)$/);
    await expect(compileDemo("import x from 'left-pad';\nexport default () => x;", modules)).rejects.toThrow(LiveCodeError);
    await expect(compileDemo('export const Demo = 1;', modules)).rejects.toThrow(/default/);
  });
});
