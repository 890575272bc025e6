import { rehypeStringify, remarkParse, remarkRehype, unified, VFile } from '../vendor/markdownPackages.js';
import { error, type Diagnostic } from '../diagnostics.js';
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
import { remarkCallouts } from './plugins/remark-callouts.js';
import { remarkCodeblockTabs } from './plugins/remark-codeblock-tabs.js';
import { remarkContainerDirectives } from './plugins/remark-container-directives.js';
import { remarkDemoPlaceholders } from './plugins/remark-demo-placeholders.js';
import { remarkEmoji } from './plugins/remark-emoji.js';
import { remarkDropHtmlComments } from './plugins/remark-drop-html-comments.js';
import { remarkFirstParagraph } from './plugins/remark-first-paragraph.js';
import { remarkGfmGuarded } from './plugins/remark-gfm-guarded.js';
import { remarkHeadings } from './plugins/remark-headings.js';
import { createPageState } from './state.js';
import type { MarkdownInput, MarkdownResult } from './types.js';

export interface ProcessorOptions {
  raw?: RawOptions;
}

/** Builds the markdown → HTML pipeline. The build uses the one instance below; this is for tests. */
export function createMarkdownProcessor(options: ProcessorOptions = {}) {
  useLinearEditMap();
  return unified()
    .use(remarkParse)
    .use(remarkGfmGuarded)
    .use(remarkContainerDirectives)
    .use(remarkDropHtmlComments)
    .use(remarkCodeblockTabs)
    .use(remarkCallouts)
    .use(remarkDemoPlaceholders)
    .use(remarkEmoji)
    .use(remarkHeadings)
    .use(remarkFirstParagraph)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { code: codeToHast } })
    .use(rehypeRawWhenNeeded, options.raw)
    .use(rehypeDropComments)
    .use(rehypeAssets)
    .use(rehypeLinks)
    .use(rehypeCollectIds)
    .use(rehypeHtmlDescription)
    .use(rehypeHighlightCode)
    .use(rehypeStringify)
    .freeze();
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;

/** The one markdown → HTML processor, built once at module load and shared by every page. */
export const markdownProcessor: MarkdownProcessor = createMarkdownProcessor();

function frontMatterString(frontMatter: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = frontMatter[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Renders the body of one page to HTML and collects what the rest of the build needs from it. */
export function renderMarkdown(input: MarkdownInput): MarkdownResult {
  return renderMarkdownWith(markdownProcessor, input);
}

/** `renderMarkdown` with another processor from `createMarkdownProcessor` (tests, benchmarks). */
export function renderMarkdownWith(processor: MarkdownProcessor, input: MarkdownInput): MarkdownResult {
  const pastLimit = limitDiagnostic(input.body, input.file, input.lineOffset);
  if (pastLimit) return notRendered(input, pastLimit);
  const state = createPageState(input);
  const file = new VFile({ value: input.body, data: { docsgen: state } });
  let html: string;
  try {
    const tree = processor.runSync(processor.parse(file), file);
    html = processor.stringify(tree, file);
  } catch (cause) {
    return notRendered(input, renderFailure(cause, input.file));
  }

  const title = frontMatterString(input.frontMatter, 'title') ?? (state.firstH1 || undefined);
  if (title === undefined) {
    state.diagnostics.push(
      error('missing-title', MISSING_TITLE_MESSAGE, {
        file: input.file,
        line: 1,
      }),
    );
  }
  const description =
    frontMatterString(input.frontMatter, 'description') ??
    (state.htmlDescription || undefined) ??
    state.firstParagraph;

  return {
    html,
    title,
    description,
    headings: state.headings,
    ids: [...new Set([...state.headings.map((heading) => heading.id), ...state.otherIds])],
    links: state.links,
    demos: state.demos,
    components: state.components,
    assets: [...new Set(state.assets)],
    diagnostics: state.diagnostics,
  };
}

/** The result of a page that could not be rendered: its one problem, nothing else (no follow-on errors). */
function notRendered(input: MarkdownInput, problem: Diagnostic): MarkdownResult {
  return {
    html: '',
    title: frontMatterString(input.frontMatter, 'title') ?? '',
    description: frontMatterString(input.frontMatter, 'description'),
    headings: [],
    ids: [],
    links: [],
    demos: [],
    components: [],
    assets: [],
    diagnostics: [problem],
  };
}
