import { describe, expect, it } from 'vitest';
import { flatHits, groupResults, highlightTerms, withoutLeadingTitle, type PagefindResultData } from '../../../../src/runtime/islands/searchResults.js';

const result = ({ product, meta, ...overrides }: Partial<PagefindResultData> & { product?: string }): PagefindResultData => ({
  url: '/material-ui/page/',
  excerpt: 'Page. Some <mark>text</mark>.',
  sub_results: [],
  ...overrides,
  meta: { title: 'Page', product: product ?? 'Material UI', ...meta },
});

describe('highlightTerms', () => {
  it('marks every word of the query, case-insensitively, inside identifiers too', () => {
    expect(highlightTerms('Replacing Hidden with useMediaQuery', 'media hidden')).toEqual([
      { text: 'Replacing ', mark: false },
      { text: 'Hidden', mark: true },
      { text: ' with use', mark: false },
      { text: 'Media', mark: true },
      { text: 'Query', mark: false },
    ]);
  });

  it('takes query words literally (no pattern) and ignores their punctuation', () => {
    expect(highlightTerms('createTheme() options', 'createTheme()')).toEqual([
      { text: 'createTheme', mark: true },
      { text: '() options', mark: false },
    ]);
    expect(highlightTerms('a.b', '.*')).toEqual([{ text: 'a.b', mark: false }]);
  });
});

describe('withoutLeadingTitle', () => {
  it('drops the heading an excerpt starts with, repeated or not', () => {
    const parts = [
      { text: 'Hidden. Hidden. The Hidden component, see ', mark: false },
      { text: 'useMediaQuery', mark: true },
    ];
    expect(withoutLeadingTitle(parts, 'Hidden')).toEqual([
      { text: 'The Hidden component, see ', mark: false },
      { text: 'useMediaQuery', mark: true },
    ]);
  });

  it('cuts inside a mark, and keeps excerpts that do not start with the title', () => {
    expect(withoutLeadingTitle([{ text: 'Theme provider. Wrap', mark: true }], 'Theme provider')).toEqual([{ text: 'Wrap', mark: true }]);
    const parts = [{ text: 'Themes are built', mark: false }];
    expect(withoutLeadingTitle(parts, 'Theme')).toBe(parts);
    expect(withoutLeadingTitle([{ text: 'Theme.', mark: false }], 'Theme')).toEqual([{ text: 'Theme.', mark: false }]);
  });
});

describe('groupResults', () => {
  it('groups pages by product in the order of each group’s best result, sections under their page', () => {
    const groups = groupResults(
      [
        result({
          url: '/material-ui/theming/',
          meta: { title: 'Theming' },
          sub_results: [
            { title: 'Theming', url: '/material-ui/theming/', excerpt: 'Theming. About <mark>themes</mark>.', locations: [1] },
            { title: 'Theme provider', url: '/material-ui/theming/#theme-provider', excerpt: 'Theme provider. <mark>Theme</mark> it', locations: [5, 7] },
            { title: 'Other', url: '/material-ui/theming/#other', excerpt: 'Other.', locations: [] },
          ],
        }),
        result({ url: '/joy-ui/theming/', meta: { title: 'Theming in Joy UI' }, product: 'Joy UI' }),
        result({ url: '/material-ui/palette/', meta: { title: 'Palette' } }),
      ],
      'theme',
    );
    expect(groups.map((group) => [group.name, group.hits.map((hit) => [hit.url, hit.section])])).toEqual([
      [
        'Material UI',
        [
          ['/material-ui/theming/', false],
          ['/material-ui/theming/#theme-provider', true],
          ['/material-ui/palette/', false],
        ],
      ],
      ['Joy UI', [['/joy-ui/theming/', false]]],
    ]);
    const [page, section] = groups[0]!.hits;
    expect(page!.excerpt).toEqual([
      { text: 'About ', mark: false },
      { text: 'themes', mark: true },
      { text: '.', mark: false },
    ]);
    expect(section!.title).toEqual([
      { text: 'Theme', mark: true },
      { text: ' provider', mark: false },
    ]);
    expect(section!.excerpt).toEqual([
      { text: 'Theme', mark: true },
      { text: ' it', mark: false },
    ]);
    expect(new Set(flatHits(groups).map((hit) => hit.id)).size).toBe(4);
  });

  it('leaves a page row without excerpt when only its sections match', () => {
    const [group] = groupResults(
      [
        result({
          sub_results: [
            { title: 'Page', url: '/material-ui/page/', excerpt: 'Page.', locations: [] },
            { title: 'Usage', url: '/material-ui/page/#usage', excerpt: 'Usage. <mark>useMediaQuery</mark>', locations: [3] },
          ],
        }),
      ],
      'useMediaQuery',
    );
    expect(group!.hits.map((hit) => hit.excerpt.length)).toEqual([0, 1]);
  });

  it('shows section titles of Chinese pages without the index’s spaces', () => {
    const [group] = groupResults(
      [result({ sub_results: [{ title: '本地 化', url: '/material-ui/page/#l10n', excerpt: '<mark>本地</mark> <mark>化</mark>', locations: [1, 2] }] })],
      '本地 化',
    );
    const section = group!.hits[1]!;
    expect(section.title.map((part) => part.text).join('')).toBe('本地化');
    expect(section.excerpt.map((part) => part.text).join('')).toBe('本地化');
  });
});
