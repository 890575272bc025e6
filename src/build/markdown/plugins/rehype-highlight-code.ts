import type { Element, Root } from 'hast';
import { toText } from '../../vendor/markdownPackages.js';
import { codeHighlighter, isHighlightable } from '../highlighter.js';
import { LINES_PROPERTY } from './code-to-hast.js';
import { markLines } from './code-lines.js';
import { walk } from '../walk.js';

const HLJS_CLASS = 'hljs';

/** The language a `<code>` names (`language-x` or `lang-x`), false for `no-highlight`. */
function codeLanguage(code: Element): string | false | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  let language: string | undefined;
  for (const item of classes) {
    const value = String(item);
    if (value === 'no-highlight' || value === 'nohighlight') return false;
    if (language === undefined && value.startsWith('lang-')) language = value.slice(5);
    if (language === undefined && value.startsWith('language-')) language = value.slice(9);
  }
  return language;
}

function highlightElement(code: Element): void {
  const language = codeLanguage(code);
  if (!language) return;
  const classes = code.properties.className as Array<string | number>;
  if (!classes.includes(HLJS_CLASS)) classes.unshift(HLJS_CLASS);
  // An unknown language keeps its text as written (and the hljs class, as rehype-highlight does).
  if (!isHighlightable(language)) return;
  const highlighted = codeHighlighter.highlight(language, toText(code, { whitespace: 'pre' }));
  if (highlighted.length > 0) code.children = highlighted;
}

/** The lines a fence asked to highlight (see code-to-hast), taken off the `<pre>`. */
function takeLines(pre: Element): number[] {
  const value = pre.properties[LINES_PROPERTY];
  if (value === undefined) return [];
  delete pre.properties[LINES_PROPERTY];
  return String(value).split(' ').map(Number);
}

/**
 * Highlights `<pre><code class="language-x">` at build time, with the output of rehype-highlight
 * (highlight.js classes, no language detection), through the shared highlighter and its cache of
 * identical blocks, in one plain walk of the tree; then marks the lines a fence's `{2,4-5}` names.
 */
export function rehypeHighlightCode() {
  return (tree: Root): undefined => {
    walk<Element>(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return;
      const lines = takeLines(pre);
      for (const code of pre.children) {
        if (code.type !== 'element' || code.tagName !== 'code') continue;
        highlightElement(code);
        markLines(code, lines);
      }
    });
  };
}
