import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { readTemplate } from '../assets/packageFiles.js';
import { writePageAssets } from '../assets/pageAssets.js';
import { bundleRuntime, type RuntimeBundle, type RuntimeBundler } from '../bundle/runtime.js';
import type { ProductConfig } from '../config/schema.js';
import { collectDemos } from '../demos/collectDemos.js';
import { DemoBlocks } from '../demos/demoBlocks.js';
import type { DemoSources } from '../demos/demoSources.js';
import { isDemoFailure, ServerDemos } from '../demos/serverDemos.js';
import { diagnostic, error, type Diagnostic } from '../diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { absoluteUrl } from '../emit/sitemap.js';
import type { PageLinks } from '../links/checkLinks.js';
import { activePath, pagerLinks } from '../manifest/navModel.js';
import type { Manifest } from '../manifest/types.js';
import { renderMarkdown } from '../markdown/processor.js';
import { checkComponents, checkDemos } from '../site/directives.js';
import { readLastUpdated, type LastUpdated } from '../site/lastUpdated.js';
import type { SiteModel } from '../site/loadSite.js';
import { markdownLinkResolver } from '../site/markdownLinks.js';
import type { SourcePage } from '../site/readPages.js';
import { withBase } from '../site/routes.js';
import { PageMain } from '../../runtime/components/PageMain.js';
import { createDocsTheme, COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../../runtime/theme/createDocsTheme.js';
import type { PageData } from '../../runtime/types.js';
import { NAV_DATA_ATTRIBUTE } from '../../runtime/navData.js';
import { adSlotHtml, insertAdSlot } from './adSlot.js';
import { ContentComponents, placeholderHtml } from './components.js';
import { renderDocument } from './document.js';
import { pageFeedback } from './feedback.js';
import { emitBodyFont } from './fonts.js';
import { homePageStyles, productListHtml } from './homePage.js';
import { escapeHtml, scriptJson } from './html.js';
import { shellLabels, type ShellLabels } from './labels.js';
import { renderLinkList } from './navHtml.js';
import { editPageUrl, pageFooterHtml } from './pageFooter.js';
import { createNavigation, type Shell } from './shells.js';
import { tableOfContents } from './toc.js';

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
  /** The browser runtime the pages load (render workers are given it). */
  runtime: RuntimeBundle;
  /** When each page was last committed, by its path under the content folder. */
  lastUpdated: LastUpdated;
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
  /** What is made elsewhere or kept: the dev server's esbuild context and demos; a worker's runtime and dates. */
  kept: { bundler?: RuntimeBundler; serverDemos?: ServerDemos; runtime?: RuntimeBundle | Promise<RuntimeBundle>; lastUpdated?: LastUpdated } = {},
): Promise<SiteRenderer> {
  const { bundler } = kept;
  const { config, dictionary, root } = site;
  const base = config.base;
  const labels = shellLabels(dictionary);
  const theme = createDocsTheme(config.theme);
  // One git call dates every page; it runs while the demos load and the runtime bundles.
  const lastUpdatedRead = kept.lastUpdated ?? readLastUpdated(site.contentDir);

  // Demos: found on every page first (the browser bundle needs them all), loaded once for
  // server rendering; a demo that cannot load stays out of the bundle and is reported per page.
  const serverDemos = kept.serverDemos ?? new ServerDemos(root, config.theme, config.limits.evaluateMs);
  const demos = [...(await collectDemos(site)).values()];
  await serverDemos.preload(demos.flatMap((demo) => Object.values(demo.modules)));
  const loadable: DemoSources[] = [];
  for (const demo of demos) {
    const loads = await Promise.all(Object.values(demo.modules).map((file) => serverDemos.load(file)));
    if (!loads.some(isDemoFailure)) loadable.push(demo);
  }
  const runtime = kept.runtime ? await kept.runtime : await (bundler ? bundler.bundle.bind(bundler) : bundleRuntime)(
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
    createNavigation({
      site,
      manifests,
      labels,
      theme,
      base,
      readLogo: (product) => readLogo(root, product, writer, base, diagnostics),
      writeAsset: (name, content) => base + writer.writeAsset(name, content),
    });
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

  const components = new ContentComponents(root, config.components, theme, dictionary, config.limits.evaluateMs);
  const shellOf = (page: SourcePage): Shell => navigation.shellOf(page);

  const lastUpdated = await lastUpdatedRead;

  return { renderPage, notFoundPage, replaceManifests, runtime, lastUpdated };

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
    const pageFile = path.join(site.contentDir, page.contentPath);
    const markdown = renderMarkdown({
      body: page.body,
      frontMatter: page.frontMatter,
      file: page.file,
      lineOffset: page.lineOffset,
      route: page.route,
      base,
      assetPlaces: { root, contentDir: site.contentDir, pageFile },
      resolveMarkdownLink: markdownLinkResolver(site.routeByContentPath, page),
    });
    pageDiagnostics.push(...markdown.diagnostics);
    // Written with the page, so the dev server (which renders pages when asked) serves them too.
    writePageAssets(root, markdown.assets, writer);
    pageDiagnostics.push(...checkComponents(page.file, markdown.components, config.components));
    pageDiagnostics.push(...checkDemos(root, pageFile, page.file, markdown.demos, config.onMissingDemos));
    const links: PageLinks = { file: page.file, route: page.route, links: markdown.links, ids: markdown.ids, ...(markdown.assets.length > 0 ? { assets: markdown.assets } : {}) };

    // A page titled only in its front matter still shows its title as the heading.
    let bodyHtml = markdown.title && !/<h1[\s>]/.test(markdown.html) ? `<h1>${escapeHtml(markdown.title)}</h1>${markdown.html}` : markdown.html;
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
          // A throw or syntax error is placed in the component's source; anything else at the directive.
          pageDiagnostics.push(component.line > 0 ? { ...component, message: `${component.message} (on ${page.route})` } : { ...component, file: page.file, line: ref.line });
          htmlByIndex.push(placeholderHtml(`Component "${ref.name}" could not be loaded`));
          continue;
        }
        const out = components.render(ref.name, component, page.route);
        if ('severity' in out) {
          pageDiagnostics.push(out);
          htmlByIndex.push(placeholderHtml(`Component "${ref.name}" could not be rendered`));
          continue;
        }
        htmlByIndex.push(out.html);
        pageStyles += out.styleTags;
      }
      bodyHtml = bodyHtml.replace(/<docsgen-component data-index="(\d+)"><\/docsgen-component>/g, (_, index: string) => htmlByIndex[Number(index)] ?? '');
    }
    if (markdown.demos.length > 0) {
      const blocks: string[] = [];
      for (const ref of markdown.demos) {
        const block = await demoBlocks.render(root, pageFile, ref, page.route);
        if (block.ok) {
          blocks.push(block.html);
          if (!pageStyles.includes(block.styleTags)) pageStyles += block.styleTags;
        } else {
          if (block.failure) {
            // A demo that cannot be built lacks files or packages: reported like a missing demo.
            const severity = block.failure.kind === 'unloadable' ? config.onMissingDemos : 'error';
            // Where the demo itself went wrong (a syntax error, a throw, a timeout), else its directive.
            const { place } = block.failure;
            const message = `Demo ${ref.name} on ${page.route}${place ? ` (${page.file}:${ref.line})` : ''} cannot be rendered: ${block.failure.reason}`;
            pageDiagnostics.push(diagnostic(severity, 'demo-failed', message, place ?? { file: page.file, line: ref.line, column: 1 }));
          }
          blocks.push(placeholderHtml(`Demo ${ref.name} is not available`));
        }
      }
      bodyHtml = bodyHtml.replace(/<docsgen-demo data-index="(\d+)"><\/docsgen-demo>/g, (_, index: string) => blocks[Number(index)] ?? '');
    }

    if (page.generated === 'home') {
      bodyHtml += productListHtml(navigation.products, labels.homeProducts);
      pageStyles += homePageStyles();
    } else if (adSlot) bodyHtml = insertAdSlot(bodyHtml, adSlot);

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
        // The generated home page has no source to edit nor to give feedback on.
        footerHtml: page.generated ? '' : pageFooterHtml({
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
        title: page.generated === 'home' ? config.title : `${title} - ${shell.product?.name ?? config.title}`,
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
      `<nav class="docsgen-sidenav" aria-label="${shellLabelsValue.mainNavigation}"${navDataAttribute(shell)}>${navHtml}</nav>`,
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

/** Where the browser finds the product's nav data, for pages whose product has it (a wide level). */
const navDataAttribute = (shell: Shell) => (shell.nav?.renderer.dataHref ? ` ${NAV_DATA_ATTRIBUTE}="${escapeHtml(shell.nav.renderer.dataHref)}"` : '');

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
