import { describe, expect, it } from 'vitest';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import type { Diagnostic } from '../../../../src/build/util/diagnostics.js';
import { md, render } from './helpers.js';

/** A page with `<Button>`-style tags written every way raw HTML can be, and tags that are fine. */
const PAGE = md(
  '# Buttons',
  '',
  'Inline <Button variant="contained">Save</Button> in a sentence.',
  '',
  '<div>',
  '  <p>In a block</p>',
  '  <Tabs.Panel value="1">x</Tabs.Panel>',
  '  <!-- <Chip label="commented out" /> -->',
  '</div>',
  '',
  '<Alert severity="info" />',
  '',
  '`<Button>` in code and <button type="button">a native one</button> are fine.',
  '',
  '```jsx',
  '<Button>in a code block</Button>',
  '```',
);

const input = (body: string) => ({ body, frontMatter: {}, file: 'content/page.md', lineOffset: 2, route: '/page/', resolveMarkdownLink: () => undefined });
const warnings = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((entry) => entry.code === 'capitalised-tag').map(({ severity, line, column, message }) => ({ severity, line, column, message }));

describe('capitalised-tag: a <Button>-style tag in markdown raw HTML', () => {
  it('is a warning at the tag’s line and column, from the build and from check alike', () => {
    const built = warnings(render(PAGE, input(PAGE)).diagnostics);
    const checked = warnings(scanOutline(input(PAGE)).diagnostics);
    expect(built.map(({ line, column }) => `${line}:${column}`)).toEqual(['5:8', '9:3', '13:1']);
    expect(checked).toEqual(built);
    expect(built[0]).toMatchObject({ severity: 'warning' });
    expect(built[0]!.message).toContain('<Button> in markdown is raw HTML');
    expect(built[0]!.message).toContain('plain <button> element');
    expect(built[0]!.message).toContain('{{"component": "Button"}}');
    expect(built[1]!.message).toContain('<Tabs.Panel>');
  });

  it('leaves the page as written (the element stays)', () => {
    expect(render(PAGE, input(PAGE)).html).toContain('<button variant="contained">Save</button>');
  });
});
