import type { Heading as MdastHeading, Nodes, Root } from 'mdast';
import { SKIP, walk } from '../walk.js';
import type { VFile } from 'vfile';
import { escapeHeadingText, headingCodeHtml, headingId } from '../heading-id.js';
import { mdastElement } from '../mdast-element.js';
import { pageState, type PageState } from '../state.js';
import { collapseWhitespace, mdastText } from '../text.js';
import { ANCHOR_CLASS } from '../../../shared/dom.js';

/**
 * A heading's content as mui.com's markdown renderer writes it, which its ids hash (`headingId`):
 * text escaped, code in `<code>`; raw HTML and images leave nothing (their tags are dropped from
 * the hash), the text between raw tags stays.
 */
export function mdastHeadingHtml(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return escapeHeadingText(node.value);
    case 'inlineCode':
      return headingCodeHtml(node.value);
    case 'image':
    case 'html':
      return '';
    default:
      if ('children' in node) {
        let out = '';
        for (const child of node.children) out += mdastHeadingHtml(child);
        return out;
      }
      return '';
  }
}

function addId(node: MdastHeading, depth: 2 | 3, state: PageState): void {
  const text = collapseWhitespace(mdastText(node));
  const id = headingId(mdastHeadingHtml(node), state.seenHeadingIds);
  state.headings.push({ depth, id, text });
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
  const anchor = mdastElement('a', {
    className: [ANCHOR_CLASS],
    href: `#${id}`,
    ariaHidden: 'true',
    tabIndex: -1,
  });
  anchor.data.hChildren = [{ type: 'text', value: '#' }];
  node.children.unshift(anchor);
}

/**
 * h2 and h3 get a stable id (see `headingId`) and an anchor link before their text:
 * `<h2 id="x"><a class="docsgen-anchor" href="#x" aria-hidden="true" tabindex="-1">#</a>Text</h2>`.
 * Records them in `headings`, and the text of the first h1 (the title fallback).
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile): undefined => {
    const state = pageState(file);
    walk<MdastHeading>(tree, 'heading', (heading) => {
      if (heading.depth === 1) state.firstH1 ??= collapseWhitespace(mdastText(heading));
      else if (heading.depth === 2 || heading.depth === 3) addId(heading, heading.depth, state);
      return SKIP;
    });
  };
}
