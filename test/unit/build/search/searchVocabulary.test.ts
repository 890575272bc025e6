import { describe, expect, it } from 'vitest';
import { SearchVocabulary } from '../../../../src/build/search/searchVocabulary.js';

const page = (title: string, bodyHtml: string) => ({ url: '/x/', title, group: 'Material UI', bodyHtml });

describe('SearchVocabulary', () => {
  it('counts the titles and h1-h3 headings holding each word, not the body text', () => {
    const vocabulary = new SearchVocabulary();
    vocabulary.add(
      page(
        'Button',
        '<h1 id="button">Button</h1><p>Popover text</p><h2 id="a">Basic button<a class="docsgen-anchor" href="#a">#</a></h2><h4>Deep heading</h4>',
      ),
    );
    vocabulary.add(page('Button Group', '<h2 id="b">Sizes &amp; colors</h2><h3>Button group</h3>'));
    expect(JSON.parse(vocabulary.toJson())).toEqual({ words: { basic: 1, button: 5, colors: 1, group: 2, sizes: 1 } });
  });

  it('gives the same bytes for the same pages, its words in order', () => {
    const make = () => {
      const vocabulary = new SearchVocabulary();
      vocabulary.add(page('Zebra Apple', '<h2>Mango</h2>'));
      return vocabulary.toJson();
    };
    expect(make()).toBe('{"words":{"apple":1,"mango":1,"zebra":1}}');
    expect(make()).toBe(make());
  });
});
