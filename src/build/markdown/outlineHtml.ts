import { outlineParser } from './outline.js';

/**
 * A page body's HTML from the outline parser: its text, headings, lists, tables and code as
 * written, its h2 and h3 carrying `headingIds` in order (the outline's ids, which the build's
 * agree with). No highlighting, demos or components: what the dev server's search index needs
 * of a page it has not rendered, at a fraction of a render's cost.
 */
export function outlineHtml(body: string, headingIds: readonly string[]): string {
  const tokens = outlineParser.parse(body, {});
  let next = 0;
  for (const token of tokens) {
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const id = headingIds[next++];
      if (id !== undefined) token.attrSet('id', id);
    }
  }
  return outlineParser.renderer.render(tokens, outlineParser.options, {});
}
