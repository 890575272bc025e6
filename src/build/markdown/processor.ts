import type { Root as HastRoot } from 'hast';
import type { PluggableList } from 'unified';
import { rehypeStringify, remarkParse, remarkRehype, unified, VFile } from '../vendor/markdownPackages.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { limitDiagnostic, renderFailure } from './limits.js';
import { useLinearEditMap } from './linearEditMap.js';
import { MISSING_TITLE_MESSAGE } from './rules.js';
import { rehypeAssets } from './plugins/rehype-assets.js';
import { codeToHast } from './plugins/code-to-hast.js';
import { rehypeCollectIds } from './plugins/rehype-collect-ids.js';
import { rehypeDropComments } from './plugins/rehype-drop-comments.js';
import { rehypeHighlightCode } from './plugins/rehype-highlight-code.js';
import { rehypeHtmlDescription } from './plugins/rehype-html-description.js';
import { rehypeLinks } from './plugins/rehype-links.js';
import { rehypeRawWhenNeeded, type RawOptions } from './plugins/rehype-raw-when-needed.js';
import { remarkCapitalisedTags } from './plugins/remark-capitalised-tags.js';
import { remarkCallouts } from './plugins/remark-callouts.js';
import { remarkCodeblockTabs } from './plugins/remark-codeblock-tabs.js';
import { remarkContainerDirectives } from './plugins/remark-container-directives.js';
import { remarkDirectiveSlots } from './plugins/remark-directive-slots.js';
import { remarkEmoji } from './plugins/remark-emoji.js';
import { remarkDropHtmlComments } from './plugins/remark-drop-html-comments.js';
import { remarkFirstParagraph } from './plugins/remark-first-paragraph.js';
import { remarkGfmGuarded } from './plugins/remark-gfm-guarded.js';
import { remarkHeadings } from './plugins/remark-headings.js';
import { remarkTwinEdits } from './plugins/remark-twin-edits.js';
import { createPageState, fileDiagnostics } from './state.js';
import { fillSlots, SLOT_TYPE, type Slot } from './slot.js';
import type { MarkdownInput, MarkdownResult, ParsedMarkdown } from './types.js';

export interface ProcessorOptions {
  raw?: RawOptions;
  /** The site's remark plugins (config `markdown`), run after docsgen's own on the markdown tree. */
  remarkPlugins?: PluggableList;
  /** The site's rehype plugins, run after docsgen's own on the HTML tree (demos and components still slots). */
  rehypePlugins?: PluggableList;
}

/** Builds the markdown → HTML pipeline. The build uses the one instance below; this is for tests. */
export function createMarkdownProcessor(options: ProcessorOptions = {}) {
  useLinearEditMap();
  return unified()
    .use(remarkParse)
    .use(remarkGfmGuarded)
    .use(remarkContainerDirectives)
    .use(remarkTwinEdits)
    .use(remarkDropHtmlComments)
    .use(remarkCapitalisedTags)
    .use(remarkCodeblockTabs)
    .use(remarkCallouts)
    .use(remarkDirectiveSlots)
    .use(remarkEmoji)
    .use(remarkHeadings)
    .use(remarkFirstParagraph)
    .use(options.remarkPlugins ?? [])
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { code: codeToHast, [SLOT_TYPE]: slotToHast } })
    .use(rehypeRawWhenNeeded, options.raw)
    .use(rehypeDropComments)
    .use(rehypeAssets)
    .use(rehypeLinks)
    .use(rehypeCollectIds)
    .use(rehypeHtmlDescription)
    .use(rehypeHighlightCode)
    .use(options.rehypePlugins ?? [])
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze();
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;

/** The one markdown → HTML processor, built once at module load and shared by every page. */
export const markdownProcessor: MarkdownProcessor = createMarkdownProcessor();

function frontMatterString(frontMatter: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = frontMatter[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A slot goes into the hast tree as it is (rehype-raw passes it through, pages fill it). */
function slotToHast(_state: unknown, node: Slot): Slot {
  return { type: SLOT_TYPE, kind: node.kind, index: node.index, ...(node.position ? { position: node.position } : {}) };
}

/**
 * Renders the body of one page to HTML and collects what the rest of the build needs from it;
 * `fillSlot` gives the HTML of each demo and component (default: none). Pages are finished on
 * the tree instead (`parseMarkdown`, then `finishMarkdown`); this is for tests and benchmarks.
 */
export function renderMarkdown(input: MarkdownInput, fillSlot: (slot: Slot) => string = () => ''): MarkdownResult {
  return renderMarkdownWith(markdownProcessor, input, fillSlot);
}

/** `renderMarkdown` with another processor from `createMarkdownProcessor` (tests, benchmarks). */
export function renderMarkdownWith(processor: MarkdownProcessor, input: MarkdownInput, fillSlot: (slot: Slot) => string = () => ''): MarkdownResult {
  const { tree, ...parsed } = parseMarkdownWith(processor, input);
  const finished = finishMarkdown(tree, input.file, (root) => fillSlots(root, fillSlot));
  return { ...parsed, html: finished.html, diagnostics: [...parsed.diagnostics, ...finished.diagnostics] };
}

/**
 * Parses and transforms the body of one page: its hast tree (demos and components as slots) and
 * what it collects; with the site's processor when it has plugins (`configuredProcessor`).
 */
export function parseMarkdown(input: MarkdownInput, processor: MarkdownProcessor = markdownProcessor): ParsedMarkdown {
  return parseMarkdownWith(processor, input);
}

/**
 * The HTML of a page's tree, once `finish` has put in it what the markdown leaves out (every slot
 * filled: a slot left is an error). Like parsing, a crash of the tree's libraries (a tree too
 * deep for the stack) is the page's diagnostic, never the build's: the page is then empty.
 */
export function finishMarkdown(tree: HastRoot, file: string, finish: (tree: HastRoot) => void): { html: string; diagnostics: Diagnostic[] } {
  try {
    finish(tree);
    // Every processor's compiler is the same (options change only how raw HTML is parsed).
    return { html: markdownProcessor.stringify(tree), diagnostics: [] };
  } catch (cause) {
    return { html: '', diagnostics: [renderFailure(cause, file)] };
  }
}

function parseMarkdownWith(processor: MarkdownProcessor, input: MarkdownInput): ParsedMarkdown {
  const pastLimit = limitDiagnostic(input.body, input.file, input.lineOffset);
  if (pastLimit) return notRendered(input, pastLimit);
  const state = createPageState(input);
  const file = new VFile({ value: input.body, data: { docsgen: state } });
  let tree: HastRoot;
  try {
    tree = processor.runSync(processor.parse(file), file);
  } catch (cause) {
    return notRendered(input, renderFailure(cause, input.file));
  }

  const diagnostics = fileDiagnostics(file, state);
  const title = frontMatterString(input.frontMatter, 'title') ?? (state.firstH1 || undefined);
  if (title === undefined) diagnostics.push(error('missing-title', MISSING_TITLE_MESSAGE, { file: input.file, line: 1 }));
  const description = frontMatterString(input.frontMatter, 'description') ?? (state.htmlDescription || undefined) ?? state.firstParagraph;

  return {
    tree,
    title,
    description,
    headings: state.headings,
    ids: [...new Set([...state.headings.map((heading) => heading.id), ...state.otherIds])],
    links: state.links,
    demos: state.demos,
    components: state.components,
    assets: [...new Set(state.assets)],
    diagnostics,
    twin: { edits: state.twinEdits, hasH1: state.firstH1 !== undefined },
  };
}

/** The result of a page that could not be rendered: its one problem, nothing else (no follow-on errors). */
function notRendered(input: MarkdownInput, problem: Diagnostic): ParsedMarkdown {
  return {
    tree: { type: 'root', children: [] },
    title: frontMatterString(input.frontMatter, 'title') ?? '',
    description: frontMatterString(input.frontMatter, 'description'),
    headings: [],
    ids: [],
    links: [],
    demos: [],
    components: [],
    assets: [],
    diagnostics: [problem],
    twin: { edits: [], hasH1: false },
  };
}
