import type { Element } from 'hast';
import { defaultHandlers } from '../../vendor/markdownPackages.js';
import { CODE_CLASS } from '../../../shared/dom.js';
import { parseCodeMeta } from './code-meta.js';

type CodeHandler = typeof defaultHandlers.code;

/** A block with a file name: `<div class="docsgen-code-titled">` holding the name, then the `<pre>`. */
export const TITLED_CLASS = `${CODE_CLASS}-titled`;
export const TITLE_CLASS = `${CODE_CLASS}-title`;
/** The `<pre>`'s lines to highlight (`2 4 5`), read and removed by rehype-highlight-code once highlighted. */
export const LINES_PROPERTY = 'dataDocsgenLines';

/**
 * remark-rehype handler for fenced code: the default `<pre><code class="language-x">`, with
 * `class="docsgen-code"` on the `<pre>`. The code text is kept byte for byte. A fence's
 * `title="App.tsx"` puts the name above the block (outside the `<pre>`, so the Copy button copies
 * the code alone); its `{2,4-5}` lines are marked once the code is highlighted.
 */
export const codeToHast: CodeHandler = (state, node) => {
  const pre: Element = defaultHandlers.code(state, node);
  pre.properties.className = [CODE_CLASS];
  const meta = parseCodeMeta(node.meta);
  if (meta.lines.length > 0) pre.properties[LINES_PROPERTY] = meta.lines.join(' ');
  if (meta.title === undefined) return pre;
  const title: Element = { type: 'element', tagName: 'div', properties: { className: [TITLE_CLASS] }, children: [{ type: 'text', value: meta.title }] };
  const block: Element = { type: 'element', tagName: 'div', properties: { className: [TITLED_CLASS] }, children: [title, pre] };
  state.patch(node, block);
  return block;
};
