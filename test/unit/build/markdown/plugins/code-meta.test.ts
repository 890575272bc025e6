import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges } from '../../../../../src/build/markdown/plugins/code-meta.js';
import { count, md, render } from '../helpers.js';

describe('parseCodeMeta', () => {
  it('reads a title and line ranges in any order and quoting', () => {
    expect(parseCodeMeta('title="App.tsx" {2,4-5}')).toEqual({ title: 'App.tsx', lines: [2, 4, 5] });
    expect(parseCodeMeta("{1} title='src/my file.ts'")).toEqual({ title: 'src/my file.ts', lines: [1] });
    expect(parseCodeMeta('title=index.js')).toEqual({ title: 'index.js', lines: [] });
    expect(parseCodeMeta('npm')).toEqual({ lines: [] });
    expect(parseCodeMeta(null)).toEqual({ lines: [] });
    expect(parseCodeMeta('title=""')).toEqual({ lines: [] });
  });

  it('reads ranges leniently and boundedly', () => {
    expect(parseLineRanges('3, 1-2, 2')).toEqual([1, 2, 3]);
    expect(parseLineRanges('5-3,x,0')).toEqual([3, 4, 5]);
    expect(parseLineRanges('1-99999999').length).toBe(100_000);
  });
});

describe('code titles and highlighted lines', () => {
  it('puts the title above the block, outside the <pre> the Copy button copies', () => {
    const { html } = render(md('# T', '', '```tsx title="App.tsx"', 'const a = 1;', '```'));
    expect(html).toMatch(
      /^<h1>T<\/h1>\n<div class="docsgen-code-titled"><div class="docsgen-code-title">App.tsx<\/div><pre class="docsgen-code"><code class="hljs language-tsx">/,
    );
    expect(html).not.toContain('data-docsgen-lines');
  });

  it('escapes the title', () => {
    expect(render(md('# T', '', '```js title="<b>x</b>"', 'a', '```')).html).toContain('<div class="docsgen-code-title">&#x3C;b>x&#x3C;/b></div>');
  });

  it('marks the lines named, highlighting kept and spans cut at line ends, text unchanged', () => {
    const code = ['const a = `x', 'y`;', '// c', 'd'];
    const { html } = render(md('# T', '', '```tsx {1,3-4}', ...code, '```'));
    expect(count(html, '<span class="docsgen-line-highlighted">')).toBe(3);
    expect(html).toContain(
      '<span class="docsgen-line-highlighted"><span class="hljs-keyword">const</span> a = <span class="hljs-string">`x</span>\n</span><span class="hljs-string">y`</span>;\n' +
        '<span class="docsgen-line-highlighted"><span class="hljs-comment">// c</span>\n</span><span class="docsgen-line-highlighted">d\n</span></code>',
    );
    const text = /<code[^>]*>([\s\S]*)<\/code>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
    expect(text).toBe(`${code.join('\n')}\n`);
    expect(html).not.toContain('data-docsgen-lines');
  });

  it('marks lines of code in no known language, and of a block that is also titled', () => {
    const { html } = render(md('# T', '', '```nolang title="a.txt" {2}', 'one', 'two', '```'));
    expect(html).toContain('<div class="docsgen-code-title">a.txt</div>');
    expect(html).toContain('one\n<span class="docsgen-line-highlighted">two\n</span></code>');
  });

  it('leaves blocks without meta as before', () => {
    expect(render(md('# T', '', '```js', 'a', '```')).html).toBe('<h1>T</h1>\n<pre class="docsgen-code"><code class="hljs language-js">a\n</code></pre>');
  });
});

describe('GFM table alignment', () => {
  it('keeps the align remark-gfm writes on every cell of the column', () => {
    const { html } = render(md('# T', '', '| a | b | c | d |', '|:--|:-:|--:|---|', '| 1 | 2 | 3 | 4 |'));
    expect(html).toContain('<th align="left">a</th>\n<th align="center">b</th>\n<th align="right">c</th>\n<th>d</th>');
    expect(html).toContain('<td align="left">1</td>\n<td align="center">2</td>\n<td align="right">3</td>\n<td>4</td>');
  });
});
