import fs from 'node:fs';
import path from 'node:path';
import { createSiteRenderer, type SiteRenderer } from '../render/siteRenderer.js';
import { RuntimeBundler } from '../bundle/runtime.js';
import { loadConfig } from '../config/load.js';
import { hasErrors, sortDiagnostics, warning, type Diagnostic } from '../diagnostics.js';
import { OutputWriter } from '../emit/outputWriter.js';
import { checkLinks, type PageLinks } from '../links/checkLinks.js';
import { relativeFile } from '../site/files.js';
import { loadSite, type SiteModel } from '../site/loadSite.js';
import { extractSiteApi } from '../api/extractSiteApi.js';
import { withApiNav } from '../api/apiSite.js';
import { pageRoute, readPage, type SourcePage } from '../site/readPages.js';
import { productFromRoute } from '../site/products.js';
import { ServerDemos } from '../demos/serverDemos.js';
import { loadManifest } from '../manifest/load.js';
import { checkNavigation } from '../site/loadSite.js';
import { withBase } from '../site/routes.js';
import { searchEnabled } from '../search/enabled.js';
import type { FinishedPage } from '../search/indexPart.js';
import { leavesRoot } from '../site/files.js';

/** A loaded site and its renderer: the dev server's state between changes. */
interface Loaded {
  site: SiteModel;
  renderer: SiteRenderer;
  byRoute: Map<string, SourcePage>;
  html: Map<string, string>;
  /** Every page's links and ids, so an edit re-checks the links of the whole site at once. */
  links: Map<string, PageLinks>;
  /** Routes of pages whose file is a symbolic link out of the site: never rendered or served. */
  outside: Set<string>;
}

/** What a change came to; `warnings` are worth a line in the terminal but keep the change. */
export type ChangeOutcome = { ok: true; warnings?: Diagnostic[] } | { ok: false; problems: Diagnostic[] };

/**
 * The site as the dev server holds it: loaded once, pages rendered when asked and kept, and on a
 * change only what it touches redone — an edited page is re-read and re-rendered alone; an edited
 * manifest remakes its product's navigation; anything else (a page added or removed, the config,
 * a demo, a translation) reloads the site, keeping the demo modules and runtime bundle it can. A change that
 * does not build keeps the last good state, so the reader keeps a working page.
 */
export class DevSite {
  private loaded: Loaded | undefined;
  private readonly bundler = new RuntimeBundler();
  /** Demo modules loaded for server rendering, kept while the theme and limits stay the same. */
  private demos: { theme: string; serverDemos: ServerDemos } | undefined;
  /** How many pages were rendered since the server started (tells tests what a change redid). */
  pagesRendered = 0;

  constructor(
    readonly root: string,
    /** Where the assets go (and are served from). */
    readonly outDir: string,
  ) {}

  /**
   * Loads everything; checks every page and link, as a build does. `changedFiles` (absolute) are
   * what changed since the last load: the demo modules built from them are loaded again, the
   * others kept.
   */
  async reload(changedFiles: readonly string[] = []): Promise<ChangeOutcome> {
    const loadedConfig = await loadConfig(this.root);
    if (!loadedConfig.config) return { ok: false, problems: loadedConfig.diagnostics };
    const configFile = relativeFile(this.root, loadedConfig.file ?? this.root);
    // The API reference is extracted on each full reload (from its cache while its files are unchanged).
    const api = await extractSiteApi(this.root, loadedConfig.config, configFile, loadedConfig.file, { cache: true });
    if (hasErrors(api.diagnostics)) return { ok: false, problems: errorsOf(api.diagnostics) };
    const site = await loadSite(this.root, loadedConfig.config, { configFile, api: api.sources });
    const diagnostics = [...api.diagnostics, ...site.diagnostics];
    // Assets are content-hashed: new ones go beside the old, which the last good pages still use.
    const renderer = await createSiteRenderer(site, new OutputWriter(this.outDir), diagnostics, {
      bundler: this.bundler,
      serverDemos: this.serverDemosFor(site, changedFiles),
    });
    const html = new Map<string, string>();
    const links = new Map<string, PageLinks>();
    const outside = new Set<string>();
    const warnings: Diagnostic[] = [];
    for (const page of site.pages) {
      if (leavesRoot(this.root, path.join(site.contentDir, page.contentPath))) {
        outside.add(page.route);
        const file = relativeFile(this.root, path.join(site.contentDir, page.contentPath));
        warnings.push(warning('page-outside-site', `${file} is a symbolic link to a file outside the site: it is not served`, { file }));
        continue;
      }
      const rendered = await this.render(renderer, page);
      diagnostics.push(...rendered.diagnostics);
      links.set(page.route, rendered.links);
      html.set(page.route, rendered.html);
    }
    diagnostics.push(...checkLinks([...links.values()], site.routes, site.config.onBrokenLinks));
    if (hasErrors(diagnostics) && this.loaded) return { ok: false, problems: errorsOf(diagnostics) };
    this.loaded = { site, renderer, byRoute: new Map(site.pages.map((page) => [page.route, page])), html, links, outside };
    if (hasErrors(diagnostics)) return { ok: false, problems: errorsOf(diagnostics) };
    return warnings.length > 0 ? { ok: true, warnings } : { ok: true };
  }

  /**
   * A markdown page was edited: re-read and re-render it alone, when its route stays the same.
   * Returns undefined when the change needs a full reload instead.
   */
  async pageChanged(file: string): Promise<ChangeOutcome | undefined> {
    const loaded = this.loaded;
    if (!loaded) return undefined;
    const contentPath = path.relative(loaded.site.contentDir, file).split(path.sep).join('/');
    const previous = loaded.site.pages.find((page) => page.contentPath === contentPath);
    // A page turned into a link out of the site goes through the reload, which leaves it out.
    if (!previous || !fs.existsSync(file) || loaded.outside.has(previous.route) || leavesRoot(this.root, file)) return undefined;
    const read = readPage(this.root, loaded.site.contentDir, contentPath);
    if (!read.page) return { ok: false, problems: read.diagnostics };
    const routed = pageRoute(read.page);
    if ('problem' in routed) return { ok: false, problems: [routed.problem] };
    const { route } = routed;
    if (route !== previous.route) return undefined;
    const page: SourcePage = { ...read.page, route, ...productFromRoute(route, loaded.site.config.products) };
    const rendered = await this.render(loaded.renderer, page);
    if (hasErrors(rendered.diagnostics)) return { ok: false, problems: errorsOf(rendered.diagnostics) };
    loaded.site.pages[loaded.site.pages.indexOf(previous)] = page;
    loaded.byRoute.set(route, page);
    loaded.html.set(route, rendered.html);
    loaded.links.set(route, rendered.links);
    // Other pages may link to this one's headings: the links of the whole site are checked again.
    const broken = checkLinks([...loaded.links.values()], loaded.site.routes, loaded.site.config.onBrokenLinks);
    return hasErrors(broken) ? { ok: false, problems: errorsOf(broken) } : { ok: true };
  }

  /**
   * A manifest was edited: load it again and make the headers and side navigation again; the
   * pages of the products that use it render again when next asked for, the others are kept
   * (all of them when a product's first page moved: every header links to it). Returns
   * undefined when the file is not a manifest of the site, or the change needs a full reload.
   */
  async manifestChanged(file: string): Promise<ChangeOutcome | undefined> {
    const loaded = this.loaded;
    if (!loaded) return undefined;
    const { site } = loaded;
    const manifestPath = [...site.manifests.keys()].find((candidate) => path.resolve(this.root, candidate) === file);
    if (!manifestPath || !fs.existsSync(file)) return undefined;
    const result = await loadManifest(this.root, manifestPath, site.config.limits.evaluateMs);
    if (!result.manifest) return { ok: false, problems: errorsOf(result.diagnostics) };
    // With the API pages' nav group again, as loadSite adds it.
    const manifests = withApiNav(new Map(site.manifests).set(manifestPath, result.manifest), site.config, site.api, site.pages.filter((page) => page.generated === 'api'));
    const problems = errorsOf([...result.diagnostics, ...checkNavigation(site, manifests)]);
    if (problems.length > 0) return { ok: false, problems };
    const affects = loaded.renderer.replaceManifests(manifests);
    loaded.site = { ...site, manifests };
    for (const page of site.pages) if (affects(page)) loaded.html.delete(page.route);
    return { ok: true };
  }

  /** Every page, rendered when not yet, for the search index; undefined when the site has no search. */
  searchPages(): AsyncIterable<FinishedPage> | undefined {
    const loaded = this.loaded;
    if (!loaded || !searchEnabled(loaded.site.config)) return undefined;
    const { pages, config } = loaded.site;
    const pageHtml = (route: string) => this.pageHtml(route);
    return (async function* () {
      for (const { route } of pages) {
        const html = await pageHtml(route);
        if (html !== undefined) yield { url: withBase(config.base, route), html };
      }
    })();
  }

  /** The HTML of a route, or undefined when no page has it. */
  async pageHtml(route: string): Promise<string | undefined> {
    const loaded = this.loaded;
    const page = loaded?.byRoute.get(route);
    if (!loaded || !page || loaded.outside.has(route)) return undefined;
    let html = loaded.html.get(route);
    if (html === undefined) {
      html = (await this.render(loaded.renderer, page)).html;
      loaded.html.set(route, html);
    }
    return html;
  }

  private render(renderer: SiteRenderer, page: SourcePage) {
    this.pagesRendered++;
    return renderer.renderPage(page);
  }

  private serverDemosFor(site: SiteModel, changedFiles: readonly string[]): ServerDemos {
    const theme = JSON.stringify([site.config.theme, site.config.limits]);
    if (this.demos?.theme === theme) this.demos.serverDemos.forget(changedFiles);
    else this.demos = { theme, serverDemos: new ServerDemos(this.root, site.config.theme, site.config.limits.evaluateMs) };
    return this.demos.serverDemos;
  }

  dispose(): Promise<void> {
    return this.bundler.dispose();
  }

  notFoundHtml(): string | undefined {
    return this.loaded?.renderer.notFoundPage();
  }

  /** Whether a changed file is a page of the site (the fast path), else anything that needs a reload. */
  isPageFile(file: string): boolean {
    const contentDir = this.loaded?.site.contentDir;
    return contentDir !== undefined && file.endsWith('.md') && file.startsWith(contentDir + path.sep);
  }
}

function errorsOf(diagnostics: Diagnostic[]): Diagnostic[] {
  return sortDiagnostics(diagnostics.filter((d) => d.severity === 'error'));
}
