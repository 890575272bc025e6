import type { Code, Html, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import { remarkParse, unified } from '../../vendor/markdownPackages.js';
import { walk } from '../walk.js';
import type { VFile } from 'vfile';
import { mdastElement, type DocsgenElement } from '../mdast-element.js';
import { reportWarning } from '../state.js';
import { CODEBLOCK_CLASS, CODEBLOCK_DATA } from '../../../shared/dom.js';

const OPEN = /^<codeblock(?=[\s>/])([^>]*)>/i;
const OPEN_ALONE = /^<codeblock(?:\s[^>]*)?>$/i;
const CLOSE = /^<\/codeblock\s*>$/i;
/** A `<codeblock …>` or `</codeblock>` line with more lines after it in the same HTML node. */
const TAG_LINE_THEN_MORE = /^([ \t]*<\/?codeblock(?:\s[^>]*)?>)[ \t]*\r?\n([\s\S]*\S[\s\S]*)$/i;

const fragmentParser = unified().use(remarkParse).freeze();

/** Moves the positions of a fragment parsed apart to where it starts in the page. */
function shiftPositions(node: Node, lines: number, offset: number): void {
  const { position } = node;
  if (position) {
    position.start = { ...position.start, line: position.start.line + lines, offset: (position.start.offset ?? 0) + offset };
    position.end = { ...position.end, line: position.end.line + lines, offset: (position.end.offset ?? 0) + offset };
  }
  if ('children' in node && Array.isArray(node.children)) for (const child of node.children as Node[]) shiftPositions(child, lines, offset);
}

/**
 * MUI writes ```` ```bash npm ```` right under `<codeblock storageKey="…">` with no blank line: the
 * fences are then inside the HTML block, which runs on to the next blank line. Such a node is
 * split into its tag line and the markdown after it, parsed (the split is repeated on a
 * `</codeblock>` line found there), so the fences become code blocks as with blank lines.
 */
function splitTagLine(node: Html): RootContent[] | undefined {
  const match = TAG_LINE_THEN_MORE.exec(node.value);
  if (!match) return undefined;
  const [, tagLine, rest] = match as unknown as [string, string, string];
  const start = node.position?.start;
  const tag: Html = { type: 'html', value: tagLine.trim() };
  if (start) tag.position = { start, end: { line: start.line, column: start.column + tagLine.length, offset: (start.offset ?? 0) + tagLine.length } };
  const fragment = fragmentParser.parse(rest);
  if (start) shiftPositions(fragment, start.line, (start.offset ?? 0) + node.value.length - rest.length);
  return [tag, ...fragment.children.flatMap((child) => (child.type === 'html' ? (splitTagLine(child) ?? [child]) : [child]))];
}
const STORAGE_KEY = /(?:^|\s)storageKey\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/;

function tabLabel(code: Code, index: number): string {
  const word = code.meta?.trim().split(/\s+/)[0];
  return word || code.lang || `Code ${index + 1}`;
}

function buildTabs(open: Html, close: Html, inner: RootContent[], file: VFile): RootContent[] {
  const attributes = OPEN.exec(open.value.trim())?.[1] ?? '';
  const key = STORAGE_KEY.exec(attributes);
  const storageKey = key ? (key[1] ?? key[2] ?? key[3]) : undefined;
  const codes = inner.filter((node): node is Code => node.type === 'code');
  const others = inner.filter((node) => node.type !== 'code');
  if (others.length > 0) {
    reportWarning(file, 'codeblock-content', 'Only fenced code blocks belong inside <codeblock>: other content is shown after the tabs', others[0]!);
  }
  if (codes.length === 0) {
    reportWarning(file, 'empty-codeblock', '<codeblock> contains no fenced code block', open);
    return others;
  }
  const tabs = codes.map((code, index) =>
    mdastElement('button', { type: 'button', role: 'tab', ariaSelected: index === 0 ? 'true' : 'false', [CODEBLOCK_DATA.tab.name]: String(index) }, [
      { type: 'text', value: tabLabel(code, index) },
    ]),
  );
  const panels = codes.map((code, index) =>
    mdastElement('div', { className: [`${CODEBLOCK_CLASS}-panel`], role: 'tabpanel', [CODEBLOCK_DATA.tab.name]: String(index), hidden: index > 0 }, [code]),
  );
  const block: DocsgenElement = mdastElement(
    'div',
    storageKey === undefined ? { className: [CODEBLOCK_CLASS] } : { className: [CODEBLOCK_CLASS], [CODEBLOCK_DATA.storageKey.name]: storageKey },
    [mdastElement('div', { className: [`${CODEBLOCK_CLASS}-tabs`], role: 'tablist' }, tabs), ...panels],
  );
  if (open.position && close.position) {
    block.position = { start: open.position.start, end: close.position.end };
  }
  return [block, ...others];
}

/**
 * `<codeblock storageKey="k">` followed by fenced code blocks and `</codeblock>` → tabs, one per
 * fence, with or without blank lines around the fences. The tab label is the word after the
 * language (```` ```bash npm ````), else the language. Without JavaScript the first tab shows;
 * the others are `hidden`.
 */
export function remarkCodeblockTabs() {
  return (tree: Root, file: VFile): undefined => {
    walk<Html>(tree, 'html', (open, index, parent) => {
      if (!parent || index === undefined) return;
      if (!OPEN.test(open.value.trim())) return;
      const children = parent.children as RootContent[];
      const split = splitTagLine(open);
      if (split) children.splice(index, 1, ...split);
      open = children[index] as Html;
      if (!OPEN_ALONE.test(open.value.trim())) return;
      let end = index + 1;
      while (end < children.length) {
        const node = children[end]!;
        if (node.type === 'html') {
          const parts = splitTagLine(node);
          if (parts) children.splice(end, 1, ...parts);
          if (CLOSE.test((children[end] as Html).value.trim())) break;
        }
        end++;
      }
      const close = children[end];
      if (close?.type !== 'html') {
        reportWarning(file, 'unclosed-codeblock', '<codeblock> has no matching </codeblock>', open);
        return;
      }
      const replacement = buildTabs(open, close, children.slice(index + 1, end), file);
      children.splice(index, end - index + 1, ...replacement);
      // On after the tabs: what they hold is not scanned again.
      return index + replacement.length;
    });
  };
}
