import type { Definition, Html, Image, Link, Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import type { TwinEdit } from '../twinEdits.js';
import { leavesSite } from '../links.js';
import { parseDirective } from '../rules.js';
import { directiveSource } from './remark-directive-slots.js';
import { pageState } from '../state.js';

const startOf = (node: Node) => node.position?.start.offset;
const endOf = (node: Node) => node.position?.end.offset;

/** Where the destination of `[text](url)` or `![alt](url)` is in `source`, searching from `from`. */
function inlineDestination(source: string, from: number, end: number): { start: number; end: number; angle: boolean } | undefined {
  const open = source.lastIndexOf('](', end);
  if (open < from) return undefined;
  let at = open + 2;
  while (at < end && /\s/.test(source[at]!)) at++;
  if (source[at] === '<') {
    const close = source.indexOf('>', at);
    return close === -1 || close > end ? undefined : { start: at, end: close + 1, angle: true };
  }
  const start = at;
  let depth = 0;
  for (; at < end; at++) {
    const char = source[at]!;
    if (char === '\\') at++;
    else if (char === '(') depth++;
    else if (char === ')' && depth-- === 0) break;
    else if (/\s/.test(char)) break;
  }
  return at > start ? { start, end: at, angle: false } : undefined;
}

/** Where the destination of `[label]: url` is in `source`. */
function definitionDestination(source: string, from: number, end: number): { start: number; end: number; angle: boolean } | undefined {
  const colon = source.indexOf(']:', from);
  if (colon === -1 || colon > end) return undefined;
  let at = colon + 2;
  while (at < end && /\s/.test(source[at]!)) at++;
  if (source[at] === '<') {
    const close = source.indexOf('>', at);
    return close === -1 || close > end ? undefined : { start: at, end: close + 1, angle: true };
  }
  const start = at;
  while (at < end && !/\s/.test(source[at]!)) at++;
  return at > start ? { start, end: at, angle: false } : undefined;
}

/** HTML that the twin leaves out or keeps as text: comments, row anchors, `<abbr>` tags, the description paragraph. */
function htmlChange(value: string): string | undefined {
  const text = value.trim();
  if (/^<!--[\s\S]*-->$/.test(text)) return '';
  if (/^<span id="[^"]*"[^>]*><\/span>$/.test(text)) return '';
  if (/^<\/?(abbr|small|codeblock)\b[^>]*>$/i.test(text)) return '';
  const description = /^<p class="description">([\s\S]*)<\/p>$/.exec(text);
  if (description) return description[1]!.replace(/<[^>]+>/g, '').trim();
  return undefined;
}

function collect(node: Node, source: string, edits: TwinEdit[]): void {
  const start = startOf(node);
  const end = endOf(node);
  if (start !== undefined && end !== undefined) {
    switch (node.type) {
      case 'paragraph': {
        const text = directiveSource(node as Paragraph, source);
        if (text !== undefined) {
          const directive = parseDirective(text);
          if (directive.kind !== 'invalid') {
            edits.push({ start, end, change: { kind: directive.kind, name: directive.name } });
            return;
          }
        }
        break;
      }
      case 'containerDirective': {
        const { children, name } = node as ContainerDirective;
        const content = children.filter((child) => !(child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
        const contentStart = content[0] ? startOf(content[0]) : undefined;
        const contentEnd = content.at(-1) ? endOf(content.at(-1)!) : undefined;
        edits.push({
          start,
          end,
          change: { kind: 'callout', name, contentStart: contentStart ?? start, contentEnd: contentEnd ?? contentStart ?? start },
        });
        break;
      }
      case 'link':
      case 'image': {
        const { url } = node as Link | Image;
        if (url === '' || leavesSite(url)) break;
        const children = (node as Partial<Parent>).children;
        const lastChild = children?.at(-1);
        const destination = inlineDestination(source, (lastChild && endOf(lastChild)) ?? start, end);
        const image = node.type === 'image';
        if (destination) edits.push({ start: destination.start, end: destination.end, change: { kind: 'url', href: url, angle: destination.angle, image } });
        break;
      }
      case 'definition': {
        const { url } = node as Definition;
        if (url === '' || leavesSite(url)) break;
        const destination = definitionDestination(source, start, end);
        // A definition may serve images too: its file, if it names one, is found as a link's.
        if (destination)
          edits.push({ start: destination.start, end: destination.end, change: { kind: 'url', href: url, angle: destination.angle, image: false } });
        return;
      }
      case 'html': {
        const text = htmlChange((node as Html).value);
        if (text !== undefined) edits.push({ start, end, change: { kind: 'text', text } });
        return;
      }
    }
  }
  if ('children' in node) collectChildren((node as Parent).children, source, edits);
}

/** An empty anchor written inline (`<span id="prop-x" …></span>`, as API tables have): two HTML nodes. */
const isAnchorOpening = (node: Node | undefined): node is Html => node?.type === 'html' && /^<span id="[^"]*"[^>]*>$/.test((node as Html).value);
const isSpanClosing = (node: Node | undefined): node is Html => node?.type === 'html' && (node as Html).value === '</span>';

function collectChildren(children: readonly Node[], source: string, edits: TwinEdit[]): void {
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    const next = children[index + 1];
    const start = startOf(child);
    const end = next && endOf(next);
    if (isAnchorOpening(child) && isSpanClosing(next) && start !== undefined && end !== undefined) {
      edits.push({ start, end, change: { kind: 'text', text: '' } });
      index++;
    } else collect(child, source, edits);
  }
}

/**
 * Records, before any other plugin changes the tree, what the page's Markdown twin changes in its
 * source (see TwinEdit): demos, components, callouts, site links, and HTML that reads as noise.
 */
export function remarkTwinEdits() {
  return (tree: Root, file: VFile): undefined => {
    const edits: TwinEdit[] = [];
    collect(tree, String(file.value), edits);
    pageState(file).twinEdits = edits;
  };
}
