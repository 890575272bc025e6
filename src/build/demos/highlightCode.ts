import type { Root } from 'hast';
import { toHtml } from '../vendor/markdownPackages.js';
import { codeHighlighter, isHighlightable } from '../markdown/highlighter.js';
import { CODE_CLASS } from '../../shared/dom.js';

/** `<pre class="docsgen-code"><code class="hljs language-x">…</code></pre>`, highlighted at build time by markdown's highlighter. */
export function highlightedCodeHtml(code: string, language: string): string {
  const tree: Root = {
    type: 'root',
    children: isHighlightable(language) ? codeHighlighter.highlight(language, code) : [{ type: 'text', value: code }],
  };
  return `<pre class="${CODE_CLASS}"><code class="hljs language-${language}">${toHtml(tree)}</code></pre>`;
}
