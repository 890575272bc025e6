import { describe, expect, it } from 'vitest';
import { correctedQuery, exactTitlesFirst, isOneEditApart, mergeVocabularies } from '../../../../src/runtime/islands/searchRanking.js';
import { vocabularyWords } from '../../../../src/shared/searchVocabulary.js';

const vocabulary = new Map([
  ['button', 5],
  ['buttons', 1],
  ['group', 2],
  ['autocomplete', 1],
  ['baton', 1],
  ['theming', 1],
]);

describe('isOneEditApart', () => {
  it('accepts one insertion, deletion, substitution or swap, nothing more', () => {
    expect(['buton', 'buttton', 'bitton', 'btuton', 'buttno'].map((word) => isOneEditApart(word, 'button'))).toEqual([true, true, true, true, true]);
    expect(['button', 'btn', 'bttno', 'buttonss', 'nottub'].map((word) => isOneEditApart(word, 'button'))).toEqual([false, false, false, false, false]);
  });
});

describe('correctedQuery', () => {
  it('corrects a word with one typo to the vocabulary word most titles hold', () => {
    expect(correctedQuery('buton', vocabulary)).toBe('button');
    expect(correctedQuery('Buttn Gruop', vocabulary)).toBe('button group');
    expect(correctedQuery('autocomplte', vocabulary)).toBe('autocomplete');
    // `baton` is one edit from `buton` too, but fewer titles hold it.
    expect(
      correctedQuery(
        'buton',
        new Map([
          ['baton', 1],
          ['button', 2],
        ]),
      ),
    ).toBe('button');
  });

  it('leaves words a vocabulary word starts with, short words and unknown words alone', () => {
    expect(correctedQuery('butt', vocabulary)).toBeUndefined();
    expect(correctedQuery('theme', vocabulary)).toBeUndefined();
    expect(correctedQuery('grp', vocabulary)).toBeUndefined();
    expect(correctedQuery('zebra', vocabulary)).toBeUndefined();
    expect(correctedQuery('buton', new Map())).toBeUndefined();
  });
});

describe('vocabularies', () => {
  it('keeps words of 4 to 32 letters or digits, no Chinese or Japanese, normalized as queries are', () => {
    expect(vocabularyWords('Button Group — the API of <Tabs> in 按钮组件 Café x'.repeat(1))).toEqual(['button', 'group', 'tabs', 'cafe']);
  });

  it('adds the parts’ counts, ignoring a missing or malformed part', () => {
    const merged = mergeVocabularies([{ words: { button: 2, group: 1 } }, undefined, { words: { button: 1 } }, { words: null } as never]);
    expect([...merged]).toEqual([
      ['button', 3],
      ['group', 1],
    ]);
  });
});

describe('exactTitlesFirst', () => {
  const page = (title: string) => ({ meta: { title }, url: `/${title}/` });

  it('puts pages titled exactly as the query first, the rest in their order', () => {
    const results = [page('Button Group'), page('Icon Button'), page('Button'), page('Toggle Button')];
    expect(exactTitlesFirst(results, 'button').map((result) => result.meta.title)).toEqual(['Button', 'Button Group', 'Icon Button', 'Toggle Button']);
    expect(exactTitlesFirst(results, '  BUTTON! ').map((result) => result.meta.title)[0]).toBe('Button');
    expect(exactTitlesFirst(results, 'button group').map((result) => result.meta.title)).toEqual(['Button Group', 'Icon Button', 'Button', 'Toggle Button']);
  });

  it('keeps the order when no title is the query', () => {
    const results = [page('Button Group'), page('Icon Button')];
    expect(exactTitlesFirst(results, 'butt')).toEqual(results);
    expect(exactTitlesFirst(results, '')).toEqual(results);
  });
});
