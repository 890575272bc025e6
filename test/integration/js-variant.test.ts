import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** The text of a highlighted `<pre>` (its tags and entities undone). */
const codeText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The source block of `variant` in the demo `id`'s markup. */
function sourceBlock(html: string, id: string, variant: 'TS' | 'JS'): string | undefined {
  const demo = html.slice(html.indexOf(`data-demo="${id}"`));
  const match = new RegExp(`<div class="docsgen-demo-source" data-variant="${variant}"[^>]*>(<pre[\\s\\S]*?</pre>)</div>`).exec(demo);
  return match?.[1];
}

describe('a demo written in TypeScript only', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = copyFixture('demos');
    cleanup.push(root);
    // Counter.tsx (with a type argument) and its excerpt stay; its hand-written JS twin goes.
    fs.rmSync(path.join(root, 'content/material-ui/demos/Counter.js'));
    // Typed.tsx has types in its excerpt too; FramedGlobalStyles keeps its hand-written JS.
    fs.writeFileSync(
      path.join(root, 'content/material-ui/demos/Typed.tsx'),
      [
        "import * as React from 'react';",
        "import Chip, { ChipProps } from '@mui/material/Chip';",
        '',
        "const colors = ['primary', 'secondary'] as const;",
        '',
        "export default function Typed(props: Omit<ChipProps, 'label'>) {",
        '  return <Chip label={colors.join(" ")} color={colors[0]} {...props} />;',
        '}',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(root, 'content/material-ui/demos/Typed.tsx.preview'), '<Chip color={colors[0] as ChipProps["color"]} />');
    fs.appendFileSync(path.join(root, 'content/material-ui/demos.md'), '\nA typed demo.\n\n{{"demo": "demos/Typed.js"}}\n');
    out = tempDir();
    cleanup.push(out);
    result = await buildSite(root, out, { cache: true });
  });

  it('builds without problems, and check finds none', async () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
    const checked = await check({ root });
    expect(checked.diagnostics).toEqual([]);
  });

  it('has a JS tab whose code is generated from the TypeScript', () => {
    const html = readOutput(out, '/material-ui/demos/');
    const counter = html.slice(html.indexOf('data-demo="content/material-ui/demos/Counter"'));
    expect(counter).toContain('<button type="button" data-demo-variant="JS" aria-pressed="false">JS</button>');
    const js = sourceBlock(html, 'content/material-ui/demos/Counter', 'JS');
    expect(js).toContain('language-jsx');
    expect(codeText(js!)).toContain('const [count, setCount] = useState(0);');
    expect(codeText(sourceBlock(html, 'content/material-ui/demos/Counter', 'TS')!)).toContain('useState<number>(0)');
    expect(codeText(sourceBlock(html, 'content/material-ui/demos/Typed', 'JS')!)).toBe(
      [
        "import * as React from 'react';",
        "import Chip from '@mui/material/Chip';",
        '',
        "const colors = ['primary', 'secondary'];",
        '',
        'export default function Typed(props) {',
        "  return <Chip label={colors.join(' ')} color={colors[0]} {...props} />;",
        '}',
        '',
      ].join('\n'),
    );
  });

  it('shows a hand-written X.js rather than generating one', () => {
    const handWritten = fs.readFileSync(path.join(root, 'content/material-ui/demos/FramedGlobalStyles.js'), 'utf8');
    const shown = readOutput(out, '/material-ui/styling/');
    expect(codeText(sourceBlock(shown, 'content/material-ui/demos/FramedGlobalStyles', 'JS')!)).toBe(handWritten);
  });

  it('has a JS excerpt only where it differs from the TypeScript one', () => {
    const html = readOutput(out, '/material-ui/demos/');
    const counter = html.slice(html.indexOf('data-demo="content/material-ui/demos/Counter"'));
    expect(counter.slice(0, counter.indexOf('docsgen-demo-code'))).toContain('<div class="docsgen-demo-excerpt"><pre');
    const typed = html.slice(html.indexOf('data-demo="content/material-ui/demos/Typed"'));
    const excerpts = typed.slice(0, typed.indexOf('docsgen-demo-code'));
    expect(excerpts).toContain('<div class="docsgen-demo-excerpt" data-variant="TS">');
    expect(excerpts).toContain('<div class="docsgen-demo-excerpt" data-variant="JS">');
    expect(codeText(/data-variant="JS">([\s\S]*?)<\/div>/.exec(excerpts)![1]!)).toBe('<Chip color={colors[0] } />');
  });

  it('keeps the generated code in the build cache for the next build', async () => {
    expect(fs.readFileSync(path.join(root, '.docsgen/cache/js-variants.json'), 'utf8')).toContain('setCount(count + 1)');
    fs.appendFileSync(path.join(root, 'content/material-ui/demos/Typed.tsx'), '// edited\n');
    const again = tempDir();
    cleanup.push(again);
    const rebuilt = await buildSite(root, again, { cache: true });
    expect(rebuilt.diagnostics).toEqual([]);
    expect(codeText(sourceBlock(readOutput(again, '/material-ui/demos/'), 'content/material-ui/demos/Typed', 'JS')!)).toContain('// edited');
  });
});
