import { toHtml } from 'hast-util-to-html';
import { common, createLowlight } from 'lowlight';
import { CODE_CLASS } from '../markdown/plugins/code-to-hast.js';

/** The same grammars rehype-highlight uses for markdown code, for code that is not markdown. */
const lowlight = createLowlight(common);

/** `<pre class="docsgen-code"><code class="hljs language-x">…</code></pre>`, highlighted at build time. */
export function highlightedCodeHtml(code: string, language: string): string {
  const tree = lowlight.registered(language) ? lowlight.highlight(language, code) : { type: 'root' as const, children: [{ type: 'text' as const, value: code }] };
  return `<pre class="${CODE_CLASS}"><code class="hljs language-${language}">${toHtml(tree)}</code></pre>`;
}
