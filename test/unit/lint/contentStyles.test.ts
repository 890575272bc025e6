import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLESHEET = path.resolve(import.meta.dirname, '../../../templates/docsgen.css');
const STOP_AT_DEMOS = ':where(:not(.docsgen-demo-root *))';
/** Classes of the content's container, not of anything docsgen draws inside it. */
const CONTAINERS = new Set(['docsgen-markdown', 'docsgen-main']);

/** Every selector of a stylesheet (the comma-separated parts of each rule's prelude). */
function selectors(css: string): string[] {
  // A rule's prelude runs from the end of what came before (a block, a declaration) to its brace.
  const preludes = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?<=^|[{};])\s*([^{};]+?)\s*\{/g)]
    .map((match) => match[1]!)
    .filter((prelude) => !prelude.startsWith('@'));
  return preludes.flatMap((prelude) => {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of prelude) {
      if (char === '(') depth++;
      if (char === ')') depth--;
      if (char === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
      } else current += char;
    }
    return [...parts, current.trim()];
  });
}

/**
 * The selectors that style the markdown's own elements (a, code, table, headings…) and would
 * reach into a live demo: those naming no docsgen class but the content's container, without
 * the clause that stops them at a demo's root.
 */
function leakingSelectors(css: string): string[] {
  return selectors(css).filter((selector) => {
    if (!selector.includes('.docsgen-markdown') || selector.endsWith('.docsgen-markdown') || selector.endsWith(STOP_AT_DEMOS)) return false;
    const docsgenClasses = [...selector.matchAll(/\.(docsgen-[\w-]+)/g)].map((match) => match[1]!);
    return docsgenClasses.every((name) => CONTAINERS.has(name));
  });
}

describe('the content styles of templates/docsgen.css', () => {
  it('stop at a live demo’s root: none reaches into a demo', () => {
    expect(leakingSelectors(fs.readFileSync(STYLESHEET, 'utf8'))).toEqual([]);
  });

  it('are checked: an element style of the content without the clause is found', () => {
    const css = `.docsgen-markdown a { color: red; }
      .docsgen-markdown :is(th, td)[align='left'], .docsgen-markdown .docsgen-anchor { x: y; }
      @media (max-width: 10px) { .docsgen-markdown h1 { a: b; } }
      .docsgen-markdown code${STOP_AT_DEMOS} { a: b; }`;
    expect(leakingSelectors(css)).toEqual(['.docsgen-markdown a', ".docsgen-markdown :is(th, td)[align='left']", '.docsgen-markdown h1']);
    expect(leakingSelectors(fs.readFileSync(STYLESHEET, 'utf8').replaceAll(STOP_AT_DEMOS, ''))).toContain('.docsgen-markdown a');
  });
});
