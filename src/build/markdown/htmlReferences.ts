import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { isScriptUrl } from './links.js';

type Node = DefaultTreeAdapterMap['node'];

/** What a piece of raw HTML refers to or names, each at its element's place in the piece (1-based). */
export interface HtmlReference {
  /**
   * `<a href>`, `<img src>` and any element's `id` or `name`, as the build's rehype plugins read them;
   * `script-url`: any element's `href` or `src` that runs script (`isScriptUrl`), as rehype-links warns of it.
   */
  kind: 'href' | 'src' | 'id' | 'script-url';
  value: string;
  line: number;
  column: number;
  /** Where the element starts in the piece (0-based). */
  offset: number;
}

/** Whether a piece of HTML may hold a reference at all (most hold none: the parser is then skipped). */
const MAY_REFER = /<(?:a|img)\b|\b(?:id|name|href|src)\b/i;

/**
 * The links, images and ids of a piece of raw HTML from a page, read by parse5 — the parser the
 * build's rehype-raw reads the same HTML with — so that `check` finds what `build` finds:
 * unquoted attributes (`<img src=x.png>`), character references in values, and nothing inside
 * comments, scripts or `<textarea>`.
 */
export function htmlReferences(html: string): HtmlReference[] {
  if (!MAY_REFER.test(html)) return [];
  const found: HtmlReference[] = [];
  const pending: Node[] = [parseFragment(html, { sourceCodeLocationInfo: true })];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if ('tagName' in node) {
      const location = node.sourceCodeLocation;
      const place = { line: location?.startLine ?? 1, column: location?.startCol ?? 1, offset: location?.startOffset ?? 0 };
      for (const { name, value } of node.attrs) {
        if (name === 'href' && node.tagName === 'a') found.push({ kind: 'href', value, ...place });
        else if (name === 'src' && node.tagName === 'img') found.push({ kind: 'src', value, ...place });
        else if ((name === 'id' || name === 'name') && value !== '') found.push({ kind: 'id', value, ...place });
        if ((name === 'href' || name === 'src') && isScriptUrl(value)) found.push({ kind: 'script-url', value, ...place });
      }
      if (node.tagName === 'template') pending.push((node as DefaultTreeAdapterMap['template']).content);
    }
    if ('childNodes' in node) for (let index = node.childNodes.length - 1; index >= 0; index--) pending.push(node.childNodes[index]!);
  }
  return found;
}
