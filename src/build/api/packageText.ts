import type { Element, Nodes, Root } from 'hast';
import type { State } from 'hast-util-to-mdast';
import {
  rehypeRaw,
  rehypeRemark,
  rehypeSanitize,
  remarkGfm,
  remarkParse,
  remarkRehype,
  remarkStringify,
  toMdastHandlers,
  unified,
} from '../vendor/sanitizePackages.js';
import type { VFile } from 'vfile';
import { PACKAGE_TEXT_SCHEMA } from './packageTextSchema.js';

const isWebUrl = (url: unknown) => typeof url === 'string' && /^https?:\/\//i.test(url);

/**
 * Back to markdown, what sanitising left empty goes: a link whose URL it took is its text, an
 * image with no URL or a relative one (a path in the package names no file of the site) nothing.
 */
const toMarkdownHandlers = {
  a: (state: State, node: Element) => (typeof node.properties.href === 'string' ? toMdastHandlers.a(state, node) : state.all(node)),
  img: (state: State, node: Element) => (isWebUrl(node.properties.src) ? toMdastHandlers.img(state, node) : undefined),
};

/** rehype-raw where the text has raw HTML: re-parsing a tree without any (most JSDoc) is a third of the work, for nothing. */
function rawWhenPresent() {
  const raw = rehypeRaw();
  const hasRaw = (node: Nodes): boolean => node.type === 'raw' || ('children' in node && node.children.some(hasRaw));
  return (tree: Root, file: VFile): Root => (hasRaw(tree) ? raw(tree, file) : tree);
}

function createProcessor() {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rawWhenPresent)
      .use(rehypeSanitize, PACKAGE_TEXT_SCHEMA)
      .use(rehypeRemark, { handlers: toMarkdownHandlers })
      .use(remarkGfm)
      // A line break as `<br>`, which a table cell (where API text goes) keeps; markdown's `\` + newline it cannot.
      // Lists as JSDoc writes them (`- item`).
      .use(remarkStringify, { bullet: '-', handlers: { break: () => '<br>' } })
      .freeze()
  );
}

let processor: ReturnType<typeof createProcessor> | undefined;
/** Results by text: a library repeats its JSDoc (every component's `classes`, `sx`, `className`). */
const done = new Map<string, string>();

/**
 * JSDoc markdown from a package or a source, made safe to render: its raw HTML parsed, the tree
 * sanitised (`PACKAGE_TEXT_SCHEMA`), and written back as markdown, which escapes whatever would
 * be markup again (`<script>` left as text is `\<script>`). What the API page, its twin,
 * `api.json` and the search index get; the markdown keeps the formatting the schema keeps.
 */
export function packageText(markdown: string): string {
  if (markdown.trim() === '') return '';
  let safe = done.get(markdown);
  if (safe === undefined) {
    processor ??= createProcessor();
    safe = String(processor.processSync(markdown)).trim();
    done.set(markdown, safe);
  }
  return safe;
}
