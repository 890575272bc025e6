import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { CALLOUT_KINDS, unknownCalloutMessage } from '../rules.js';
import { reportError } from '../state.js';
import { walk } from '../walk.js';

function calloutToAside(node: ContainerDirective, file: VFile): void {
  let kind = node.name;
  if (!CALLOUT_KINDS.has(kind)) {
    reportError(file, 'unknown-callout', unknownCalloutMessage(kind), node);
    kind = 'unknown';
  }
  node.data = {
    ...node.data,
    hName: 'aside',
    hProperties: { className: ['docsgen-callout', `docsgen-callout-${kind}`], role: 'note' },
  };
}

/**
 * `:::info|success|warning|error` … `:::` → `<aside class="docsgen-callout docsgen-callout-info"
 * role="note">`. Another name is an `unknown-callout` error; its content is still rendered.
 */
export function remarkCallouts() {
  return (tree: Root, file: VFile): undefined => {
    walk<ContainerDirective>(tree, 'containerDirective', (node) => calloutToAside(node, file));
  };
}
