import type { Parent } from 'unist';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, walk } from '../../../../src/build/markdown/walk.js';

interface Leaf {
  type: string;
  value: string;
}
interface Branch {
  type: string;
  children: (Leaf | Branch)[];
}
const leaf = (type: string, value: string): Leaf => ({ type, value });
const branch = (type: string, ...children: (Leaf | Branch)[]): Branch => ({ type, children });
const tree = () =>
  branch('root', branch('p', leaf('text', 'a'), leaf('x', 'b'), leaf('text', 'c')), branch('q', branch('p', leaf('text', 'd'))), leaf('text', 'e'));

describe('walk', () => {
  it('visits every node of the type, the start node too, depth first in document order', () => {
    const seen: string[] = [];
    walk<Branch>(tree(), 'p', (node) => void seen.push(node.children.length.toString()));
    walk<Leaf>(tree(), 'text', (node) => void seen.push(node.value));
    walk<Leaf>(leaf('text', 'alone'), 'text', (node, index, parent) => void seen.push(`${node.value}:${index}:${parent === undefined}`));
    expect(seen).toEqual(['3', '1', 'a', 'c', 'd', 'e', 'alone:undefined:true']);
  });

  it('leaves out the children of a node the visitor skips, and stops at EXIT', () => {
    const nested = branch('root', branch('list', branch('list', leaf('text', 'inner'))), branch('list'));
    const lists = (skip: boolean) => {
      const sizes: number[] = [];
      walk<Branch>(nested, 'list', (node) => {
        sizes.push(node.children.length);
        return skip ? SKIP : undefined;
      });
      return sizes;
    };
    expect(lists(false)).toEqual([1, 1, 0]);
    expect(lists(true)).toEqual([1, 0]);
    const root = tree();
    const texts: string[] = [];
    walk<Leaf>(root, 'text', (node) => {
      texts.push(node.value);
      return node.value === 'c' ? EXIT : undefined;
    });
    expect(texts).toEqual(['a', 'c']);
  });

  it('goes on at the index the visitor returns, after it removed or replaced nodes', () => {
    const root = tree();
    walk<Leaf>(root, 'text', (_node, index, parent) => {
      if (!parent || index === undefined) return;
      (parent as Parent).children.splice(index, 1);
      return index;
    });
    expect(JSON.stringify(root)).not.toContain('"text"');
    const replaced = tree();
    const visited: string[] = [];
    walk<Leaf>(replaced, 'x', (_node, index, parent) => {
      (parent as Parent).children.splice(index!, 1, leaf('text', 'new1'), leaf('text', 'new2'));
      // On after the two new nodes: they are not visited.
      return index! + 2;
    });
    walk<Leaf>(replaced, 'text', (node) => void visited.push(node.value));
    expect(visited).toEqual(['a', 'new1', 'new2', 'c', 'd', 'e']);
  });
});
