import { readFileSync } from 'node:fs';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmGuarded } from '../../../../../src/build/markdown/plugins/remark-gfm-guarded.js';
import { expectPageCount, PAGE_SOURCES, sourcePages } from '../../../../helpers/corpus.js';
import { md, render } from '../helpers.js';

const plain = unified().use(remarkParse).use(remarkGfm).freeze();
const guarded = unified().use(remarkParse).use(remarkGfmGuarded).freeze();
const mdast = (processor: typeof plain, markdown: string) => processor.runSync(processor.parse(markdown));

const cases: Record<string, string> = {
  'no candidate at all': md('# Title', '', 'Plain *text* with `code@x.y` and www-ish words.', '', '| a | b |', '|---|---|', '| 1 | ~~2~~ |'),
  // Each kind alone, where only the pass (not the parser) makes the link: after `[`, inside `_…_`.
  'a www. address only': md('Visit [www.example.com, then rest.'),
  'an http(s) URL only': md('Open [https://mui.com/x?y=1 or [http://a.b.'),
  'an upper-case URL only': md('Open [HTTPS://MUI.COM/X now.'),
  'an upper-case www. only': md('Open [WWW.MUI.COM now.'),
  'an email only': md('Write to _team@mui.com_.'),
  'mailto and xmpp only': md('Use [mailto:a@b.co or _xmpp:me@jabber.org/home_.'),
  'a task list item with a URL': md('- [ ] task with [www.mui.com/docs'),
  'candidates only inside links': md('[www.example.com](https://example.com) and [a@b.co][ref]', '', '[ref]: mailto:a@b.co'),
  'a candidate in a table, a footnote and a heading': md('| url |', '|---|', '| www.mui.com |', '', 'Text[^1]', '', '[^1]: see a@b.co', '', '## https://x.org'),
  'near misses': md('www without dot, http: alone, an @ sign alone, foo@bar without dot'),
  // Where the syntax (not the pass) makes the link: the page is parsed again with it.
  'literals the syntax finds in text': md('Visit www.mui.com/x_(y), https://mui.com?a=1. or mail a.b+c@mui.com.'),
  'an email right after emphasis': md('Write _to_@mui.com or *x*a@b.co.'),
  'a literal in an image alt, a link label and a directive label': md(
    '![see www.mui.com](a.png) [a@b.co][r] [www.x.org][]',
    '',
    '[r]: /r',
    '',
    ':::info[Mail a@b.co]',
    'x',
    ':::',
  ),
  'literals made of escapes and references': md('www&#46;mui.com, http&#58;//x.org, a&#64;b.co, www\\.mui.com and a\\@b.co'),
  'a URL whose path has emphasis marks': md('See https://mui.com/*x*_y_ and www.mui.com/~z~.'),
  'candidates in code, and text between raw HTML tags': md(
    '`www.mui.com` and `a@b.co`',
    '',
    '```sh',
    'npm i @mui/material@latest https://x.org',
    '```',
    '',
    '<a href="https://x.org">a@b.co</a>',
  ),
};

describe('remarkGfmGuarded', () => {
  it.each(Object.entries(cases))('parses as remark-gfm does: %s', (_name, markdown) => {
    expect(mdast(guarded, markdown)).toEqual(mdast(plain, markdown));
  });

  for (const source of PAGE_SOURCES) {
    it.skipIf(!source.present)(`parses every page of ${source.name} as remark-gfm does${source.suffix}`, () => {
      const pages = sourcePages(source);
      expectPageCount(source, pages.length);
      for (const page of pages) {
        const markdown = readFileSync(page, 'utf8');
        expect(mdast(guarded, markdown), page).toEqual(mdast(plain, markdown));
      }
    });
  }

  it('still turns literal URLs and emails into links', () => {
    const { html } = render(md('# T', '', 'See [www.mui.com and write to _team@mui.com_.'));
    expect(html).toContain('[<a href="http://www.mui.com">www.mui.com</a>');
    expect(html).toContain('<em><a href="mailto:team@mui.com">team@mui.com</a></em>');
  });
});
