import type { Root as HastRoot } from 'hast';
import type { AssetPlaces } from '../assets/pageAssets.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { ExternalRoute } from '../util/externalRoutes.js';
import type { TwinEdit } from './twinEdits.js';

export interface MarkdownInput {
  /** Markdown source with the front matter already removed. */
  body: string;
  /** Parsed front matter (title, description, …). */
  frontMatter: Readonly<Record<string, unknown>>;
  /** Path of the page relative to the site root, for diagnostics. */
  file: string;
  /** Number of lines the front matter took, so positions are reported as lines of the file. */
  lineOffset: number;
  /** Route of this page, e.g. `/material-ui/getting-started/`. */
  route: string;
  /** URL path the site is served under (default `/`): prefixed to absolute internal links in the output. */
  base?: string;
  /** Routes another build serves: links into one with a `url` are written at that URL. */
  externals?: readonly ExternalRoute[];
  /** The git ref GitHub links written `/blob/-/` or `/tree/-/` are pinned to (none: left as written; see githubLinks.ts). */
  githubRef?: string;
  /** Where the page's images and linked files are read from (none: left as written). */
  assetPlaces?: AssetPlaces;
  /**
   * Maps a link target to the route of the page it names, or undefined when it names no page.
   * Receives `.md` paths (relative to this page's file or absolute from the content folder).
   */
  resolveMarkdownLink(target: string): string | undefined;
}

export interface Heading {
  depth: 2 | 3;
  id: string;
  /** Plain text of the heading. */
  text: string;
}

export interface LinkRef {
  /** The link's target in route space: after `.md` rewriting, without the base path. */
  href: string;
  line: number;
  column: number;
  /** Where the link is written when that is not the page's file (an API page's JSDoc link: its component's source). */
  file?: string;
}

export interface DemoRef {
  /** File name as written, e.g. `BasicButtons.js`. */
  name: string;
  options: Record<string, unknown>;
  line: number;
}

export interface ComponentRef {
  name: string;
  line: number;
}

/** What a page's markdown comes to: its hast tree, to be finished (demos, components, title, ad) and stringified once, and what it collects. */
export interface ParsedMarkdown extends PageCollected {
  /** Demos and components are slots in it (see slot.ts). */
  tree: HastRoot;
  /** What the page's Markdown twin changes in the body, and whether the body has its own `# ` title. */
  twin: { edits: TwinEdit[]; hasH1: boolean };
}

/** A page rendered straight to HTML (tests, benchmarks: see `renderMarkdown`). */
export interface MarkdownResult extends PageCollected {
  html: string;
}

export interface PageCollected {
  title: string | undefined;
  description: string | undefined;
  headings: Heading[];
  /** Every id in the page (headings and raw HTML ids), for `#anchor` checks. */
  ids: string[];
  links: LinkRef[];
  demos: DemoRef[];
  components: ComponentRef[];
  /** Files the page references (images, file links), from the site root. */
  assets: string[];
  diagnostics: Diagnostic[];
}
