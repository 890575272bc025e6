import type { Element } from 'hast';
import { defaultHandlers } from '../../vendor/markdownPackages.js';

type CodeHandler = typeof defaultHandlers.code;

export const CODE_CLASS = 'docsgen-code';

/**
 * remark-rehype handler for fenced code: the default `<pre><code class="language-x">`, with
 * `class="docsgen-code"` on the `<pre>`. The code text is kept byte for byte.
 */
export const codeToHast: CodeHandler = (state, node) => {
  const pre: Element = defaultHandlers.code(state, node);
  pre.properties.className = [CODE_CLASS];
  return pre;
};
