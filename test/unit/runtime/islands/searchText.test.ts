import { describe, expect, it } from 'vitest';
import { excerptParts, joinCjkWords, spaceCjkWords } from '../../../../src/shared/searchText.js';

describe('spaceCjkWords', () => {
  it('cuts Chinese runs into dictionary words', () => {
    expect(spaceCjkWords('使用语言包可以把组件的文本翻译成中文')).toBe('使用 语言 包 可以 把 组 件 的 文本 翻译 成 中文');
  });

  it('cuts Japanese runs too, and leaves Latin text, code and Korean alone', () => {
    expect(spaceCjkWords('日本語のテキスト')).toBe('日本語 の テキスト');
    expect(spaceCjkWords('Call useMediaQuery() 翻译成中文 now')).toBe('Call useMediaQuery() 翻译 成 中文 now');
    expect(spaceCjkWords('데이터 그리드')).toBe('데이터 그리드');
  });

  it('leaves a lone character as it is', () => {
    expect(spaceCjkWords('a 中 b')).toBe('a 中 b');
  });
});

describe('joinCjkWords', () => {
  it('undoes spaceCjkWords in an excerpt, across highlight tags', () => {
    expect(joinCjkWords('文本 <mark>翻译</mark> 成 中文 。 Other locales')).toBe('文本<mark>翻译</mark>成中文。 Other locales');
    expect(joinCjkWords('<mark>本地</mark> <mark>化</mark>')).toBe('<mark>本地</mark><mark>化</mark>');
  });

  it('keeps spaces next to Latin text', () => {
    expect(joinCjkWords('使用 Button 组件')).toBe('使用 Button 组件');
  });

  it('gives back the original text of a segmented run', () => {
    const text = '日期选择器也支持本地化。使用语言包';
    expect(joinCjkWords(spaceCjkWords(text))).toBe(text);
  });
});

describe('excerptParts', () => {
  it('splits an excerpt at its marks', () => {
    expect(excerptParts('Call <mark>useMediaQuery</mark> to read it')).toEqual([
      { text: 'Call ', mark: false },
      { text: 'useMediaQuery', mark: true },
      { text: ' to read it', mark: false },
    ]);
  });

  it('decodes the escaped text as text, so markup in the index never becomes markup', () => {
    expect(excerptParts('return <mark>&lt;span&gt;</mark> &amp; &#39;x&#39; &#x3C;img onerror&#x3E;')).toEqual([
      { text: 'return ', mark: false },
      { text: '<span>', mark: true },
      { text: " & 'x' <img onerror>", mark: false },
    ]);
  });

  it('shows Chinese without the spaces the index put in', () => {
    expect(excerptParts('的 文本 <mark>翻译</mark> 成').map((part) => part.text)).toEqual(['的文本', '翻译', '成']);
  });
});
