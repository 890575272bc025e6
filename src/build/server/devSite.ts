import fs from 'node:fs';
import path from 'node:path';
import { notFoundPage } from '../render/notFoundPage.js';
import { renderPage } from '../render/renderPage.js';
import { createRenderServices, siteProcessor, type RenderServices } from '../render/renderServices.js';
import { prepareShared, type Shared } from '../render/shared.js';
import { replaceManifests } from '../render/siteNavigation.js';
import { RuntimeBundler } from '../bundle/runtime.js';
import { RuntimeCache, userCacheDir } from '../bundle/runtimeCache.js';
import { fail, hasErrors, sortDiagnostics, succeed, warning, type Diagnostic, type Result } from '../util/diagnostics.js';
import { OutputWriter } from '../emit/outputWriter.js';
import { redirectMap } from '../site/redirects.js';
import { withBase } from '../util/routes.js';
import type { PageLinks } from '../links/checkLinks.js';
import { SiteLinks } from '../links/siteLinks.js';
import { relativeFile } from '../util/files.js';
import type { SiteModel } from '../site/loadSite.js';
import { loadProject } from '../site/loadProject.js';
import { checkApiTabAnchors, withApiNav } from '../site/apiPages.js';
import { sourcePage, type SourcePage } from '../site/readPages.js';
import { ServerDemos } from '../demos/serverDemos.js';
import { loadManifest } from '../manifest/load.js';
import { checkNavigation } from '../site/loadSite.js';
import { searchEnabled } from '../config/searchEnabled.js';
import type { FinishedPage } from '../search/indexPart.js';
import { leavesRoot } from '../util/insideSite.js';
import { PageOutlines, type CheckedPage } from './pageOutlines.js';
import { devSearchPages } from './devSearchPages.js';
import { pauser } from './pauser.js';
import { defaultSiteFiles, siteFilesOf, type SiteFiles } from './siteFiles.js';
import { externalRoutesOf, ownProducts } from '../config/externalRoutes.js';
import { externalRouteOf, externalRouteOwner } from '../util/externalRoutes.js';

/** A page rendered on request: its HTML, and the errors its rendering reported (shown over it). */
export interface ServedPage {
  html: string;
  /** The page's Markdown twin (served at `<route>.md`). */
  twin: string;
  problems: Diagnostic[];
}

/**
 * A loaded site and what its pages are rendered with: the dev server's state between changes. A
 * change never edits it: it makes the next state and puts it in place at once, so a request never
 * sees half a change. Only the maps of what is found on demand (pages rendered, their errors,
 * which files leave the site, the checks) fill as pages are asked for and checked.
 */
interface Loaded {
  readonly site: SiteModel;
  readonly shared: Shared;
  readonly services: RenderServices;
  readonly byRoute: ReadonlyMap<string, SourcePage>;
  /** Pages rendered since this state was made (or kept through a change), by route; a render under way included. */
  rendered: Map<string, Promise<ServedPage>>;
  /** The errors of the pages rendered, by route, once their rendering is done. */
  renderProblems: Map<string, Diagnostic[]>;
  /** Every page's outline checks; filled by `checkPages`. */
  checked: Map<string, CheckedPage>;
  /**
   * The links of every page checked, once `checkPages` is done: an edit re-checks only the links
   * it can change. Changes (never requests) read it; a change taken updates it as it puts the next state in place.
   */
  links?: SiteLinks;
  /**
   * Whether each page's file is a symbolic link out of the site (never rendered or served), by
   * route: found for a page when it is first asked for or checked, not all at once at the start.
   */
  outside: Map<string, boolean>;
}

/** What a change came to: kept (its diagnostics are warnings, worth a line in the terminal) or refused for its errors. */
export type ChangeOutcome = Result<void>;

/**
 * The site as the dev server holds it: loaded (config, pages, navigation, shared assets) without
 * rendering any page; each page rendered when first asked for and kept. Every page is checked
 * without rendering — its outline (as `docsgen check` does), kept per page — and the links of the
 * whole site are checked from those. On a change only what it touches is redone: an edited page
 * is outlined again (and rendered again if it was rendered); an edited manifest remakes its
 * product's navigation and drops its rendered pages; anything else (a page added or removed, the
 * config, a demo, a translation) reloads the site, keeping the demo modules, the runtime bundle
 * and the outlines of unchanged pages. A change that does not check keeps the last good state,
 * and a page whose rendering fails keeps its last good HTML, so the reader keeps a working page.
 */
export class DevSite {
  private loaded: Loaded | undefined;
  private readonly bundler = new RuntimeBundler({ recorded: true, cache: new RuntimeCache(userCacheDir()) });
  private readonly outlines = new PageOutlines();
  /** Demo modules loaded for server rendering, kept while the theme and limits stay the same. */
  private demos: { theme: string; serverDemos: ServerDemos } | undefined;
  /** The last HTML of each page that rendered without errors, served when a later rendering fails. */
  private readonly lastGood = new Map<string, string>();
  /** Renders under way: checking every page gives way to them (a reader waits for those). */
  private readonly rendering = new Set<Promise<unknown>>();
  /** How many pages were rendered since the server started (tells tests what a change redid). */
  pagesRendered = 0;
  /** The files the site was made from at its last load (tried, whether it built or not): what changes are watched for. */
  files: SiteFiles;

  constructor(
    readonly root: string,
    /** Where the assets go (and are served from). */
    readonly outDir: string,
  ) {
    this.files = defaultSiteFiles(root);
  }

  /**
   * Loads the site and makes it the one served, without checking its pages (`checkPages` does,
   * after): what the server needs to answer its first request. Returns the problems of loading.
   */
  async start(): Promise<ChangeOutcome> {
    const load = await this.load([]);
    if (!load.ok) return fail(...load.diagnostics);
    this.loaded = load.value;
    return hasErrors(load.diagnostics) ? fail(...errorsOf(load.diagnostics)) : succeed(undefined);
  }

  /** Checks every page of the site served (outlines, links), yielding to requests between pages. */
  async checkPages(): Promise<ChangeOutcome> {
    const loaded = this.loaded;
    if (!loaded) return succeed(undefined);
    const { diagnostics, warnings } = await this.checkAll(loaded);
    if (hasErrors(diagnostics)) return fail(...errorsOf(diagnostics));
    return succeed(undefined, warnings);
  }

  /**
   * Loads everything again and checks every page and link, as a build does; the new state is
   * served only if it has no errors (or nothing was served yet). `changedFiles` (absolute) are
   * what changed since the last load: the demo modules built from them are loaded again, the
   * others kept.
   */
  async reload(changedFiles: readonly string[] = []): Promise<ChangeOutcome> {
    const load = await this.load(changedFiles);
    if (!load.ok) return fail(...load.diagnostics);
    const loaded = load.value;
    const checked = await this.checkAll(loaded);
    const diagnostics = [...load.diagnostics, ...checked.diagnostics];
    if (hasErrors(diagnostics) && this.loaded) return fail(...errorsOf(diagnostics));
    this.loaded = loaded;
    if (hasErrors(diagnostics)) return fail(...errorsOf(diagnostics));
    return succeed(undefined, checked.warnings);
  }

  /**
   * A markdown page was edited: outline it again, and render it again if it had been rendered
   * (it is likely open), when its route stays the same. Returns undefined when the change needs
   * a full reload instead.
   */
  async pageChanged(file: string): Promise<ChangeOutcome | undefined> {
    const loaded = this.loaded;
    if (!loaded) return undefined;
    const contentPath = path.relative(loaded.site.contentDir, file).split(path.sep).join('/');
    const previous = loaded.site.pages.find((page) => page.contentPath === contentPath);
    // A page turned into a link out of the site goes through the reload, which leaves it out.
    if (!previous || !fs.existsSync(file) || this.isOutside(loaded, previous) || leavesRoot(this.root, file)) return undefined;
    const read = sourcePage(this.root, loaded.site.contentDir, contentPath, ownProducts(loaded.site.config));
    // A page read with errors (a front matter key of the wrong type) is not taken either.
    if (!read.page || hasErrors(read.diagnostics)) return fail(...errorsOf(read.diagnostics));
    const { page } = read;
    const { route } = page;
    if (route !== previous.route) return undefined;
    const checked = this.outlines.check(loaded.site, page, loaded.services.demoIndex);
    if (hasErrors(checked.diagnostics)) return fail(...errorsOf(checked.diagnostics));
    let served: ServedPage | undefined;
    if (loaded.rendered.has(route)) {
      // Rendered apart from the state served until the change is taken: a failure leaves it as it was.
      const rendered = await this.render(loaded, page, checked);
      const problems = errorsOf(rendered.diagnostics);
      if (problems.length > 0) return fail(...problems);
      served = { html: rendered.html, twin: rendered.twin, problems };
    }
    // Its own links, and those of the pages that link to it if its anchors changed (all of them while the first check runs).
    const broken = errorsOf(
      loaded.links
        ? loaded.links.checkEdit(checked.links)
        : this.siteLinks(
            loaded,
            [...loaded.checked.values()].map((other) => (other.links.route === route ? checked.links : other.links)),
          ).checkAll(),
    );
    if (broken.length > 0) return fail(...broken);
    loaded.links?.replace(checked.links);
    const rendered = new Map(loaded.rendered);
    const renderProblems = new Map(loaded.renderProblems);
    if (served) {
      this.lastGood.set(route, served.html);
      rendered.set(route, Promise.resolve(served));
      renderProblems.delete(route);
    }
    this.loaded = {
      ...loaded,
      site: { ...loaded.site, pages: loaded.site.pages.map((other) => (other === previous ? page : other)) },
      byRoute: new Map(loaded.byRoute).set(route, page),
      checked: new Map(loaded.checked).set(route, checked),
      rendered,
      renderProblems,
    };
    return succeed(undefined);
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
    if (!result.manifest) return fail(...errorsOf(result.diagnostics));
    // With the API pages' nav group again, as loadSite adds it.
    const manifests = withApiNav(
      new Map(site.manifests).set(manifestPath, result.manifest),
      site.config,
      site.api,
      site.pages.filter((page) => page.generated === 'api'),
    );
    const problems = errorsOf([...result.diagnostics, ...checkNavigation(site, manifests), ...checkApiTabAnchors(manifests.values(), site.api)]);
    if (problems.length > 0) return fail(...problems);
    const { shared, affects } = replaceManifests(loaded.shared, site, manifests, loaded.services.writer);
    const rendered = new Map(loaded.rendered);
    const renderProblems = new Map(loaded.renderProblems);
    for (const page of site.pages) {
      if (!affects(page)) continue;
      rendered.delete(page.route);
      renderProblems.delete(page.route);
    }
    this.loaded = { ...loaded, shared, site: { ...site, manifests }, rendered, renderProblems };
    return succeed(undefined);
  }

  /** Every page for the search index (see `devSearchPages`), undefined when the site has no search. */
  searchPages(): AsyncIterable<FinishedPage> | undefined {
    const loaded = this.loaded;
    if (!loaded || !searchEnabled(loaded.site.config)) return undefined;
    return devSearchPages(loaded.site, loaded.rendered, this.outlines, (page) => !this.isOutside(loaded, page));
  }

  /** A page, rendered when not yet; undefined when no page has the route. */
  page(route: string): Promise<ServedPage> | undefined {
    const loaded = this.loaded;
    const page = loaded?.byRoute.get(route);
    if (!loaded || !page || this.isOutside(loaded, page)) return undefined;
    let served = loaded.rendered.get(route);
    if (!served) {
      served = this.renderServed(loaded, page);
      loaded.rendered.set(route, served);
    }
    return served;
  }

  /** The errors of the pages rendered in the state served (each page's rendering reports its own). */
  renderProblems(): Diagnostic[] {
    return [...(this.loaded?.renderProblems.values() ?? [])].flat();
  }

  /** Renders a page; when it has errors, its last good HTML (if any) is served, with its problems. */
  private async renderServed(loaded: Loaded, page: SourcePage): Promise<ServedPage> {
    const rendered = await this.render(loaded, page);
    const problems = errorsOf(rendered.diagnostics);
    if (problems.length === 0) this.lastGood.set(page.route, rendered.html);
    if (problems.length > 0) loaded.renderProblems.set(page.route, problems);
    else loaded.renderProblems.delete(page.route);
    return { html: problems.length > 0 ? (this.lastGood.get(page.route) ?? rendered.html) : rendered.html, twin: rendered.twin, problems };
  }

  /**
   * The one place the dev server renders a page. The checks of the components and demos it names
   * are its outline's (made before, `checked`; by default the state's), not made again.
   */
  private render(loaded: Loaded, page: SourcePage, checked: CheckedPage | undefined = loaded.checked.get(page.route)) {
    this.pagesRendered++;
    const rendered = renderPage(loaded.shared, page, loaded.services, checked?.directiveChecks);
    this.rendering.add(rendered);
    void rendered.finally(() => this.rendering.delete(rendered)).catch(() => undefined);
    return rendered;
  }

  /** Resolves when no page is being rendered. */
  private async noRendering(): Promise<void> {
    while (this.rendering.size > 0) await Promise.allSettled([...this.rendering]);
  }

  /** Loads config, pages and manifests and prepares the renderer; no page is rendered or checked. */
  private async load(changedFiles: readonly string[]): Promise<Result<Loaded>> {
    // The API reference is extracted on each full reload (from its cache while its files are unchanged).
    const loaded = await loadProject(this.root, {
      onConfig: (config, _source, inputs) => {
        this.files = siteFilesOf(this.root, config, inputs);
        return [];
      },
    });
    if (!loaded.ok) {
      // What the config now imports counts too, whatever failed: fixing it reloads.
      this.files = { ...this.files, named: new Set([...this.files.named, ...loaded.configInputs]) };
      return fail(...(loaded.at === 'config' ? loaded.diagnostics : errorsOf(loaded.diagnostics)));
    }
    const { site, configInputs } = loaded.value;
    const diagnostics = [...loaded.diagnostics];
    // Assets are content-hashed: new ones go beside the old, which the last good pages still use.
    const writer = new OutputWriter(this.outDir);
    const serverDemos = this.serverDemosFor(site, changedFiles);
    const prepared = await prepareShared(site, writer, { bundler: this.bundler, serverDemos });
    if (!prepared.ok) return fail(...diagnostics, ...prepared.diagnostics);
    diagnostics.push(...prepared.diagnostics);
    const shared = prepared.value;
    const manifestInputs = [...site.manifests.values()].flatMap((manifest) => manifest.inputs);
    this.files = siteFilesOf(this.root, site.config, [...configInputs, ...manifestInputs, ...shared.runtime.inputs]);
    const services = createRenderServices(shared, writer, await siteProcessor(shared), serverDemos);
    const byRoute = new Map(site.pages.map((page) => [page.route, page]));
    return succeed({ site, shared, services, byRoute, rendered: new Map(), renderProblems: new Map(), checked: new Map(), outside: new Map() }, diagnostics);
  }

  /** Outlines every page of `loaded` (those unchanged since the last time from memory) and checks the site's links. */
  private async checkAll(loaded: Loaded): Promise<{ diagnostics: Diagnostic[]; warnings: Diagnostic[] }> {
    const diagnostics: Diagnostic[] = [];
    const warnings: Diagnostic[] = [];
    let pause = pauser();
    for (const page of loaded.site.pages) {
      if (this.isOutside(loaded, page)) {
        const file = relativeFile(this.root, path.join(loaded.site.contentDir, page.contentPath));
        warnings.push(warning('page-outside-site', `${file} is a symbolic link to a file outside the site: it is not served`, { file }));
        continue;
      }
      const checked = this.outlines.check(loaded.site, page, loaded.services.demoIndex);
      loaded.checked.set(page.route, checked);
      diagnostics.push(...checked.diagnostics);
      pause = await pause();
      await this.noRendering();
    }
    this.outlines.keepOnly(loaded.site.pages);
    const links = this.siteLinks(
      loaded,
      [...loaded.checked.values()].map((checked) => checked.links),
    );
    diagnostics.push(...links.checkAll());
    loaded.links = links;
    return { diagnostics, warnings };
  }

  private siteLinks({ site }: Loaded, pages: Iterable<PageLinks>): SiteLinks {
    const rules = {
      routes: site.routes,
      severity: site.config.onBrokenLinks,
      redirects: redirectMap(site.redirects),
      externals: externalRoutesOf(site.config),
    };
    return new SiteLinks(pages, rules);
  }

  private isOutside(loaded: Loaded, page: SourcePage): boolean {
    let outside = loaded.outside.get(page.route);
    if (outside === undefined) {
      outside = !page.generated && leavesRoot(this.root, path.join(loaded.site.contentDir, page.contentPath));
      loaded.outside.set(page.route, outside);
    }
    return outside;
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

  /** Where a redirected route leads (config `redirects`, `_redirects`), as an href with the base; undefined for any other route. */
  redirectOf(route: string): string | undefined {
    const to = this.loaded?.site.redirects.find((redirect) => redirect.from === route)?.to;
    return to === undefined ? undefined : withBase(this.loaded!.site.config.base, to);
  }

  /** The URL of each stylesheet the demos import, by its file (absolute), in the state served. */
  stylesheetHrefs(): Map<string, string> {
    const shared = this.loaded?.shared;
    if (!shared) return new Map();
    return new Map(Object.entries(shared.runtime.stylesheets).map(([file, name]) => [file, `${shared.config.base}${name}`]));
  }

  /** Why the dev server has no page at a route under a prefix another build serves on the domain; undefined for any other route. */
  servedElsewhere(route: string): string | undefined {
    const elsewhere = this.loaded ? externalRouteOf(route, externalRoutesOf(this.loaded.site.config)) : undefined;
    if (!elsewhere) return undefined;
    const by = elsewhere.productId === undefined ? `${externalRouteOwner(elsewhere)} (${elsewhere.prefix})` : externalRouteOwner(elsewhere);
    return `${route} is served by another build on this domain (${by}), not by this site: docsgen serve has no page there`;
  }

  notFoundHtml(): string | undefined {
    return this.loaded ? notFoundPage(this.loaded.shared) : undefined;
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
