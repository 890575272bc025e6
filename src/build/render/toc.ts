import type { TocEntry } from '../../runtime/components/Toc.js';
import type { Heading } from '../markdown/types.js';

/** h2 headings with their h3 children; an h3 before any h2 becomes a top-level entry. */
export function tableOfContents(headings: readonly Heading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent) parent.children.push({ id: heading.id, text: heading.text });
    else entries.push({ id: heading.id, text: heading.text, children: [] });
  }
  return entries;
}
