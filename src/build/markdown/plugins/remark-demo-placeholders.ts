import type { Paragraph, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { looksLikeDirective, parseDirective } from '../rules.js';
import { fileLine, pageState, reportError, type PageState } from '../state.js';

/** The source text of a paragraph when it is a `{{…}}` directive and nothing else. */
function directiveSource(node: Paragraph, source: string): string | undefined {
  const first = node.children[0];
  if (first?.type !== 'text' || !first.value.startsWith('{{')) return undefined;
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const text = source.slice(start, end).trim();
  return looksLikeDirective(text) ? text : undefined;
}

function placeholder(node: Paragraph, tagName: string, index: number): void {
  node.data = { ...node.data, hName: tagName, hProperties: { dataIndex: String(index) }, hChildren: [] };
}

function transformParagraph(node: Paragraph, source: string, state: PageState): void {
  const text = directiveSource(node, source);
  if (text === undefined) return;
  const directive = parseDirective(text);
  const { line } = fileLine(state, node);
  if (directive.kind === 'demo') {
    placeholder(node, 'docsgen-demo', state.demos.length);
    state.demos.push({ name: directive.name, options: directive.options, line });
  } else if (directive.kind === 'component') {
    placeholder(node, 'docsgen-component', state.components.length);
    state.components.push({ name: directive.name, line });
  } else {
    reportError(state, 'invalid-directive', directive.message, node);
  }
}

function transform(parent: Parent, source: string, state: PageState): void {
  for (const child of parent.children) {
    if (child.type === 'paragraph') transformParagraph(child, source, state);
    else if ('children' in child) transform(child, source, state);
  }
}

/**
 * A paragraph that is only `{{"demo": "X.js", …options}}` becomes
 * `<docsgen-demo data-index="N"></docsgen-demo>` (N indexes `demos`); `{{"component": "Name"}}`
 * becomes `<docsgen-component data-index="N">`. Invalid JSON is an `invalid-directive` error and
 * the paragraph stays as text.
 */
export function remarkDemoPlaceholders() {
  return (tree: Root, file: VFile): undefined => {
    transform(tree, String(file.value), pageState(file));
  };
}
