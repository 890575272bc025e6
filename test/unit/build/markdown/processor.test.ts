import { describe, expect, it } from 'vitest';
import { finishMarkdown, parseMarkdown } from '../../../../src/build/markdown/processor.js';
import { count, md, render } from './helpers.js';

describe('title', () => {
  it('comes from the front matter first', () => {
    const result = render(md('# Heading title', '', 'Text.'), { frontMatter: { title: 'Front title' } });
    expect(result.title).toBe('Front title');
    expect(result.html).toContain('<h1>Heading title</h1>');
    expect(result.diagnostics).toEqual([]);
  });

  it('falls back to the text of the first # heading, which stays in the HTML', () => {
    const result = render(md('Intro text.', '', '# The *real* `title`', '', '# Second'));
    expect(result.title).toBe('The real title');
    expect(result.html).toContain('<h1>The <em>real</em> <code>title</code></h1>');
  });

  it('ignores a front matter title that is not a string', () => {
    expect(render('# From heading', { frontMatter: { title: 42 } }).title).toBe('From heading');
  });

  it('is an error at line 1 when missing', () => {
    const result = render(md('## Only h2', '', 'Text.'), { lineOffset: 3, file: 'a/b.md' });
    expect(result.title).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'missing-title',
        message: 'Missing title: add a "# " heading or a title in the front matter',
        file: 'a/b.md',
        line: 1,
        column: 0,
      },
    ]);
  });
});

describe('description', () => {
  const page = md('# T', '', 'First *paragraph*', 'on two   lines.', '', '<p class="description">The <b>HTML</b> &amp; description.</p>');

  it('comes from the front matter first', () => {
    expect(render(page, { frontMatter: { description: 'Front.' } }).description).toBe('Front.');
  });

  it('then from <p class="description">', () => {
    expect(render(page).description).toBe('The HTML & description.');
  });

  it('then from the first paragraph, whitespace collapsed', () => {
    expect(render(md('# T', '', '{{"demo": "A.js"}}', '', 'First *paragraph*', 'on two   lines.', '', 'Second.')).description).toBe(
      'First paragraph on two lines.',
    );
  });

  it('is undefined for an empty page', () => {
    const result = render('');
    expect(result.description).toBeUndefined();
    expect(result.html).toBe('');
  });
});

describe('callouts', () => {
  it.each(['info', 'success', 'warning', 'error'])('renders :::%s as an aside', (kind) => {
    const result = render(md('# T', '', `:::${kind}`, 'Some **bold** text.', ':::'));
    expect(result.html).toContain(`<aside class="docsgen-callout docsgen-callout-${kind}" role="note"><p>Some <strong>bold</strong> text.</p></aside>`);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports an unknown kind at the file line of the opening ::: and keeps the content', () => {
    const result = render(md('# T', '', 'Text.', '', ':::tip', 'Keep **me**.', ':::'), { lineOffset: 4, file: 'x/tip.md' });
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'unknown-callout',
        message: 'Unknown callout "tip": use info, success, warning or error',
        file: 'x/tip.md',
        line: 9,
        column: 1,
      },
    ]);
    expect(result.html).toContain('<aside class="docsgen-callout docsgen-callout-unknown" role="note"><p>Keep <strong>me</strong>.</p></aside>');
  });

  it('works inside list items (as MUI indents them)', () => {
    const result = render(md('# T', '', '- Item', '', '  :::warning', '  Careful.', '  :::'));
    expect(result.html).toMatch(/<li>[\s\S]*<aside class="docsgen-callout docsgen-callout-warning" role="note">\s*<p>Careful.<\/p>\s*<\/aside>/);
  });

  it('leaves text and leaf directive syntax literal', () => {
    const result = render(md('# T', '', 'Meet at 10:30, a:b, :smile: and :name[label]{x=y}.', '', '::before', '', '::leaf[x]', '', '`:::info` in code'));
    // `:smile:` is no text directive: it is the emoji shortcode (remark-emoji).
    expect(result.html).toContain('<p>Meet at 10:30, a:b, 😄 and :name[label]{x=y}.</p>');
    expect(result.html).toContain('<p>::before</p>');
    expect(result.html).toContain('<p>::leaf[x]</p>');
    expect(result.html).not.toContain('<aside');
    expect(result.diagnostics).toEqual([]);
  });
});

describe('<codeblock> tabs', () => {
  const page = md(
    '# T',
    '',
    '<codeblock storageKey="package-manager">',
    '',
    '```bash npm',
    'npm install @mui/material',
    '```',
    '',
    '<!-- a comment between tabs -->',
    '',
    '```bash yarn',
    'yarn add @mui/material',
    '```',
    '',
    '```sh',
    'pnpm add @mui/material',
    '```',
    '',
    '</codeblock>',
  );

  it('renders one tab per fence, labelled by the word after the language, first tab shown', () => {
    const { html, diagnostics } = render(page);
    expect(diagnostics).toEqual([]);
    expect(html).toContain(
      '<div class="docsgen-codeblock" data-storage-key="package-manager"><div class="docsgen-codeblock-tabs" role="tablist">' +
        '<button type="button" role="tab" aria-selected="true" data-tab="0">npm</button>' +
        '<button type="button" role="tab" aria-selected="false" data-tab="1">yarn</button>' +
        '<button type="button" role="tab" aria-selected="false" data-tab="2">sh</button></div>' +
        '<div class="docsgen-codeblock-panel" role="tabpanel" data-tab="0"><pre class="docsgen-code"><code class="hljs language-bash">',
    );
    expect(html).toContain('<div class="docsgen-codeblock-panel" role="tabpanel" data-tab="1" hidden>');
    expect(html).toContain('<div class="docsgen-codeblock-panel" role="tabpanel" data-tab="2" hidden>');
    expect(count(html, 'role="tabpanel"')).toBe(3);
    expect(html).not.toContain('codeblock>');
    expect(html).not.toContain('comment');
  });

  it('allows a missing storageKey', () => {
    const { html } = render(md('<codeblock>', '', '```js', 'a', '```', '', '</codeblock>'));
    expect(html).toContain('<div class="docsgen-codeblock"><div class="docsgen-codeblock-tabs" role="tablist">');
    expect(html).not.toContain('data-storage-key');
  });

  it('makes tabs of fences right under <codeblock> with no blank line, as MUI writes them', () => {
    const tight = (...inner: string[]) => render(md('# T', '', '<codeblock storageKey="package-manager">', ...inner, '</codeblock>', '', 'After.'));
    const expected = render(page).html.replace(/<!--[^]*?-->/g, '');
    for (const { html, diagnostics } of [
      // No blank line anywhere: the whole block is one HTML block to the parser.
      tight('```bash npm', 'npm install @mui/material', '```', '```bash yarn', 'yarn add @mui/material', '```', '```sh', 'pnpm add @mui/material', '```'),
      // Blank lines between the fences only.
      tight(
        '```bash npm',
        'npm install @mui/material',
        '```',
        '',
        '```bash yarn',
        'yarn add @mui/material',
        '```',
        '',
        '```sh',
        'pnpm add @mui/material',
        '```',
      ),
    ]) {
      expect(diagnostics).toEqual([]);
      expect(count(html, 'role="tab"')).toBe(3);
      expect(html).toContain('<button type="button" role="tab" aria-selected="true" data-tab="0">npm</button>');
      expect(html).toContain('<button type="button" role="tab" aria-selected="false" data-tab="2">sh</button>');
      expect(html).not.toContain('codeblock>');
      expect(html).toContain('<p>After.</p>');
      expect(html.slice(0, html.indexOf('<p>After.</p>'))).toBe(expected.slice(0, expected.indexOf('</div></div>') + 12).replace(/\n+$/, '') + '\n');
    }
  });

  it('reports problems inside a tight <codeblock> at their lines in the page', () => {
    const result = render(md('# T', '', '<codeblock>', '```js', 'a', '```', '***', '</codeblock>'));
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'codeblock-content', line: 7 }]);
  });
});

describe('demo and component slots', () => {
  it('replaces {{"demo": …}} paragraphs with indexed slots and collects their options', () => {
    const result = render(
      md(
        '# T',
        '',
        '{{"demo": "BasicButtons.js"}}',
        '',
        'Text {{"demo": "Inline.js"}} stays.',
        '',
        '{{"demo": "Other.js", "bg": true, "defaultCodeOpen": false}}',
      ),
      { lineOffset: 2 },
    );
    expect(result.html).toContain('[[demo 0]]');
    expect(result.html).toContain('[[demo 1]]');
    expect(result.html).toContain('<p>Text {{"demo": "Inline.js"}} stays.</p>');
    expect(result.demos).toEqual([
      { name: 'BasicButtons.js', options: {}, line: 5 },
      { name: 'Other.js', options: { bg: true, defaultCodeOpen: false }, line: 9 },
    ]);
  });

  it('replaces {{"component": …}} paragraphs', () => {
    const result = render(md('# T', '', '{{"component": "modules/components/ExampleCollection.js"}}'));
    expect(result.html).toContain('[[component 0]]');
    expect(result.components).toEqual([{ name: 'modules/components/ExampleCollection.js', line: 3 }]);
    expect(result.demos).toEqual([]);
  });

  it('reports invalid JSON with its file line and keeps the paragraph as text', () => {
    const result = render(md('# T', '', '{{"demo": "A.js",}}'), { lineOffset: 5 });
    expect(result.html).toContain('<p>{{"demo": "A.js",}}</p>');
    expect(result.demos).toEqual([]);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'invalid-directive', line: 8, column: 1 });
  });

  it('keeps slots in their place inside raw HTML, which is parsed again around them', () => {
    const result = render(md('# T', '', '<div class="a">', '', '{{"demo": "A.js"}}', '', '</div>', '', '<p>x</p>', '', '{{"component": "C"}}'));
    expect(result.html).toContain('<div class="a">\n[[demo 0]]\n</div>');
    expect(result.html).toContain('<p>x</p>\n[[component 0]]');
  });

  it('fills only the slots it made, never an element the author wrote', () => {
    const written = '<docsgen-demo data-index="0"></docsgen-demo>';
    const result = render(md('# T', '', written, '', '{{"demo": "A.js"}}'));
    expect(result.html).toContain(written);
    expect(result.html).toContain('[[demo 0]]');
  });

  it('leaves a slot unfilled only on purpose: the tree of a page is finished before it is written', () => {
    const parsed = parseMarkdown({
      body: md('# T', '', '{{"demo": "A.js"}}'),
      frontMatter: {},
      file: 'p.md',
      lineOffset: 0,
      route: '/p/',
      resolveMarkdownLink: () => undefined,
    });
    expect(parsed.tree.children.some((node) => node.type === 'docsgenSlot')).toBe(true);
    const unfilled = finishMarkdown(parsed.tree, 'p.md', () => undefined);
    expect(unfilled.html).toBe('');
    expect(unfilled.diagnostics).toEqual([expect.objectContaining({ code: 'markdown-failed', file: 'p.md', message: expect.stringMatching(/docsgenSlot/) })]);
  });

  it("makes a crash while finishing the tree the page's diagnostic, not the build's", () => {
    const parsed = parseMarkdown({ body: '# T', frontMatter: {}, file: 'p.md', lineOffset: 0, route: '/p/', resolveMarkdownLink: () => undefined });
    const finished = finishMarkdown(parsed.tree, 'p.md', () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(finished).toEqual({
      html: '',
      diagnostics: [expect.objectContaining({ code: 'markdown-failed', message: 'Cannot render this page: it nests too deeply' })],
    });
  });
});

describe('links', () => {
  const resolveMarkdownLink = (target: string): string | undefined =>
    ({ './other.md': '/material-ui/other/', '../a/b.md': '/material-ui/a/b/', '/material-ui/x.md': '/material-ui/x/' })[target];

  it('rewrites .md links to routes, keeping the hash, and leaves unresolved ones alone', () => {
    const targets: string[] = [];
    const result = render(
      md(
        '# T',
        '',
        'See [other](./other.md), [b](../a/b.md#section) and [x](/material-ui/x.md#top).',
        'Broken: [gone](./gone.md#h). Raw: <a href="./other.md#raw">raw</a>.',
      ),
      {
        lineOffset: 1,
        resolveMarkdownLink: (target) => {
          targets.push(target);
          return resolveMarkdownLink(target);
        },
      },
    );
    expect(targets).toEqual(['./other.md', '../a/b.md', '/material-ui/x.md', './gone.md', './other.md']);
    expect(result.html).toContain('<a href="/material-ui/other/">other</a>');
    expect(result.html).toContain('<a href="/material-ui/a/b/#section">b</a>');
    expect(result.html).toContain('<a href="/material-ui/x/#top">x</a>');
    expect(result.html).toContain('<a href="./gone.md#h">gone</a>');
    expect(result.html).toContain('<a href="/material-ui/other/#raw">raw</a>');
    expect(result.links).toEqual([
      { href: '/material-ui/other/', line: 4, column: 5 },
      { href: '/material-ui/a/b/#section', line: 4, column: 26 },
      { href: '/material-ui/x/#top', line: 4, column: 53 },
      { href: './gone.md#h', line: 5, column: 9 },
      { href: '/material-ui/other/#raw', line: 5, column: 35 },
    ]);
  });

  it('lists internal links (/, ./, ../, #) from markdown and raw HTML, not external ones nor heading anchors', () => {
    const result = render(
      md(
        '# T',
        '',
        '## Section',
        '',
        '[abs](/material-ui/a/) [hash](#section) [ext](https://mui.com/) [mail](mailto:a@b.c) [proto](//cdn.x/y)',
        '',
        '<p>Raw <a href="../up/">up</a> and <a href="https://x.y/">out</a></p>',
        '',
        '[ref][r]',
        '',
        '[r]: ./ref/',
      ),
    );
    expect(result.links).toEqual([
      { href: '/material-ui/a/', line: 5, column: 1 },
      { href: '#section', line: 5, column: 24 },
      { href: '../up/', line: 7, column: 8 },
      { href: './ref/', line: 9, column: 1 },
    ]);
  });
});

describe('headings', () => {
  it('gives h2 and h3 ids and anchors, numbering repeats, and lists them', () => {
    const result = render(md('# Title', '', '## Props', '', '### Props', '', '## Props', '', '#### Deep', '', '## Ça va ?'));
    expect(result.html).toContain('<h2 id="props"><a class="docsgen-anchor" href="#props" aria-hidden="true" tabindex="-1">#</a>Props</h2>');
    expect(result.html).toContain('<h3 id="props-2"><a class="docsgen-anchor" href="#props-2" aria-hidden="true" tabindex="-1">#</a>Props</h3>');
    expect(result.html).toContain('<h4>Deep</h4>');
    expect(result.headings).toEqual([
      { depth: 2, id: 'props', text: 'Props' },
      { depth: 3, id: 'props-2', text: 'Props' },
      { depth: 2, id: 'props-3', text: 'Props' },
      { depth: 2, id: '%C3%A7a-va', text: 'Ça va ?' },
    ]);
  });

  it('collects ids: headings plus id and name attributes of raw HTML', () => {
    const result = render(md('# T', '', '## First', '', '<div id="custom"><a name="old-anchor"></a></div>', '', '<span id="first">dup of a heading id</span>'));
    expect(result.ids).toEqual(['first', 'custom', 'old-anchor']);
  });
});

describe('comments', () => {
  it('drops block, inline and nested HTML comments', () => {
    const result = render(
      md('# T', '', '<!-- #default-branch-switch -->', '', 'Text <!-- inline --> more.', '', '<div>', '<!-- nested -->', '<b>kept</b>', '</div>'),
    );
    expect(result.html).not.toContain('<!--');
    expect(result.html).not.toContain('default-branch-switch');
    expect(result.html).toContain('<p>Text  more.</p>');
    expect(result.html).toContain('<b>kept</b>');
  });
});

describe('code highlighting', () => {
  it('highlights fenced code with a language at build time', () => {
    const { html } = render(md('```tsx', 'const a: number = <Button variant="text" />;', '```'));
    expect(html).toMatch(/^<pre class="docsgen-code"><code class="hljs language-tsx">/);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-name">Button</span>');
  });

  it('leaves code without a language unhighlighted', () => {
    const { html } = render(md('```', 'const a = 1;', '```'));
    expect(html).toBe('<pre class="docsgen-code"><code>const a = 1;\n</code></pre>');
  });

  it('renders an unknown language as plain, escaped text without an error', () => {
    const result = render(md('# T', '', '```nosuchlang', 'a < b && c', '```'));
    expect(result.html).toContain('<code class="hljs language-nosuchlang">a &#x3C; b &#x26;&#x26; c\n</code>');
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps the code byte for byte', () => {
    const code = '  leading spaces\n\n\ttab\ttrailing   \n<html> & "quotes"';
    const { html } = render(md('```text', code, '```'));
    const inner = /<code[^>]*>([\s\S]*)<\/code>/.exec(html)?.[1] ?? '';
    const text = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<')
      .replace(/&#x26;/g, '&')
      .replace(/&#x22;/g, '"');
    expect(text).toBe(`${code}\n`);
  });
});

describe('raw HTML', () => {
  it('passes through as written', () => {
    const { html } = render(md('# T', '', 'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.<br>', '', '<img src="/static/a.png" alt="A" width="10" />'));
    expect(html).toContain('<kbd>Ctrl</kbd>+<kbd>C</kbd>.<br>');
    expect(html).toContain('<img src="/static/a.png" alt="A" width="10">');
  });
});

describe('per-document data', () => {
  it('does not leak between renders', () => {
    const first = render(md('# A', '', '## X', '', '{{"demo": "A.js"}}', '', '[l](#x)', '', ':::tip', 'x', ':::'));
    const second = render(md('# B', '', '## X'));
    expect(first.demos).toHaveLength(1);
    expect(second.headings).toEqual([{ depth: 2, id: 'x', text: 'X' }]);
    expect(second.demos).toEqual([]);
    expect(second.links).toEqual([]);
    expect(second.diagnostics).toEqual([]);
  });
});

describe('footnotes', () => {
  it('lists the ids that GFM footnote links point to', () => {
    const result = render(md('# T', '', 'Text[^1].', '', '[^1]: The note.'));
    const hashes = result.links.map((link) => link.href.slice(1));
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(result.ids).toContain(hash);
  });
});
