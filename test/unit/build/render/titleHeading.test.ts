import { describe, expect, it } from 'vitest';
import { insertAdSlot } from '../../../../src/build/render/adSlot.js';
import { addTitleHeading } from '../../../../src/build/render/titleHeading.js';
import { htmlOf, treeOf } from './hastHelpers.js';

const titled = (html: string, title: string) => {
  const tree = treeOf(html);
  addTitleHeading(tree, title);
  return htmlOf(tree);
};

describe('addTitleHeading', () => {
  it('puts the title first, escaped, on a page without h1', () => {
    expect(titled('<p>x</p>', 'Tips & <tricks>')).toBe('<h1>Tips &amp; &lt;tricks&gt;</h1><p>x</p>');
    expect(titled('', 'T')).toBe('<h1>T</h1>');
  });

  it('leaves a page with an h1 of its own as it is, wherever the h1 is', () => {
    expect(titled('<p>x</p><h1 id="a">A</h1>', 'T')).toBe('<p>x</p><h1 id="a">A</h1>');
    expect(titled('<div><h1>A</h1></div>', 'T')).toBe('<div><h1>A</h1></div>');
  });

  it('gives the ad slot the heading to follow', () => {
    const tree = treeOf('<p>x</p>');
    addTitleHeading(tree, 'T');
    insertAdSlot(tree, '<div data-ad-slot></div>');
    expect(htmlOf(tree)).toBe('<h1>T</h1><div data-ad-slot></div><p>x</p>');
  });
});
