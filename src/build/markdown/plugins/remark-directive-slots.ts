import type { Paragraph, Root } from 'mdast';
import type { VFile } from 'vfile';
import { looksLikeDirective, parseDirective } from '../rules.js';
import { SLOT_TYPE, type Slot } from '../slot.js';
import { fileLine, pageState, reportError } from '../state.js';
import { SKIP, walk } from '../walk.js';

/** The source text of a paragraph when it is a `{{…}}` directive and nothing else. */
export function directiveSource(node: Paragraph, source: string): string | undefined {
  const first = node.children[0];
  if (first?.type !== 'text' || !first.value.startsWith('{{')) return undefined;
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const text = source.slice(start, end).trim();
  return looksLikeDirective(text) ? text : undefined;
}

/** The slot a directive paragraph becomes, or undefined when it stays a paragraph. */
function slotOf(node: Paragraph, file: VFile): Slot | undefined {
  const state = pageState(file);
  const text = directiveSource(node, String(file.value));
  if (text === undefined) return undefined;
  const directive = parseDirective(text);
  const { line } = fileLine(state, node);
  const slot = (kind: Slot['kind'], index: number): Slot => ({ type: SLOT_TYPE, kind, index, ...(node.position ? { position: node.position } : {}) });
  if (directive.kind === 'demo') {
    state.demos.push({ name: directive.name, options: directive.options, line });
    return slot('demo', state.demos.length - 1);
  }
  if (directive.kind === 'component') {
    state.components.push({ name: directive.name, line });
    return slot('component', state.components.length - 1);
  }
  reportError(file, 'invalid-directive', directive.message, node);
  return undefined;
}

/**
 * A paragraph that is only `{{"demo": "X.js", …options}}` becomes a demo slot (its index in
 * `demos`), `{{"component": "Name"}}` a component slot: filled when the page is finished (see
 * slot.ts). Invalid JSON is an `invalid-directive` error and the paragraph stays as text.
 */
export function remarkDirectiveSlots() {
  return (tree: Root, file: VFile): undefined => {
    walk<Paragraph>(tree, 'paragraph', (paragraph, index, parent) => {
      const slot = slotOf(paragraph, file);
      if (slot && parent && index !== undefined) parent.children[index] = slot;
      return SKIP;
    });
  };
}
