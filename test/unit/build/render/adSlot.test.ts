import { describe, expect, it } from 'vitest';
import { insertAdSlot } from '../../../../src/build/render/adSlot.js';
import { htmlOf, treeOf } from './hastHelpers.js';

const slot = '<div data-ad-slot></div>';
const withSlot = (html: string) => {
  const tree = treeOf(html);
  insertAdSlot(tree, slot);
  return htmlOf(tree);
};

describe('insertAdSlot', () => {
  it('goes below the description that follows the h1, white space between them or not', () => {
    expect(withSlot('<h1>T</h1>\n<p class="description">D</p>\n<p>x</p>')).toBe(`<h1>T</h1>\n<p class="description">D</p>${slot}\n<p>x</p>`);
    expect(withSlot('<h1>T</h1><p class="description">D <em>e</em></p><p>x</p>')).toBe(`<h1>T</h1><p class="description">D <em>e</em></p>${slot}<p>x</p>`);
  });

  it('goes right below the h1 when no description follows it', () => {
    expect(withSlot('<h1 id="t">T</h1><p>x</p>')).toBe(`<h1 id="t">T</h1>${slot}<p>x</p>`);
    expect(withSlot('<h1>T</h1>\n<p>x</p>\n<p class="description">late</p>')).toBe(`<h1>T</h1>${slot}\n<p>x</p>\n<p class="description">late</p>`);
    expect(withSlot('<h1>T</h1>')).toBe(`<h1>T</h1>${slot}`);
  });

  it('follows the first h1, wherever it is nested, and only its own siblings', () => {
    expect(withSlot('<div><h1>T</h1></div>\n<p class="description">D</p>')).toBe(`<div><h1>T</h1>${slot}</div>\n<p class="description">D</p>`);
    expect(withSlot('<p>x</p><h1>A</h1><h1>B</h1>')).toBe(`<p>x</p><h1>A</h1>${slot}<h1>B</h1>`);
  });

  it("goes below a component page's row of links that follows the description, as on MUI's pages", () => {
    const tree = treeOf('<h1>T</h1>\n<p class="description">D</p>\n<p>x</p>');
    // The row is filled into the tree as raw HTML, like every `{{"component"}}`.
    tree.children.splice(3, 0, { type: 'text', value: '\n' }, { type: 'raw', value: '<ul class="docsgen-component-links"><li>L</li></ul>' });
    insertAdSlot(tree, slot);
    expect(htmlOf(tree)).toBe(`<h1>T</h1>\n<p class="description">D</p>\n<ul class="docsgen-component-links"><li>L</li></ul>${slot}\n<p>x</p>`);
    // Another raw block there does not move it.
    const other = treeOf('<h1>T</h1>\n<p class="description">D</p>');
    other.children.push({ type: 'raw', value: '<ul class="list"></ul>' });
    insertAdSlot(other, slot);
    expect(htmlOf(other)).toBe(`<h1>T</h1>\n<p class="description">D</p>${slot}<ul class="list"></ul>`);
  });

  it('goes first on a page without h1', () => {
    expect(withSlot('<p>x</p>')).toBe(`${slot}<p>x</p>`);
    expect(withSlot('')).toBe(slot);
  });
});
