import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRETTIER_OPTIONS,
  generateJs,
  generateJsPreview,
  prettierOptionsFor,
  sitePrettierConfig,
  stripTypes,
} from '../../../../src/build/demos/jsVariant.js';
import { CORPUS_LIKE_PAGES, CORPUS_PAGES, type PageSource } from '../../../helpers/corpus.js';
import { REPO_ROOT, tempDir } from '../../../helpers/site.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

async function generated(code: string): Promise<string> {
  const result = await generateJs(code, DEFAULT_PRETTIER_OPTIONS, prettier);
  if (!result.ok) throw new Error(`not generated: ${result.message}`);
  return result.code;
}

describe('the JavaScript variant of a TypeScript demo', () => {
  it('drops annotations, interfaces, type aliases and type-only imports, and keeps JSX, comments and blank lines', async () => {
    const code = await generated(
      [
        "import * as React from 'react';",
        "import Box, { BoxProps } from '@mui/material/Box';",
        "import type { Theme } from '@mui/material/styles';",
        "import { type SxProps, alpha } from '@mui/material/styles';",
        "import Button from '@mui/material/Button';",
        '',
        '// Shown beside each item.',
        'interface ItemProps extends BoxProps {',
        '  /** The label. */',
        '  label: string;',
        '}',
        '',
        'type Size = "small" | "large";',
        '',
        'function Item({ label, ...other }: ItemProps) {',
        '  const sx: SxProps<Theme> = { color: alpha("#000", 0.5) };',
        '  return <Box sx={sx} {...other}>{label}</Box>;',
        '}',
        '',
        'export default function Demo() {',
        '  const [size, setSize] = React.useState<Size>("small");',
        '  const ref = React.useRef<HTMLButtonElement>(null!);',
        '  return (',
        '    <React.Fragment>',
        '      {/* the switch */}',
        '      <Button ref={ref} onClick={() => setSize(size === "small" ? "large" : "small")}>{size}</Button>',
        '      <Item label="one" />',
        '    </React.Fragment>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(code).toBe(
      [
        "import * as React from 'react';",
        "import Box from '@mui/material/Box';",
        "import { alpha } from '@mui/material/styles';",
        "import Button from '@mui/material/Button';",
        '',
        '// Shown beside each item.',
        '',
        'function Item({ label, ...other }) {',
        "  const sx = { color: alpha('#000', 0.5) };",
        '  return (',
        '    <Box sx={sx} {...other}>',
        '      {label}',
        '    </Box>',
        '  );',
        '}',
        '',
        'export default function Demo() {',
        "  const [size, setSize] = React.useState('small');",
        '  const ref = React.useRef(null);',
        '  return (',
        '    <React.Fragment>',
        '      {/* the switch */}',
        '      <Button',
        '        ref={ref}',
        "        onClick={() => setSize(size === 'small' ? 'large' : 'small')}",
        '      >',
        '        {size}',
        '      </Button>',
        '      <Item label="one" />',
        '    </React.Fragment>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('strips generics of arrow functions (`<T,>`), `as const` and `satisfies`', async () => {
    const code = await generated(
      [
        'const identity = <T,>(value: T): T => value;',
        "const sizes = ['small', 'large'] as const;",
        'const spacing = { dense: 1, normal: 2 } satisfies Record<string, number>;',
        'export default function Demo() {',
        '  return <div>{identity(sizes[0])}{spacing.dense}</div>;',
        '}',
      ].join('\n'),
    );
    expect(code).toContain('const identity = (value) => value;');
    expect(code).toContain("const sizes = ['small', 'large'];");
    expect(code).toContain('const spacing = { dense: 1, normal: 2 };');
    expect(code).not.toMatch(/as const|satisfies|<T/);
  });

  it('turns an enum into plain JavaScript that keeps its values', async () => {
    const code = await generated(['enum Step { First, Second }', 'export const second = Step.Second;'].join('\n'));
    expect(code).not.toContain('enum');
    const step = new Function(`${code.replace('export const', 'const')}; return second;`) as () => number;
    expect(step()).toBe(1);
  });

  it('leaves no gap where a type-only import was among others', async () => {
    const code = await generated(["import a from 'a';", "import type { B } from 'b';", "import c from 'c';", '', 'export default [a, c];'].join('\n'));
    expect(code).toBe("import a from 'a';\nimport c from 'c';\n\nexport default [a, c];\n");
  });

  it('says where TypeScript it cannot read goes wrong', async () => {
    const result = await stripTypes(['const ok = 1;', 'const broken: = 2;'].join('\n'));
    expect(result).toMatchObject({ ok: false, line: 2 });
    expect(result.ok ? '' : result.message).toMatch(/Unexpected token/);
  });

  it('makes an excerpt without types and without reformatting it', async () => {
    expect(await generateJsPreview('<Button onClick={() => setCount(count + 1)}>\n  Clicked\n</Button>')).toBe(
      '<Button onClick={() => setCount(count + 1)}>\n  Clicked\n</Button>',
    );
    expect(await generateJsPreview('<List<string> items={items as string[]} />')).toBe('<List items={items } />');
  });
});

describe('the Prettier options of a generated variant', () => {
  it("are MUI's style without a config in the site root", async () => {
    const root = tempDir();
    cleanup.push(root);
    fs.writeFileSync(path.join(root, 'package.json'), '{"name": "site"}');
    expect(sitePrettierConfig(root)).toBeUndefined();
    expect(await prettierOptionsFor(prettier, path.join(root, 'content/X.js'), undefined)).toEqual(DEFAULT_PRETTIER_OPTIONS);
  });

  it("are the site's own config, its overrides for the demo's file applied", async () => {
    const root = tempDir();
    cleanup.push(root);
    fs.writeFileSync(path.join(root, '.prettierrc'), JSON.stringify({ semi: false, overrides: [{ files: 'content/**', options: { printWidth: 60 } }] }));
    const config = sitePrettierConfig(root);
    expect(config).toBe(path.join(root, '.prettierrc'));
    const options = await prettierOptionsFor(prettier, path.join(root, 'content/demos/X.js'), config);
    expect(options).toMatchObject({ semi: false, printWidth: 60 });
    const result = await generateJs('const a: number = 1;\n', options, prettier);
    expect(result).toEqual({ ok: true, code: 'const a = 1\n' });
  });

  it('take a package.json only when it has a prettier key', () => {
    const root = tempDir();
    cleanup.push(root);
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'site', prettier: { semi: false } }));
    expect(sitePrettierConfig(root)).toBe(path.join(root, 'package.json'));
  });
});

/**
 * Demos written twice by hand, in TypeScript and JavaScript: MUI's own (the corpus, read from
 * ../shared/corpus and never copied here, holds one such pair), the corpus-like fixture's (written
 * for this test) and the demo fixtures' (the example site's twins are gone: docsgen makes them).
 * The JavaScript docsgen makes from the TypeScript is the hand-written JavaScript, once both are
 * formatted alike.
 */
describe('generated JavaScript against hand-written JavaScript', () => {
  const demos: { base: string; source?: PageSource }[] = [
    { base: path.join(CORPUS_LIKE_PAGES.dir, 'getting-started/usage/VolumeSlider'), source: CORPUS_LIKE_PAGES },
    { base: path.join(CORPUS_PAGES.dir, 'getting-started/usage/ButtonUsage'), source: CORPUS_PAGES },
    { base: path.join(REPO_ROOT, 'test/fixtures/sites/demos/content/material-ui/demos/Counter') },
    { base: path.join(REPO_ROOT, 'test/fixtures/sites/demos/content/material-ui/demos/Badge/system/index') },
  ];
  for (const { base, source } of demos) {
    it.skipIf(source?.present === false)(`${path.relative(REPO_ROOT, base)}: the same code as its hand-written twin${source?.suffix ?? ''}`, async () => {
      const handWritten = await prettier.format(fs.readFileSync(`${base}.js`, 'utf8'), { ...DEFAULT_PRETTIER_OPTIONS, parser: 'babel' });
      expect(await generated(fs.readFileSync(`${base}.tsx`, 'utf8'))).toBe(handWritten);
    });
  }
});
