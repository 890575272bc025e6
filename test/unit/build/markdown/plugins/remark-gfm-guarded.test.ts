import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmGuarded } from '../../../../../src/build/markdown/plugins/remark-gfm-guarded.js';
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
};

describe('remarkGfmGuarded', () => {
  it.each(Object.entries(cases))('parses as remark-gfm does: %s', (_name, markdown) => {
    expect(mdast(guarded, markdown)).toEqual(mdast(plain, markdown));
  });

  it('still turns literal URLs and emails into links', () => {
    const { html } = render(md('# T', '', 'See [www.mui.com and write to _team@mui.com_.'));
    expect(html).toContain('[<a href="http://www.mui.com">www.mui.com</a>');
    expect(html).toContain('<em><a href="mailto:team@mui.com">team@mui.com</a></em>');
  });
});
