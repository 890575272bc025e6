import fs from 'node:fs';
import * as esbuild from 'esbuild';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { readTemplate } from './assets/packageFiles.js';
import { bundleRuntime, type RuntimeBundle, type RuntimeBundler } from './bundle/runtime.js';
import { writeServiceWorker } from './bundle/serviceWorker.js';
import { loadConfig } from './config/load.js';
import type { ProductConfig, SiteConfig } from './config/schema.js';
import type { Manifest } from './manifest/types.js';
import { diagnostic, hasErrors, sortDiagnostics, error, type Diagnostic } from './diagnostics.js';
import { AtomicDir } from './emit/atomicDir.js';
import { OutputWriter } from './emit/outputWriter.js';
import { absoluteUrl, robotsTxt, sitemapXml } from './emit/sitemap.js';
import { activePath, pagerLinks } from './manifest/navModel.js';
import { renderMarkdown } from './markdown/processor.js';
import { collectDemos } from './demos/collectDemos.js';
import { DemoBlocks } from './demos/demoBlocks.js';
import type { DemoSources } from './demos/demoSources.js';
import { ServerDemos } from './demos/serverDemos.js';
import { ContentComponents, placeholderHtml } from './render/components.js';
import { adSlotHtml, insertAdSlot } from './render/adSlot.js';
import { renderDocument } from './render/document.js';
import { emitBodyFont } from './render/fonts.js';
import { scriptJson } from './render/html.js';
import { shellLabels, type ShellLabels } from './render/labels.js';
import { renderLinkList } from './render/navHtml.js';
import { createNavigation, type Shell } from './render/shells.js';
import { tableOfContents } from './render/toc.js';
import { pageFeedback } from './render/feedback.js';
import { editPageUrl, pageFooterHtml } from './render/pageFooter.js';
import { readLastUpdated } from './site/lastUpdated.js';
import { PageMain } from '../runtime/components/PageMain.js';
import { createDocsTheme, COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../runtime/theme/createDocsTheme.js';
import type { PageData } from '../runtime/types.js';
import { checkComponents, checkDemos } from './site/directives.js';
import { checkLinks, type PageLinks } from './links/checkLinks.js';
import { loadSite, type SiteModel } from './site/loadSite.js';
import { markdownLinkResolver } from './site/markdownLinks.js';
import type { SourcePage } from './site/readPages.js';
import { relativeFile } from './site/files.js';
import { normalizeRoute, outputFileForRoute, withBase } from './site/routes.js';
import { searchEnabled } from './search/enabled.js';
import { writeSearchIndex } from './search/writeSearchIndex.js';

export interface BuildOptions {
  root: string;
  /** Overrides config `outDir` (relative to the current folder when given on the command line). */
  outDir?: string;
  base?: string;
  siteUrl?: string;
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the build before anything replaces the previous output. */
  signal?: AbortSignal;
}

export interface BuildResult {
  /** 0 built, 1 content errors (nothing written), 2 config errors. */
  exitCode: 0 | 1 | 2;
  diagnostics: Diagnostic[];
  pages: number;
  outDir: string | undefined;
  bytes: number;
  durationMs: number;
}


const PAGES_BETWEEN_YIELDS = 16;

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const loadedConfig = await loadConfig(root);
  const finish = (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], extra: Partial<BuildResult> = {}): BuildResult => ({
    exitCode,
    diagnostics: sortDiagnostics(diagnostics),
    pages: 0,
    outDir: undefined,
    bytes: 0,
    durationMs: performance.now() - started,
    ...extra,
  });
  if (!loadedConfig.config) return finish(2, loadedConfig.diagnostics);

  const config: SiteConfig = {
    ...loadedConfig.config,
    ...(options.base !== undefined ? { base: normalizeRoute(options.base) } : {}),
    ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
  };
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  const site = await loadSite(root, config, { configFile: relativeFile(root, loadedConfig.file ?? root) });
  const diagnostics = [...site.diagnostics];

  const atomic = new AtomicDir(outDir);
  const aborted = () => options.signal?.aborted === true;
  try {
    const writer = new OutputWriter(atomic.tempDir);
    const rendered = await renderSite(site, writer, options, diagnostics, aborted);
    if (aborted() || hasErrors(diagnostics)) {
      atomic.discard();
      return finish(1, aborted() ? [...diagnostics, error('interrupted', 'The build was interrupted; the previous output is unchanged', { file: '.' })] : diagnostics);
    }
    atomic.commit();
    return finish(0, diagnostics, { pages: rendered, outDir, bytes: writer.bytes });
  } catch (cause) {
    atomic.discard();
    throw cause;
  }
}

/** A page rendered to HTML, with what it reports and the links it holds (checked site-wide). */
export interface RenderedPage {
  html: string;
  diagnostics: Diagnostic[];
  links: PageLinks;
}

/** Renders the pages of a site whose shared parts (assets, shells, navigation) are ready. */
export interface SiteRenderer {
  renderPage(page: SourcePage): Promise<RenderedPage>;
  notFoundPage(): string;
  /**
   * Takes new manifests (headers and side navigation made again, nothing else) and tells which
   * pages they change: those of the products using a changed manifest, or every page when a
   * product's first page moved (the product switcher in every header links to it).
   */
  replaceManifests(manifests: ReadonlyMap<string, Manifest>): (page: SourcePage) => boolean;
}

async function renderSite(
  site: SiteModel,
  writer: OutputWriter,
  options: BuildOptions,
  diagnostics: Diagnostic[],
  aborted: () => boolean,
): Promise<number> {
  const { config } = site;
  const base = config.base;
  const renderer = await createSiteRenderer(site, writer, diagnostics);
  const pageUrls: string[] = [];
  const pageLinks: PageLinks[] = [];
  let done = 0;
  for (const page of site.pages) {
    if (aborted()) return done;
    const rendered = await renderer.renderPage(page);
    diagnostics.push(...rendered.diagnostics);
    pageLinks.push(rendered.links);
    writer.write(outputFileForRoute(page.route), rendered.html);
    pageUrls.push(withBase(base, page.route));
    done++;
    options.onProgress?.(done, site.pages.length);
    if (done % PAGES_BETWEEN_YIELDS === 0) await yieldToEventLoop();
  }

  diagnostics.push(...checkLinks(pageLinks, site.routes, config.onBrokenLinks));
  writer.write('404.html', renderer.notFoundPage());
  if (config.siteUrl) {
    writer.write('sitemap.xml', sitemapXml(pageUrls.map((url) => absoluteUrl(config.siteUrl!, url))));
    writer.write('robots.txt', robotsTxt(absoluteUrl(config.siteUrl, withBase(base, '/sitemap.xml'))));
  }
  if (searchEnabled(config) && !aborted() && !hasErrors(diagnostics)) diagnostics.push(...(await writeSearchIndex(writer, site.pages.map((page) => page.route), base)).diagnostics);
  await writeServiceWorker(writer); // last: its version covers every asset written
  return done;
}

/**
 * Prepares what every page shares — the browser runtime and demos, stylesheet and fonts, product
 * headers, navigation — writing the assets, and returns the renderer of single pages: the build
 * renders them all, the dev server one at a time, when asked. Problems of the shared parts go to
 * `diagnostics`; each page's come back with it.
 */
export async function createSiteRenderer(
  site: SiteModel,
  writer: OutputWriter,
  diagnostics: Diagnostic[],
  /** What is made once and kept: the dev server's esbuild context and demos, a worker's runtime bundle. */
  kept: { bundler?: RuntimeBundler; serverDemos?: ServerDemos; runtime?: RuntimeBundle } = {},
): Promise<SiteRenderer> {
  const { bundler } = kept;
  const { config, dictionary, root } = site;
  const base = config.base;
  const labels = shellLabels(dictionary);
  const theme = createDocsTheme(config.theme);
  // One git call dates every page; it runs while the demos load and the runtime bundles.
  const lastUpdatedRead = readLastUpdated(site.contentDir);

  // Demos: found on every page first (the browser bundle needs them all), loaded once for
  // server rendering; a demo that cannot load stays out of the bundle and is reported per page.
  const serverDemos = kept.serverDemos ?? new ServerDemos(root, config.theme);
  const demos = [...collectDemos(site).values()];
  await serverDemos.preload(demos.flatMap((demo) => Object.values(demo.modules)));
  const loadable: DemoSources[] = [];
  for (const demo of demos) {
    const loads = await Promise.all(Object.values(demo.modules).map((file) => serverDemos.load(file)));
    if (loads.every((component) => typeof component !== 'string')) loadable.push(demo);
  }
  const runtime = kept.runtime ?? await (bundler ? bundler.bundle.bind(bundler) : bundleRuntime)(
    writer.dir,
    { dictionary, theme: config.theme, ...(config.docsHost ? { docsHost: config.docsHost } : {}) },
    root,
    loadable,
  );
  const colorSchemeScript =
    renderToStaticMarkup(
      createElement(InitColorSchemeScript, { modeStorageKey: MODE_STORAGE_KEY, defaultMode: 'system', attribute: COLOR_SCHEME_ATTRIBUTE }),
    ) + `<script>${esbuild.transformSync(readTemplate('prepaint.js'), { minify: true, target: 'es2015' }).code.trim()}</script>`;

  // Headers and navigation: made again, alone, when a manifest changes (the dev server).
  const makeNavigation = (manifests: ReadonlyMap<string, Manifest>) =>
    createNavigation({ site, manifests, labels, theme, base, readLogo: (product) => readLogo(root, product, writer, base, diagnostics) });
  let navigation = makeNavigation(site.manifests);
  const { globalCss } = navigation;

  const font = emitBodyFont(writer, base);
  // The ad slot's CSS (reserved space, 3 spacing units around it) only on sites with ads.
  const adsCss = config.ads ? `\n${readTemplate('ads.css')}` : '';
  const stylesheet = writer.writeAsset('docsgen.css', `${font.css}\n${globalCss}\n${readTemplate('docsgen.css')}\n${readTemplate('demos.css')}${adsCss}`);
  const adSlot = config.ads ? adSlotHtml(config.ads) : undefined;
  const demoBlocks = new DemoBlocks(serverDemos, labels, `${base}${stylesheet}`);
  const favicon = writer.writeAsset('favicon.svg', readTemplate('favicon.svg'));
  const sharedHead =
    `<link rel="icon" href="${base}${favicon}" type="image/svg+xml">\n` +
    `<link rel="stylesheet" href="${base}${stylesheet}">\n` +
    font.preloadTags +
    `<link rel="modulepreload" href="${base}${runtime.entry}">\n`;
  const scripts = `<script type="module" src="${base}${runtime.entry}"></script>`;

  const components = new ContentComponents(root, config.components, theme, dictionary);
  const shellOf = (page: SourcePage): Shell => navigation.shellOf(page);

  const lastUpdated = await lastUpdatedRead;

  return { renderPage, notFoundPage, replaceManifests };

  function replaceManifests(manifests: ReadonlyMap<string, Manifest>): (page: SourcePage) => boolean {
    const previous = navigation;
    navigation = makeNavigation(manifests);
    const headersChanged = previous.headerKey !== navigation.headerKey;
    const changedManifests = new Set([...manifests].filter(([manifestPath, manifest]) => previous.manifests.get(manifestPath) !== manifest).map(([manifestPath]) => manifestPath));
    return (page) => headersChanged || changedManifests.has(navigation.shellOf(page).product?.manifest ?? '');
  }

  async function renderPage(page: SourcePage): Promise<RenderedPage> {
    const shell = shellOf(page);
    const pageDiagnostics: Diagnostic[] = [];
    const markdown = renderMarkdown({
      body: page.body,
      frontMatter: page.frontMatter,
      file: page.file,
      lineOffset: page.lineOffset,
      route: page.route,
      base,
      resolveMarkdownLink: markdownLinkResolver(site.routeByContentPath, page),
    });
    pageDiagnostics.push(...markdown.diagnostics);

    const pageFile = path.join(site.contentDir, page.contentPath);
    pageDiagnostics.push(...checkComponents(page.file, markdown.components, config.components));
    pageDiagnostics.push(...checkDemos(root, pageFile, page.file, markdown.demos, config.onMissingDemos));
    const links: PageLinks = { file: page.file, route: page.route, links: markdown.links, ids: markdown.ids };

    let bodyHtml = markdown.html;
    let pageStyles = '';
    if (markdown.components.length > 0) {
      const htmlByIndex: string[] = [];
      for (const ref of markdown.components) {
        if (!components.has(ref.name)) {
          htmlByIndex.push(placeholderHtml(`Component "${ref.name}" is not available`));
          continue;
        }
        const component = await components.load(ref.name);
        if ('severity' in component) {
          pageDiagnostics.push({ ...component, file: page.file, line: ref.line });
          htmlByIndex.push(placeholderHtml(`Component "${ref.name}" could not be loaded`));
          continue;
        }
        const out = components.render(component);
        htmlByIndex.push(out.html);
        pageStyles += out.styleTags;
      }
      bodyHtml = bodyHtml.replace(/<docsgen-component data-index="(\d+)"><\/docsgen-component>/g, (_, index: string) => htmlByIndex[Number(index)] ?? '');
    }
    if (markdown.demos.length > 0) {
      const blocks: string[] = [];
      for (const ref of markdown.demos) {
        const block = await demoBlocks.render(root, pageFile, ref);
        if (block.ok) {
          blocks.push(block.html);
          if (!pageStyles.includes(block.styleTags)) pageStyles += block.styleTags;
        } else {
          if (block.failure) {
            // A demo that cannot be built lacks files or packages: reported like a missing demo.
            const severity = block.failure.kind === 'unloadable' ? config.onMissingDemos : 'error';
            const message = `Demo ${ref.name} on ${page.route} cannot be rendered: ${block.failure.reason}`;
            pageDiagnostics.push(diagnostic(severity, 'demo-failed', message, { file: page.file, line: ref.line, column: 1 }));
          }
          blocks.push(placeholderHtml(`Demo ${ref.name} is not available`));
        }
      }
      bodyHtml = bodyHtml.replace(/<docsgen-demo data-index="(\d+)"><\/docsgen-demo>/g, (_, index: string) => blocks[Number(index)] ?? '');
    }

    if (adSlot) bodyHtml = insertAdSlot(bodyHtml, adSlot);

    const title = markdown.title ?? page.route;
    const nav = shell.nav;
    const navPath = nav ? activePath(nav.model, page.route) : [];
    const navHtml = nav ? nav.renderer.render(navPath) : renderLinkList(navigation.defaultNavNodes, withBase(base, page.route), labels.nav);
    const pager = nav ? pagerLinks(nav.model, page.route) : {};
    const main = renderToStaticMarkup(
      createElement(PageMain, {
        bodyHtml,
        toc: tableOfContents(markdown.headings),
        ...pager,
        footerHtml: pageFooterHtml({
          feedback: config.feedback !== false,
          ...(config.editUrl ? { editUrl: editPageUrl(config.editUrl, page.file) } : {}),
          ...(lastUpdated.has(page.contentPath) ? { lastUpdated: lastUpdated.get(page.contentPath)! } : {}),
          labels: labels.pageFooter,
        }),
        labels: { contents: labels.contents, ...labels.pager },
      }),
    );
    const feedback = pageFeedback(config.feedback, shell.product, labels.pageFooter.postComment);
    const pageData: PageData = {
      route: page.route,
      base,
      productId: page.productId,
      productCategoryId: page.productCategoryId,
      language: 'en',
      labels: labels.runtime,
      ...(config.analytics ? { analytics: { measurementId: config.analytics.measurementId } } : {}),
      ...(feedback ? { feedback } : {}),
    };
    const html = renderDocument(
      {
        title: `${title} - ${shell.product?.name ?? config.title}`,
        description: markdown.description,
        canonical: config.siteUrl ? absoluteUrl(config.siteUrl, withBase(base, page.route)) : undefined,
        productId: page.productId,
        productCategoryId: page.productCategoryId,
        siteName: config.title,
        extra: sharedHead + shell.headerStyles + pageStyles,
      },
      bodyParts(shell, navHtml, main, pageData, labels),
    );
    return { html, diagnostics: pageDiagnostics, links };
  }

  function bodyParts(shell: Shell, navHtml: string, main: string, pageData: PageData, shellLabelsValue: ShellLabels): string {
    return [
      colorSchemeScript,
      `<a class="docsgen-skip-link" href="#main-content">${shellLabelsValue.skipToContent}</a>`,
      shell.headerHtml,
      '<div class="docsgen-layout">',
      `<nav class="docsgen-sidenav" aria-label="${shellLabelsValue.mainNavigation}">${navHtml}</nav>`,
      main,
      '</div>',
      `<script type="application/json" id="docsgen-data">${scriptJson(pageData)}</script>`,
      scripts,
    ].join('\n');
  }

  function notFoundPage(): string {
    const body = `<h1>${labels.notFoundTitle}</h1><p class="description">${labels.notFoundDescription}</p><p><a href="${withBase(base, '/')}">${labels.goHome}</a></p>`;
    const main = renderToStaticMarkup(createElement(PageMain, { bodyHtml: body, toc: [], labels: { contents: labels.contents, ...labels.pager } }));
    const pageData: PageData = { route: '/404/', base, productId: null, productCategoryId: null, language: 'en', labels: labels.runtime };
    return renderDocument(
      {
        title: `${labels.notFoundTitle} - ${config.title}`,
        description: labels.notFoundDescription,
        canonical: undefined,
        productId: null,
        productCategoryId: null,
        siteName: config.title,
        extra: sharedHead + navigation.siteShell.headerStyles,
      },
      bodyParts(navigation.siteShell, renderLinkList(navigation.defaultNavNodes, undefined, labels.nav), main, pageData, labels),
    );
  }
}

/** A product logo: SVG files are inlined, other images copied as hashed assets. */
function readLogo(root: string, product: ProductConfig, writer: OutputWriter, base: string, diagnostics: Diagnostic[]): string | undefined {
  if (!product.logo) return undefined;
  const file = path.resolve(root, product.logo);
  try {
    if (file.endsWith('.svg')) return fs.readFileSync(file, 'utf8').replace(/<\?xml[^>]*>\s*/, '');
    return base + writer.writeAsset(path.basename(file), fs.readFileSync(file));
  } catch {
    diagnostics.push(error('unreadable-file', `Cannot read the logo of product "${product.id}": ${product.logo}`, { file: product.logo }));
    return undefined;
  }
}
