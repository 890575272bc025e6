import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { CodeHighlighter } from '../../../../src/build/markdown/highlighter.js';
import { rehypeHighlightCode } from '../../../../src/build/markdown/plugins/rehype-highlight-code.js';
import { md, render } from './helpers.js';

/** Markdown (raw HTML allowed) → hast, as the build's tree looks when highlighting starts. */
const toHast = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).freeze();
function hastOf(markdown: string): Root {
  return toHast.runSync(toHast.parse(markdown)) as Root;
}

const reference = rehypeHighlight();
const highlight = rehypeHighlightCode();

const cases: Record<string, string> = {
  'fenced code in several languages': md(
    '```js',
    'const a = 1; // one',
    '```',
    '',
    '```tsx',
    'export const A = () => <Button variant="contained">Hi</Button>;',
    '```',
    '',
    '```bash',
    'npm install @mui/material@^6 && echo "$HOME"',
    '```',
    '',
    '```json',
    '{ "a": [1, true, null] }',
    '```',
    '',
    '```css',
    '.a > b { color: red; }',
    '```',
  ),
  aliases: md(
    '```ts',
    'let x: number',
    '```',
    '',
    '```sh',
    'ls -la',
    '```',
    '',
    '```jsx',
    '<a/>',
    '```',
    '',
    '```diff',
    '+a',
    '-b',
    '```',
    '',
    '```html',
    '<p>x</p>',
    '```',
  ),
  'no language, an empty block, an unknown language': md('```', 'plain < text', '```', '', '```js', '```', '', '```nosuchlang', 'a < b', '```'),
  'raw HTML code blocks': md(
    '<pre><code class="language-js">const a = 1;</code></pre>',
    '',
    '<pre><code class="lang-python">def f(): pass</code></pre>',
    '',
    '<pre><code class="hljs language-js">let already = "marked";</code></pre>',
    '',
    '<pre><code class="language-js"><b>bold</b> + 1</code></pre>',
    '',
    '<pre class="x"><span>a</span><code class="language-js">var b</code></pre>',
  ),
  'what is left alone': md(
    '<pre><code class="no-highlight language-js">const a = 1;</code></pre>',
    '',
    '<pre><code class="nohighlight">x</code></pre>',
    '',
    'Inline <code class="language-js">const c</code> is not in a pre.',
    '',
    '<div><code class="language-js">neither</code></div>',
  ),
};

describe('rehypeHighlightCode', () => {
  it.each(Object.entries(cases))('gives the output of rehype-highlight: %s', (_name, markdown) => {
    const expected = hastOf(markdown);
    reference(expected, new VFile());
    const actual = hastOf(markdown);
    highlight(actual);
    const html = toHtml(actual);
    expect(html).toBe(toHtml(expected));
  });

  it('highlights fenced code with highlight.js classes and leaves unknown languages as text', () => {
    const html = toHtml(
      (() => {
        const tree = hastOf(cases['no language, an empty block, an unknown language']! + '\n\n```js\nconst a = 1;\n```');
        highlight(tree);
        return tree;
      })(),
    );
    expect(html).toContain('<code class="hljs language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;');
    expect(html).toContain('<code class="hljs language-nosuchlang">a &#x3C; b\n</code>');
    expect(html).toContain('<code>plain &#x3C; text\n</code>');
  });

  it('gives the same page HTML when a block is met again (cached) as the first time', () => {
    const page = md('# T', '', '```tsx', 'import Button from "@mui/material/Button";', '```');
    const first = render(page).html;
    expect(first).toContain('<span class="hljs-keyword">import</span>');
    expect(render(page).html).toBe(first);
    expect(render(page).html).toBe(first);
  });
});

describe('CodeHighlighter', () => {
  const code = 'const a = { b: [1, 2] };';

  it('caches a block the second time it is met, not the first', () => {
    const highlighter = new CodeHighlighter({ cached: 4, seen: 4 });
    highlighter.highlight('js', code);
    expect(highlighter.isCached('js', code)).toBe(false);
    highlighter.highlight('js', code);
    expect(highlighter.isCached('js', code)).toBe(true);
    highlighter.highlight('ts', code);
    expect(highlighter.isCached('ts', code)).toBe(false);
    expect(highlighter.cachedBlocks).toBe(1);
  });

  it('hands out copies: changing one result changes no later one', () => {
    const highlighter = new CodeHighlighter({ cached: 4, seen: 4 });
    const fresh = highlighter.highlight('js', code);
    const results = [highlighter.highlight('js', code), highlighter.highlight('js', code), highlighter.highlight('js', code)];
    for (const result of results) expect(result).toEqual(fresh);
    const span = results[1]!.find((node): node is Element => node.type === 'element')!;
    (span.properties.className as string[]).push('changed');
    span.children = [];
    results[1]!.length = 0;
    expect(highlighter.highlight('js', code)).toEqual(fresh);
  });

  it('keeps at most its limits, dropping the least recently used block', () => {
    const highlighter = new CodeHighlighter({ cached: 2, seen: 2 });
    const twice = (text: string) => {
      highlighter.highlight('js', text);
      highlighter.highlight('js', text);
    };
    twice('a');
    twice('b');
    highlighter.highlight('js', 'a'); // a is now the most recently used
    twice('c'); // drops b
    expect([highlighter.isCached('js', 'a'), highlighter.isCached('js', 'b'), highlighter.isCached('js', 'c')]).toEqual([true, false, true]);
    // b is no longer cached nor seen: meeting it once does not cache it.
    highlighter.highlight('js', 'b');
    expect(highlighter.isCached('js', 'b')).toBe(false);
    for (let i = 0; i < 10; i++) twice(`x${i}`);
    expect(highlighter.cachedBlocks).toBe(2);
  });
});
