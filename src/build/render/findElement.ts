import type { Element, Parents } from 'hast';

/** An element with its place: the parent holding it and its index there. */
export interface ElementPlace {
  element: Element;
  parent: Parents;
  index: number;
}

/** The first element (depth first, in document order) that `test` accepts, with its place. */
export function findElement(parent: Parents, test: (element: Element) => boolean): ElementPlace | undefined {
  for (const [index, child] of parent.children.entries()) {
    if (child.type !== 'element') continue;
    if (test(child)) return { element: child, parent, index };
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}
