import { renderMarkdown } from '../../../../src/build/markdown/processor.js';
import type { Slot } from '../../../../src/build/markdown/slot.js';
import type { MarkdownInput, MarkdownResult } from '../../../../src/build/markdown/types.js';

/** What stands for a filled slot in these tests' HTML: `[[demo 0]]`, `[[component 1]]`. */
export const slotMark = (slot: Pick<Slot, 'kind' | 'index'>): string => `[[${slot.kind} ${slot.index}]]`;

export function render(body: string, input: Partial<Omit<MarkdownInput, 'body'>> = {}): MarkdownResult {
  return renderMarkdown(
    {
      body,
      frontMatter: {},
      file: 'material-ui/page.md',
      lineOffset: 0,
      route: '/material-ui/page/',
      resolveMarkdownLink: () => undefined,
      ...input,
    },
    slotMark,
  );
}

/** Markdown from lines, so tests can state line numbers plainly. */
export const md = (...lines: string[]): string => lines.join('\n');

export function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}
