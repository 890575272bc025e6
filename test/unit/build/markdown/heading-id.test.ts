import { describe, expect, it } from 'vitest';
import { headingId, slugify } from '../../../../src/build/markdown/heading-id.js';

describe('slugify', () => {
  it('lower-cases and joins words with -', () => {
    expect(slugify('Basic Usage')).toBe('basic-usage');
  });

  it('turns runs of punctuation and spaces into one -, trimming the ends', () => {
    expect(slugify('  `theme.breakpoints.up(key) => media query`  ')).toBe('theme-breakpoints-up-key-media-query');
    expect(slugify('What’s new?!')).toBe('what-s-new');
    expect(slugify('<CssVarsProvider> props')).toBe('cssvarsprovider-props');
    expect(slugify('snake_case stays')).toBe('snake_case-stays');
    expect(slugify('Version 5.0 -- 2024')).toBe('version-5-0-2024');
  });

  it('keeps letters of every script', () => {
    expect(slugify('Установка и настройка')).toBe('установка-и-настройка');
    expect(slugify('快速开始 (入门)')).toBe('快速开始-入门');
    expect(slugify('Café Déjà-vu')).toBe('café-déjà-vu');
    // Combining marks belong to their letter (Devanagari vowel signs, decomposed accents).
    expect(slugify('हिन्दी पाठ')).toBe('हिन्दी-पाठ');
    expect(slugify('Cafe\u0301')).toBe('cafe\u0301');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('!!! ---')).toBe('');
  });
});

describe('headingId', () => {
  it('numbers repeats -2, -3, the first occurrence plain', () => {
    const seen = new Map<string, number>();
    expect(headingId('Props', seen)).toBe('props');
    expect(headingId('Props', seen)).toBe('props-2');
    expect(headingId('props!', seen)).toBe('props-3');
    expect(headingId('Other', seen)).toBe('other');
  });

  it('never hands out an id twice, even when a heading text looks like a numbered repeat', () => {
    const seen = new Map<string, number>();
    const ids = ['A', 'A-2', 'A', 'A', 'A-2'].map((text) => headingId(text, seen));
    expect(ids).toEqual(['a', 'a-2', 'a-3', 'a-4', 'a-2-2']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses "heading" when the text has no letters or digits', () => {
    const seen = new Map<string, number>();
    expect(headingId('???', seen)).toBe('heading');
    expect(headingId('', seen)).toBe('heading-2');
  });

  it('is independent per page (per seen map)', () => {
    expect(headingId('Intro', new Map())).toBe('intro');
    expect(headingId('Intro', new Map())).toBe('intro');
  });
});
