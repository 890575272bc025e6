import { describe, expect, it } from 'vitest';
import { closestMatches, fullMatch, isRealMatch, matchesQueryWord, matchQuality, neededPrefix } from '../../../../src/runtime/islands/searchMatch.js';
import { queryWords } from '../../../../src/shared/searchVocabulary.js';

describe('queryWords', () => {
  it('gives the words as Pagefind searches them: lower case, no punctuation, no accents', () => {
    expect(queryWords('  useMediaQuery  Café, "theme" ')).toEqual(['usemediaquery', 'cafe', 'theme']);
    expect(queryWords('翻译 本地 化')).toEqual(['翻译', '本地', '化']);
    expect(queryWords(' ... ')).toEqual([]);
  });
});

describe('matchesQueryWord', () => {
  it('takes words that start with the query word, whatever their case and punctuation', () => {
    expect(matchesQueryWord('useMediaQuery', 'usemediaquery')).toBe(true);
    expect(matchesQueryWord("useMediaQuery('(min-width:600px)');", 'usemediaquery')).toBe(true);
    expect(matchesQueryWord('Theming', 'them')).toBe(true);
    expect(matchesQueryWord('翻译成中文', '翻译')).toBe(true);
  });

  it('takes the parts of compound words, as Pagefind indexes them', () => {
    expect(matchesQueryWord('useMediaQuery', 'media')).toBe(true);
    expect(matchesQueryWord('@mui/material', 'material')).toBe(true);
    expect(matchesQueryWord('create-react-app', 'react')).toBe(true);
  });

  it('takes other forms of the same stem', () => {
    expect(matchesQueryWord('theme', 'theming')).toBe(true);
    expect(matchesQueryWord('depends', 'dependencies')).toBe(true);
    expect(matchesQueryWord('installing', 'installation')).toBe(true);
    expect(matchesQueryWord('components', 'component')).toBe(true);
    expect(matchesQueryWord('run', 'running')).toBe(true);
    expect(matchesQueryWord('happy', 'happiness')).toBe(true);
    expect(matchesQueryWord('vectorSection', 'vectorsection')).toBe(true);
  });

  it('refuses the much shorter word Pagefind falls back to when a part lacks the query word', () => {
    expect(matchesQueryWord('uses', 'usemediaquery')).toBe(false);
    expect(matchesQueryWord('use', 'usemediaquery')).toBe(false);
    expect(matchesQueryWord('in', 'installation')).toBe(false);
    expect(matchesQueryWord('Material', 'autocomplete')).toBe(false);
    expect(matchesQueryWord('vector', 'vectorsection')).toBe(false);
    expect(matchesQueryWord('the', 'theming')).toBe(false);
  });
});

describe('isRealMatch', () => {
  const page = (content: string, locations: number[]) => ({ content, locations });
  const installation = 'Installation Install the library. Material UI uses the Roboto font by default.';

  it('reads the matched words at their locations in the page text, as Pagefind’s excerpt does', () => {
    // Word 6 is "uses": a fallback for useMediaQuery; word 0 is a real match for "install".
    expect(isRealMatch(page(installation, [6]), ['usemediaquery'])).toBe(false);
    expect(isRealMatch(page(installation, [0, 1]), ['install'])).toBe(true);
    expect(isRealMatch(page('Media queries\n\nconst wide = useMediaQuery(x);', [5]), ['usemediaquery'])).toBe(true);
  });

  it('needs every query word matched somewhere', () => {
    expect(isRealMatch(page(installation, [1, 8]), ['install', 'roboto'])).toBe(true);
    expect(isRealMatch(page(installation, [1, 6]), ['install', 'usemediaquery'])).toBe(false);
  });

  it('counts words split by zero-width spaces when the text has them', () => {
    expect(isRealMatch({ content: '使用\u200B语言\u200B包', raw_content: '使用\u200B语言\u200B包', locations: [1] }, ['语言'])).toBe(true);
  });

  it('takes a result without locations (a match in its metadata) as a match', () => {
    expect(isRealMatch({ content: installation, locations: [] }, ['usemediaquery'])).toBe(true);
    expect(isRealMatch({}, ['anything'])).toBe(true);
  });
});

describe('neededPrefix', () => {
  it('is the query word without an ending stemming may take off, at least 3 characters', () => {
    expect(neededPrefix('usemediaquery')).toBe(12);
    expect(neededPrefix('vectorsection')).toBe(10);
    expect(neededPrefix('theming')).toBe(4);
    expect(neededPrefix('running')).toBe(3);
    expect(neededPrefix('dependencies')).toBe(6);
    expect(neededPrefix('happiness')).toBe(4);
    expect(neededPrefix('ui')).toBe(2);
    expect(neededPrefix('css')).toBe(3);
  });
});

describe('closestMatches', () => {
  const page = (content: string, locations: number[]) => ({ content, locations });
  const real = page('Call useMediaQuery here', [1]);
  const uses = page('Material UI uses Roboto', [2]);
  const docs = page('Synthetic Docs.', [1]);
  const doc = page('See the doc', [2]);

  it('keeps the results that truly match, in their order, when some do', () => {
    expect(closestMatches([uses, real, uses], ['usemediaquery'])).toEqual([real]);
    expect(matchQuality(uses, ['usemediaquery'])).toBe(3);
    expect(matchQuality(real, ['usemediaquery'])).toBe(fullMatch(['usemediaquery']));
  });

  it('else keeps those of the longest fallback word, as one index of the whole site would have', () => {
    // No page has "docsgen": one index falls back to "docs"; a part without "docs" to "doc".
    expect(closestMatches([doc, docs, doc], ['docsgen'])).toEqual([docs]);
  });

  it('keeps every result when none can be judged', () => {
    expect(closestMatches([page('a b', []), page('c', [])], ['anything'])).toHaveLength(2);
    expect(closestMatches([], ['anything'])).toEqual([]);
  });
});
