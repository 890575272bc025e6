import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { markdownProcessor } from '../../../../src/build/markdown/processor.js';
import { isHtmlComment } from '../../../../src/build/markdown/plugins/remark-drop-html-comments.js';
import { isInternalHref } from '../../../../src/build/markdown/links.js';
import { createPageState } from '../../../../src/build/markdown/state.js';
import { md, render } from './helpers.js';

function run(body: string) {
  const state = createPageState({ file: 'p.md' });
  const file = new VFile({ value: body, data: { docsgen: state } });
  const html = String(markdownProcessor.processSync(file));
  return { html, state };
}

describe('rehype-raw only when needed', () => {
  it('is skipped for pages whose only HTML is comments and <codeblock> wrappers', () => {
    const { state, html } = run(
      md('# T', '', '<!-- note -->', '', '<codeblock storageKey="k">', '', '```js', 'a', '```', '', '</codeblock>', '', 'x <!-- y --> z'),
    );
    expect(state.rawParsed).toBe(false);
    expect(html).toContain('class="docsgen-codeblock"');
  });

  it('runs when raw HTML is present', () => {
    const { state, html } = run(md('# T', '', 'Press <kbd>K</kbd>.'));
    expect(state.rawParsed).toBe(true);
    expect(html).toContain('<p>Press <kbd>K</kbd>.</p>');
  });
});

describe('isHtmlComment', () => {
  it('accepts exactly one comment', () => {
    expect(isHtmlComment('<!-- x -->')).toBe(true);
    expect(isHtmlComment('  <!--\nmulti\nline\n-->\n')).toBe(true);
    expect(isHtmlComment('<!-- a --> <b>x</b>')).toBe(false);
    expect(isHtmlComment('<!-- a --> b <!-- c -->')).toBe(false);
    expect(isHtmlComment('<div><!-- a --></div>')).toBe(false);
  });
});

describe('isInternalHref', () => {
  it('accepts site links only', () => {
    expect(['/a/', './a', '../a', '#a'].map(isInternalHref)).toEqual([true, true, true, true]);
    expect(['//cdn.com/a', 'https://a.b/', 'mailto:a@b.c', 'a.html'].map(isInternalHref)).toEqual([false, false, false, false]);
  });
});

describe('positions', () => {
  it('reports raw HTML links on later lines of an HTML block at their file line', () => {
    const result = render(md('# T', '', '<div>', '  <p>', '    <a href="/x/">x</a>', '  </p>', '</div>'), { lineOffset: 10 });
    expect(result.links).toEqual([{ href: '/x/', line: 15, column: 5 }]);
  });

  it('reports links inside callouts and lists at their file line', () => {
    const result = render(md('# T', '', ':::info', '- item [a](#a)', ':::'), { lineOffset: 2 });
    expect(result.links).toEqual([{ href: '#a', line: 6, column: 8 }]);
  });
});

describe('directive edge cases', () => {
  it('reports valid JSON that is neither a demo nor a component', () => {
    const result = render(md('# T', '', '{{"demoo": "A.js"}}'));
    expect(result.diagnostics).toMatchObject([{ code: 'invalid-directive', line: 3 }]);
    expect(result.html).toContain('<p>{{"demoo": "A.js"}}</p>');
  });

  it('finds demos inside callouts and leaves {{…}} inside text alone', () => {
    const result = render(md('# T', '', ':::info', '{{"demo": "In.js"}}', ':::', '', '- Add support for {{new feature}}'));
    expect(result.html).toContain('<aside class="docsgen-callout docsgen-callout-info" role="note">[[demo 0]]</aside>');
    expect(result.html).toContain('{{new feature}}');
    expect(result.diagnostics).toEqual([]);
  });

  it('warns about an unclosed <codeblock>', () => {
    const result = render(md('# T', '', '<codeblock>', '', '```js', 'a', '```'));
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'unclosed-codeblock', line: 3 }]);
    expect(result.html).toContain('<code class="hljs language-js">');
  });
});
