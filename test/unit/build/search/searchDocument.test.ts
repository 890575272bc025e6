import { describe, expect, it } from 'vitest';
import { indexDocument, searchDocumentHtml, searchPageFromDocument } from '../../../../src/build/search/searchDocument.js';

const documentHtml = (title: string, product: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
  `<header><a class="docsgen-product"><span class="docsgen-product-name">${product}</span></a><button>Search</button></header>` +
  '<div class="docsgen-layout"><nav class="docsgen-sidenav"><a href="/x/">Side nav link</a></nav>' +
  `<main class="docsgen-main" id="main-content"><article class="docsgen-markdown">${body}</article>` +
  '<nav class="docsgen-pager"><a href="/next/">Next page</a></nav></main>' +
  '<aside class="docsgen-toc-column"><nav>Contents</nav></aside></div></body></html>';

describe('searchPageFromDocument', () => {
  it('reads the title without the product suffix, the product and the markdown body only', () => {
    const page = searchPageFromDocument(
      documentHtml('Theming &amp; colors - Material UI', 'Material UI', '<h1>Theming</h1><p>Body <code>createTheme()</code></p>'),
      '/docs/theming/',
    );
    expect(page).toEqual({
      url: '/docs/theming/',
      title: 'Theming & colors',
      group: 'Material UI',
      bodyHtml: '<h1>Theming</h1><p>Body <code>createTheme()</code></p>',
    });
  });

  it('keeps the body whole when it holds an article of its own', () => {
    const page = searchPageFromDocument(documentHtml('Page - Docs', 'Docs', '<article><p>Inner</p></article><p>After</p>'), '/page/');
    expect(page?.bodyHtml).toBe('<article><p>Inner</p></article><p>After</p>');
  });

  it('keeps a title that has no product suffix, and refuses a document that is no docsgen page', () => {
    expect(searchPageFromDocument(documentHtml('Versions', 'Docs', '<p>x</p>'), '/versions/')?.title).toBe('Versions');
    expect(searchPageFromDocument('<html><body><p>x</p></body></html>', '/x/')).toBeUndefined();
  });
});

describe('indexDocument', () => {
  it('gives the title and product as attributes, and the title as a heading when the body has none', () => {
    const html = indexDocument({ url: '/a/', title: 'Shared "style" index', group: 'Material UI', bodyHtml: '<p>Text</p>' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<h1 data-pagefind-meta="title[data-title], product[data-product]" data-title="Shared &quot;style&quot; index" data-product="Material UI">Shared &quot;style&quot; index</h1>',
    );
    expect(html).toContain('<p>Text</p>');
  });

  it('does not repeat a title the body starts with', () => {
    const html = indexDocument({ url: '/a/', title: 'Hidden', group: 'Material UI', bodyHtml: '<h1>Hidden</h1><p>Text</p>' });
    expect(html).toContain('<div data-pagefind-meta="title[data-title], product[data-product]" data-title="Hidden"');
    expect(html.match(/Hidden/g)).toHaveLength(2);
  });

  it('cuts Chinese text into words, in text only, and keeps the shown title whole', () => {
    const html = indexDocument({ url: '/a/', title: '本地化', group: 'Material UI', bodyHtml: '<h2 id="中文">翻译成中文</h2><p>使用语言包</p>' });
    expect(html).toContain('data-title="本地化"');
    expect(html).toContain('>本地 化</h1>');
    expect(html).toContain('<h2 id="中文">翻译 成 中文</h2><p>使用 语言 包</p>');
  });

  it('takes the highlighting out of code, and only out of highlighted code', () => {
    const html = indexDocument({
      url: '/a/',
      title: 'Code',
      group: 'Docs',
      bodyHtml:
        '<p><span class="note">Kept</span></p><pre class="docsgen-code"><code class="hljs language-ts">' +
        '<span class="hljs-keyword">const</span> a = <span class="hljs-title function_">f</span>(<span class="hljs-string">&quot;x&quot;</span>);</code></pre>',
    });
    expect(html).toContain(
      '<p><span class="note">Kept</span></p><pre class="docsgen-code"><code class="hljs language-ts">const a = f(&quot;x&quot;);</code></pre>',
    );
  });
});

describe('searchDocumentHtml', () => {
  it('makes a document searchPageFromDocument reads back as the same page', () => {
    const page = { title: 'Theming & <colors>', group: "Material UI's", bodyHtml: '<h2 id="a">A</h2><p>Body &amp; more</p>' };
    expect(searchPageFromDocument(searchDocumentHtml(page), '/docs/theming/')).toEqual({ url: '/docs/theming/', ...page });
  });

  it('makes a page outside products titled by its title alone', () => {
    expect(searchPageFromDocument(searchDocumentHtml({ title: 'Versions', group: '', bodyHtml: '<p>x</p>' }), '/versions/')).toEqual({
      url: '/versions/',
      title: 'Versions',
      group: '',
      bodyHtml: '<p>x</p>',
    });
  });
});
