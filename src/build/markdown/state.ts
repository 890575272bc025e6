import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { diagnostic, type Diagnostic } from '../util/diagnostics.js';
import type { AssetPlaces } from '../assets/pageAssets.js';
import type { ComponentRef, DemoRef, Heading, LinkRef, MarkdownInput } from './types.js';
import type { TwinEdit } from './twinEdits.js';
import type { ExternalRoute } from '../util/externalRoutes.js';

/** What the plugins need to know about the page, and what they collect while processing it. */
export interface PageState {
  file: string;
  lineOffset: number;
  frontMatter: Readonly<Record<string, unknown>>;
  resolveMarkdownLink: (target: string) => string | undefined;
  base: string;
  /** Routes another build serves (see MarkdownInput). */
  externals: readonly ExternalRoute[];
  /** What `/blob/-/` GitHub links are pinned to (see githubLinks.ts); undefined: left as written. */
  githubRef: string | undefined;
  /** Where referenced files are read from; without it images and file links are left as written. */
  assetPlaces: AssetPlaces | undefined;

  /** Text of the first `# ` heading. */
  firstH1: string | undefined;
  /** Plain text of the first top-level paragraph (whitespace collapsed). */
  firstParagraph: string | undefined;
  /** Text of the first `<p class="description">` in raw HTML. */
  htmlDescription: string | undefined;
  headings: Heading[];
  /** Heading ids handed out so far, with their repeat count (see `headingId`). */
  seenHeadingIds: Map<string, number>;
  /** `id` and `name` attributes other than heading ids (raw HTML, GFM footnotes). */
  otherIds: string[];
  links: LinkRef[];
  demos: DemoRef[];
  components: ComponentRef[];
  /** Files the page references (images, file links), from the site root: copied by the build. */
  assets: string[];
  /** True once rehype-raw has re-parsed the tree (so raw HTML elements and comments may exist). */
  rawParsed: boolean;
  /** What the page's Markdown twin changes in its source (remark-twin-edits). */
  twinEdits: TwinEdit[];
}

declare module 'vfile' {
  interface DataMap {
    docsgen: PageState;
  }
}

const noResolve = (): undefined => undefined;

export function createPageState(input: Partial<MarkdownInput> = {}): PageState {
  return {
    file: input.file ?? '',
    lineOffset: input.lineOffset ?? 0,
    frontMatter: input.frontMatter ?? {},
    resolveMarkdownLink: input.resolveMarkdownLink ?? noResolve,
    base: input.base ?? '/',
    externals: input.externals ?? [],
    githubRef: input.githubRef,
    assetPlaces: input.assetPlaces,
    firstH1: undefined,
    firstParagraph: undefined,
    htmlDescription: undefined,
    headings: [],
    seenHeadingIds: new Map(),
    otherIds: [],
    links: [],
    demos: [],
    components: [],
    assets: [],
    rawParsed: false,
    twinEdits: [],
  };
}

/** The page state of a file; created empty when a plugin runs on a bare file (as in plugin tests). */
export function pageState(file: VFile): PageState {
  return (file.data.docsgen ??= createPageState());
}

interface Positioned {
  position?: Position | undefined;
}

/** Line and column of a node in the FILE (front matter lines included). */
export function fileLine(state: PageState, node: Positioned): { line: number; column: number } {
  const start = node.position?.start;
  if (!start) return { line: 0, column: 0 };
  return { line: start.line + state.lineOffset, column: start.column };
}

/**
 * Plugins report problems as the file's messages (unified's one channel: place, rule id, and
 * `fatal` for an error); `fileDiagnostics` turns them into the page's diagnostics.
 */
export function reportError(file: VFile, code: string, message: string, node: Positioned): void {
  file.message(message, { place: node.position, ruleId: code, source: 'docsgen' }).fatal = true;
}

export function reportWarning(file: VFile, code: string, message: string, node: Positioned): void {
  file.message(message, { place: node.position, ruleId: code, source: 'docsgen' }).fatal = false;
}

/** The file's messages as diagnostics, placed in the page's file (front matter lines included). */
export function fileDiagnostics(file: VFile, state: PageState): Diagnostic[] {
  return file.messages.map((message) =>
    diagnostic(message.fatal ? 'error' : 'warning', message.ruleId ?? 'markdown', message.reason, {
      file: state.file,
      ...(message.line === undefined ? { line: 0, column: 0 } : { line: message.line + state.lineOffset, column: message.column ?? 1 }),
    }),
  );
}
