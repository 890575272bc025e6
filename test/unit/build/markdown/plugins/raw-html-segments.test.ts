import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rawHtmlSegments } from '../../../../../src/build/markdown/plugins/raw-html-segments.js';
import { createMarkdownProcessor, markdownProcessor, renderMarkdownWith } from '../../../../../src/build/markdown/processor.js';
import { md, slotMark } from '../helpers.js';

const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).freeze();

function segments(markdown: string) {
  const tree = toHast.runSync(toHast.parse(markdown)) as Root;
  const result = rawHtmlSegments(tree);
  // Report segments as the tag names (or text) of the root children they cover, skipping the "\n" between blocks.
  const label = (index: number) => {
    const node = tree.children[index]!;
    return node.type === 'element' ? node.tagName : node.type === 'raw' ? node.value.split('\n')[0] : node.type;
  };
  return result?.map(([start, end]) =>
    tree.children
      .slice(start, end)
      .map((_, offset) => label(start + offset))
      .filter((text) => text !== 'text'),
  );
}

describe('rawHtmlSegments', () => {
  it('is empty without raw HTML', () => {
    expect(segments(md('# T', '', 'Text *em*.', '', '```html', '<div>', '```'))).toEqual([]);
  });

  it('keeps balanced HTML blocks and inline pairs as separate small segments', () => {
    expect(segments(md('# T', '', '<p class="description">D</p>', '', 'Text.', '', 'Press <kbd>K</kbd>.', '', '<img src="a.png" alt="">'))).toEqual([
      ['<p class="description">D</p>'],
      ['p'],
      ['<img src="a.png" alt="">'],
    ]);
  });

  it('spans from an opening tag to the block that closes it', () => {
    expect(segments(md('Intro.', '', '<span class="only-light-mode">', '', '**md**', '', '</span>', '', 'After.'))).toEqual([
      ['<span class="only-light-mode">', 'p', '</span>'],
    ]);
  });

  it('runs to the end of the tree when a tag is never closed', () => {
    expect(segments(md('a <b>bold', '', 'next', '', 'last'))).toEqual([['p', 'p', 'p']]);
  });

  it('follows HTML attribute rules: quotes only after =, > inside quotes', () => {
    // MUI's color page really has `width=1148"`: an unquoted value that contains a quote.
    expect(segments(md('<div>', '<img width=1148" height="610" />', '</div>', '', 'x', '', 'y <a title="x > y" href="/a/">t</a>'))).toEqual([['<div>'], ['p']]);
  });

  it('asks for the whole tree on mis-nesting, raw text elements, tables or unterminated tags', () => {
    expect(segments('<b><i>x</b>y</i>')).toBeUndefined();
    expect(segments('Stray </p> end tag')).toBeUndefined();
    expect(segments('<style>a > b { }</style>')).toBeUndefined();
    expect(segments('<table><tr><td>x</td></tr></table>')).toBeUndefined();
    expect(segments(md('<div>', '<a title="never closed>', '</div>'))).toBeUndefined();
    expect(segments('<!-- never closed')).toBeUndefined();
  });
});

describe('re-parsing raw HTML by segments', () => {
  const whole = createMarkdownProcessor({ raw: { segments: false } });
  const cases = {
    'unclosed formatting': md('# T', '', 'a <b>bold', '', 'next para'),
    'wrapper around markdown': md('# T', '', '<span class="only-light-mode">', '', '**md** [l](/a/)', '', '</span>'),
    'nested comment': md('# T', '', '<div>', '<!-- c -->', '<b>kept</b>', '</div>'),
    'inline pairs': md('# T', '', 'text <kbd>Ctrl</kbd>+<kbd>C</kbd> <br> more <a href="../x/" id="i">x</a>'),
    'block in paragraph': md('# T', '', '<p>a<div>b</div></p>'),
    'mis-nesting': md('# T', '', '<b><i>x</b>y</i>', '', 'after'),
    'odd attribute': md('# T', '', '<a href="/a/">', '  <img width=1148" height="610" />', '</a>', '<br />', '', 'x'),
    table: md('# T', '', '<table><tr><td>x</td></tr></table>', '', '| a |', '| - |', '| b |'),
    'list spanning': md('# T', '', '- item <span>x', '- item2</span>'),
    'html in heading': md('# T', '', '## Title <span id="s">x</span>', '', '## Title'),
    details: md('# T', '', '<details>', '<summary>S</summary>', '', 'markdown *here*', '', '</details>'),
    'void head in text': md('# T', '', "inside your project's <head /> tag:", '', '## Next'),
    'stray end tag': md('# T', '', 'Use the <code>x()</code> helper.</p>', '', '## Next'),
  };

  it.each(Object.entries(cases))('gives the same result as re-parsing the whole tree: %s', (_name, body) => {
    const input = { body, frontMatter: {}, file: 'p.md', lineOffset: 2, route: '/p/', resolveMarkdownLink: () => undefined };
    expect(renderMarkdownWith(markdownProcessor, input, slotMark)).toEqual(renderMarkdownWith(whole, input, slotMark));
  });
});
