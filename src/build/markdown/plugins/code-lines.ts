import type { Element, ElementContent, Text } from 'hast';

/** The class of a highlighted line (`{2,4-5}` in a fence's meta). */
export const HIGHLIGHTED_LINE_CLASS = 'docsgen-line-highlighted';

/** A run of text and the elements (highlight.js spans) it sits in, outermost first. */
interface Run {
  text: string;
  ancestors: Element[];
}

function runsOf(nodes: readonly ElementContent[], ancestors: Element[], runs: Run[]): void {
  for (const node of nodes) {
    if (node.type === 'text') runs.push({ text: node.value, ancestors });
    else if (node.type === 'element') runsOf(node.children, [...ancestors, node], runs);
  }
}

/** The nodes of one line: each run in copies of its spans (a span across lines is cut at each line end). */
function lineNodes(runs: readonly Run[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const run of runs) {
    let node: ElementContent = { type: 'text', value: run.text } satisfies Text;
    for (let index = run.ancestors.length - 1; index >= 0; index--) {
      const span = run.ancestors[index]!;
      node = { type: 'element', tagName: span.tagName, properties: { ...span.properties }, children: [node] };
    }
    out.push(node);
  }
  return out;
}

/**
 * Wraps the lines `lines` (from 1) of a `<code>` in `<span class="docsgen-line-highlighted">`,
 * highlighting kept. Its text is unchanged, line breaks included (they stay outside the spans), so
 * copying the block copies the code as written.
 */
export function markLines(code: Element, lines: readonly number[]): void {
  if (lines.length === 0) return;
  const marked = new Set(lines);
  const runs: Run[] = [];
  runsOf(code.children, [], runs);
  const children: ElementContent[] = [];
  let line: Run[] = [];
  let number = 1;
  const endLine = () => {
    const nodes = lineNodes(line.filter((run) => run.text !== ''));
    if (marked.has(number)) children.push({ type: 'element', tagName: 'span', properties: { className: [HIGHLIGHTED_LINE_CLASS] }, children: nodes });
    else children.push(...nodes);
    line = [];
  };
  for (const run of runs) {
    const pieces = run.text.split('\n');
    pieces.forEach((piece, index) => {
      if (index > 0) {
        line.push({ text: '\n', ancestors: [] });
        endLine();
        number++;
      }
      line.push({ text: piece, ancestors: run.ancestors });
    });
  }
  endLine();
  code.children = children;
}
