import type { Nodes as HastNodes } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';

const WHITESPACE = /\s+/g;

export function collapseWhitespace(text: string): string {
  return text.replace(WHITESPACE, ' ').trim();
}

/** Plain text of a markdown node: text, inline code and image alt; raw HTML is left out. */
export function mdastText(node: MdastNodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
      return node.alt ?? '';
    case 'html':
      return '';
    default:
      if ('children' in node) {
        let out = '';
        for (const child of node.children) out += mdastText(child);
        return out;
      }
      return '';
  }
}

/** Concatenated text of an HTML node (no CSS layout rules: just the text nodes). */
export function hastText(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) {
    let out = '';
    for (const child of node.children) out += hastText(child);
    return out;
  }
  return '';
}
