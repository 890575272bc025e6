import { createHash } from 'node:crypto';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoBlock, type DemoBlockOptions, type DemoBlockSource } from '../../runtime/components/DemoBlock.js';
import type { DemoRef } from '../markdown/types.js';
import type { ShellLabels } from '../util/labels.js';
import type { DemoIndex } from './demoIndex.js';
import type { DemoSources } from './demoSources.js';
import { IFRAME_EMOTION_KEY } from '../../runtime/demoHost/demoState.js';
import { highlightedCodeHtml } from './highlightCode.js';
import type { DemoFailure } from './demoFailure.js';
import type { ServerDemos } from './serverDemos.js';
import { codeDependencies, demoDependencies } from './demoDependencies.js';
import fs from 'node:fs';
import { escapeHtml } from '../util/html.js';
import { demoCssModules, demoStyleFiles } from './demoStyleFiles.js';
import type { DemoStyleFiles } from '../../runtime/demoTools/sandboxProject.js';

/**
 * A rendered block: its HTML, the style tags its page needs, the global style tags of its demo
 * provider (one a style: the page puts each once, however many of its demos the provider wraps), and
 * the stylesheets its module imports (URLs, in order); `failure` when the server could not render the
 * demo and the block leaves it to the browser (kind `server-render`).
 */
export type DemoBlockResult =
  | { ok: true; html: string; styleTags: string; globalStyleTags: readonly string[]; stylesheets: readonly string[]; failure?: Omit<DemoFailure, 'ok'> }
  | { ok: false; failure?: Omit<DemoFailure, 'ok'> };

/** The element id of a demo, from its name (`demos/Counter.js` → `demo-Counter`); `taken` makes it unique on its page. */
export function demoAnchor(name: string, taken: Set<string>): string {
  const base = `demo-${path
    .basename(name)
    .replace(/\.(js|jsx|ts|tsx)$/, '')
    .replace(/[^\w-]/g, '-')}`;
  let anchor = base;
  for (let count = 2; taken.has(anchor); count++) anchor = `${base}-${count}`;
  taken.add(anchor);
  return anchor;
}

/** `<link rel="stylesheet">` tags of `hrefs`, in order. */
export const stylesheetLinks = (hrefs: readonly string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');

/** Each demo is its own React root: a prefix from its id keeps their generated ids (useId) apart. */
export const demoIdPrefix = (id: string) => `d${createHash('sha256').update(id).digest('hex').slice(0, 6)}-`;

const languageOf = (file: string) => (/\.tsx?$/.test(file) ? 'tsx' : 'jsx');

/** The options a `{{"demo"}}` may carry, from its JSON (anything else is ignored). */
function demoOptions(options: Record<string, unknown>): DemoBlockOptions {
  const result: DemoBlockOptions = {};
  if (typeof options.bg === 'boolean' || typeof options.bg === 'string') result.bg = options.bg;
  if (options.hideToolbar === true) result.hideToolbar = true;
  if (options.defaultCodeOpen === true) result.defaultCodeOpen = true;
  if (options.iframe === true) result.iframe = true;
  if (typeof options.maxWidth === 'number' || typeof options.maxWidth === 'string') result.maxWidth = options.maxWidth;
  if (typeof options.height === 'number' || typeof options.height === 'string') result.height = options.height;
  return result;
}

/** The highlighted excerpts of a demo: TypeScript's (else JavaScript's), and JavaScript's beside it when it differs. */
function excerpts({ previews }: DemoSources): { excerptHtml?: string; excerptHtmlJs?: string } {
  if (previews?.TS === undefined) return previews?.JS !== undefined ? { excerptHtml: highlightedCodeHtml(previews.JS, 'jsx') } : {};
  const excerptHtml = highlightedCodeHtml(previews.TS, 'tsx');
  return previews.JS !== undefined && previews.JS !== previews.TS ? { excerptHtml, excerptHtmlJs: highlightedCodeHtml(previews.JS, 'jsx') } : { excerptHtml };
}

/** Live demo blocks: the server-rendered component with its highlighted sources (highlighted once per demo). */
export class DemoBlocks {
  private readonly highlighted = new Map<
    string,
    {
      sources: DemoBlockSource[];
      excerptHtml?: string;
      excerptHtmlJs?: string;
      dependencies: Record<string, string>;
      styleFiles?: DemoStyleFiles;
      cssModules?: Record<string, Record<string, string>>;
    }
  >();

  constructor(
    private readonly index: DemoIndex,
    private readonly serverDemos: ServerDemos,
    private readonly labels: ShellLabels,
    /** The site stylesheet (fonts) for demos shown in an iframe. */
    private readonly stylesheetHref: string,
    /** First in an iframe demo's head: the page's colour scheme on the frame's <html>, before it paints. */
    private readonly frameColorSchemeScript: string,
    /** The URLs of the stylesheets a demo module imports, in order (see RuntimeBundle.styles). */
    private readonly stylesheetsOf: (file: string) => readonly string[],
    /** "View source": the link to a demo's file (relative to the site root, `/`-separated), when config `editUrl` is set. */
    private readonly sourceHrefOf?: (file: string) => string,
  ) {}

  private readonly providerPackages = new Map<string, Record<string, string>>();

  private providerDependencies(provider: string, from: string): Record<string, string> {
    const key = `${provider}\n${from}`;
    let found = this.providerPackages.get(key);
    if (!found) {
      let code = '';
      try {
        code = fs.readFileSync(path.resolve(this.index.root, provider), 'utf8');
      } catch {
        // Checked with the config: a provider that went missing since fails the demo's render first.
      }
      this.providerPackages.set(key, (found = codeDependencies([code], from)));
    }
    return found;
  }

  private code(demo: DemoSources) {
    let code = this.highlighted.get(demo.id);
    if (!code) {
      code = {
        sources: demo.sources.map((source) => ({
          variant: source.variant,
          styling: source.styling,
          html: highlightedCodeHtml(source.code, languageOf(source.file)),
        })),
        ...excerpts(demo),
        dependencies: demoDependencies(demo),
      };
      const styleFiles = demoStyleFiles(demo, this.index.root);
      if (styleFiles) code.styleFiles = styleFiles;
      const cssModules = demoCssModules(demo, this.index.root);
      if (cssModules) code.cssModules = cssModules;
      this.highlighted.set(demo.id, code);
    }
    return code;
  }

  /**
   * A missing demo has no reason here (it is reported once, by the demo check). `provider`: the demo
   * provider of the page's product (config `demoProvider`), relative to the site root.
   */
  async render(pageFile: string, ref: DemoRef, route?: string, anchor = demoAnchor(ref.name, new Set()), provider?: string): Promise<DemoBlockResult> {
    const demo = this.index.find(pageFile, ref.name);
    if (!demo) return { ok: false };
    const [styling, file] = Object.entries(demo.modules)[0] as [DemoBlockSource['styling'], string];
    const options = demoOptions(ref.options);
    const idPrefix = demoIdPrefix(demo.id);
    const rendered = await this.serverDemos.render(file, idPrefix, options.iframe ? IFRAME_EMOTION_KEY : undefined, route, provider);
    const failure = rendered.ok ? undefined : { kind: rendered.kind, reason: rendered.reason, ...(rendered.place ? { place: rendered.place } : {}) };
    if (failure && failure.kind !== 'server-render') return { ok: false, failure };
    // One the server cannot render: an empty root (the preview keeps a configured height), rendered in the browser.
    const { html, styleTags, globalStyleTags } = rendered.ok ? rendered.rendered : { html: '', styleTags: '', globalStyleTags: '' };
    // The provider's stylesheets first: it wraps the demo, and the demo's own may override them.
    const providerFile = provider === undefined ? undefined : path.resolve(this.index.root, provider);
    const stylesheets = [...new Set([...(providerFile ? this.stylesheetsOf(providerFile) : []), ...this.stylesheetsOf(file)])];
    // An iframe demo is a document of its own: its styles, global ones and its stylesheets included, stay inside it.
    const frameDocument = options.iframe
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8">${this.frameColorSchemeScript}<link rel="stylesheet" href="${this.stylesheetHref}">${stylesheetLinks(stylesheets)}${globalStyleTags}${styleTags}</head><body><div id="root">${html}</div></body></html>`
      : undefined;
    const { sources, excerptHtml, excerptHtmlJs, dependencies: own, styleFiles, cssModules } = this.code(demo);
    // A project made from the demo includes its provider: the packages the provider imports too, as found from the demo's folder.
    const dependencies = provider === undefined ? own : { ...this.providerDependencies(provider, path.dirname(file)), ...own };
    const block = renderToStaticMarkup(
      createElement(DemoBlock, {
        id: demo.id,
        anchor,
        dependencies,
        ...(styleFiles ? { styleFiles } : {}),
        ...(cssModules ? { cssModules } : {}),
        ...(this.sourceHrefOf ? { sourceHref: this.sourceHrefOf(path.relative(this.index.root, file).split(path.sep).join('/')) } : {}),
        idPrefix,
        ...(provider !== undefined ? { provider } : {}),
        // What the server rendered depends on the reader's settings: it hydrates as soon as they differ from the defaults.
        ...(provider !== undefined || !this.serverDemos.themeFollowsPage(file) ? { followsSettings: true } : {}),
        previewHtml: html,
        ...(failure ? { clientOnly: true } : {}),
        ...(frameDocument ? { frameDocument } : {}),
        styling,
        sources,
        ...(excerptHtml ? { excerptHtml } : {}),
        ...(excerptHtmlJs ? { excerptHtmlJs } : {}),
        options,
        labels: this.labels.demo,
      }),
    );
    return {
      ok: true,
      html: block,
      styleTags: options.iframe ? '' : styleTags,
      globalStyleTags: options.iframe || !rendered.ok ? [] : rendered.providerStyleTags,
      stylesheets: options.iframe ? [] : stylesheets,
      ...(failure ? { failure } : {}),
    };
  }
}
