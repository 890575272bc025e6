import type { Code, Html, Root, RootContent } from 'mdast';
import { walk } from '../walk.js';
import type { VFile } from 'vfile';
import { mdastElement, type DocsgenElement } from '../mdast-element.js';
import { reportWarning } from '../state.js';

const OPEN = /^<codeblock(?=[\s>/])([^>]*)>/i;
const OPEN_ALONE = /^<codeblock(?:\s[^>]*)?>$/i;
const CLOSE = /^<\/codeblock\s*>$/i;
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
    mdastElement('button', { type: 'button', role: 'tab', ariaSelected: index === 0 ? 'true' : 'false', dataTab: String(index) }, [
      { type: 'text', value: tabLabel(code, index) },
    ]),
  );
  const panels = codes.map((code, index) =>
    mdastElement('div', { className: ['docsgen-codeblock-panel'], role: 'tabpanel', dataTab: String(index), hidden: index > 0 }, [code]),
  );
  const block: DocsgenElement = mdastElement(
    'div',
    storageKey === undefined ? { className: ['docsgen-codeblock'] } : { className: ['docsgen-codeblock'], dataStorageKey: storageKey },
    [mdastElement('div', { className: ['docsgen-codeblock-tabs'], role: 'tablist' }, tabs), ...panels],
  );
  if (open.position && close.position) {
    block.position = { start: open.position.start, end: close.position.end };
  }
  return [block, ...others];
}

/**
 * `<codeblock storageKey="k">` followed by fenced code blocks and `</codeblock>` → tabs, one per
 * fence. The tab label is the word after the language (```` ```bash npm ````), else the language.
 * Without JavaScript the first tab shows; the others are `hidden`.
 */
export function remarkCodeblockTabs() {
  return (tree: Root, file: VFile): undefined => {
    walk<Html>(tree, 'html', (open, index, parent) => {
      if (!parent || index === undefined) return;
      const value = open.value.trim();
      if (!OPEN.test(value)) return;
      if (!OPEN_ALONE.test(value)) {
        reportWarning(file, 'codeblock-blank-line', 'Put a blank line after <codeblock …> and before </codeblock> so the code fences inside are parsed', open);
        return;
      }
      const children = parent.children as RootContent[];
      let end = index + 1;
      while (end < children.length) {
        const node = children[end]!;
        if (node.type === 'html' && CLOSE.test(node.value.trim())) break;
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
