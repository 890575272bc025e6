import type { ElementContent, Properties } from 'hast';
import type { Data, Parent, RootContent } from 'mdast';

/**
 * A markdown node that stands for one HTML element: remark-rehype turns it into
 * `<hName …hProperties>` with its children (or `hChildren`) inside.
 */
export interface DocsgenElement extends Parent {
  type: 'docsgenElement';
  children: RootContent[];
  data: Data & { hName: string; hProperties: Properties; hChildren?: ElementContent[] };
}

declare module 'mdast' {
  interface RootContentMap {
    docsgenElement: DocsgenElement;
  }
  interface BlockContentMap {
    docsgenElement: DocsgenElement;
  }
  interface PhrasingContentMap {
    docsgenElement: DocsgenElement;
  }
}

export function mdastElement(hName: string, hProperties: Properties, children: RootContent[] = []): DocsgenElement {
  return { type: 'docsgenElement', data: { hName, hProperties }, children };
}
