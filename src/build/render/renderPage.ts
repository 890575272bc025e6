import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { assetOutputPath, resolveAsset, writePageAssets } from '../assets/pageAssets.js';
import type { Diagnostic } from '../util/diagnostics.js';
import { absoluteUrl } from '../emit/sitemap.js';
import type { PageLinks } from '../links/checkLinks.js';
import { activePath, pagerLinks } from '../manifest/navModel.js';
import { finishMarkdown, parseMarkdown } from '../markdown/processor.js';
import type { Root } from 'hast';
import { fillSlots, type Slot } from '../markdown/slot.js';
import type { ParsedMarkdown } from '../markdown/types.js';
import { checkComponents } from '../site/checkComponents.js';
import { bodyWithSections } from '../site/componentSections.js';
import { checkDemos } from '../demos/checkDemos.js';
import { markdownLinkResolver } from '../site/markdownLinks.js';
import type { SourcePage } from '../site/readPages.js';
import { isExternalLink, withBase } from '../util/routes.js';
import { PageMain } from '../../runtime/components/PageMain.js';
import type { PageData } from '../../shared/types.js';
import { insertAdSlot, insertBelowDescription } from './adSlot.js';
import { analyticsTagUrl } from './siteHead.js';
import { renderDocument } from './document.js';
import { pageFeedback } from './feedback.js';
import { homePageStyles, productListHtml } from './homePage.js';
import { renderLinkList, sideNavRenderer } from './navHtml.js';
import { bodyParts } from './pageDocument.js';
import { editPageUrl, pageFooterHtml } from './pageFooter.js';
import { renderSlots } from './pageSlots.js';
import { stylesheetLinks } from '../demos/demoBlocks.js';
import type { RenderServices } from './renderServices.js';
import type { Shared } from './shared.js';
import { githubRefOf } from '../markdown/githubLinks.js';
import { shellOf, type Shell } from './shells.js';
import { addTitleHeading } from './titleHeading.js';
import { apiTabsHtml } from './apiTabs.js';
import { tableOfContents } from './toc.js';
import { markdownTwin } from '../twin/markdownTwin.js';
import { twinDemoCode } from '../twin/twinDemoCode.js';
import { siteAddress, twinLinkResolver, twinUrl } from '../twin/twinUrls.js';
import { twinPath } from '../util/twinPaths.js';
import { insertPageActions, pageActionsHtml } from './pageActions.js';
import type { PageSummary } from '../twin/llmsTxt.js';
import { placeAtSource } from '../site/linePlaces.js';

/** A page rendered to HTML, with what it reports and the links it holds (checked site-wide). */
export interface RenderedPage {
  html: string;
  /** The page's Markdown twin (see markdownTwin). */
  twin: string;
  /** What llms.txt lists of it. */
  summary: PageSummary;
  diagnostics: Diagnostic[];
  links: PageLinks;
}

/**
 * Renders one page with what the site shares and what the rendering thread owns: its markdown
 * to a tree, finished in the tree (demos and components in their slots, the title heading, the
 * ad slot), made HTML once and put in the site's shell. The files it references are written.
 * `directiveChecks`: the checks of the components and demos the page names, when its outline
 * made them already (the dev server checks every page so before rendering it).
 */
export async function renderPage(shared: Shared, page: SourcePage, services: RenderServices, directiveChecks?: Diagnostic[]): Promise<RenderedPage> {
  const { config } = shared;
  const pageFile = path.join(shared.contentDir, page.contentPath);
  const withSections = bodyWithSections(page, services.apiRouteOf, shared.dictionary);
  const parsed = parseMarkdown(
    {
      body: withSections.body,
      frontMatter: page.frontMatter,
      file: page.file,
      lineOffset: page.lineOffset,
      route: page.route,
      base: config.base,
      externals: shared.externals,
      githubRef: githubRefOf(config.products.find((product) => product.id === page.productId)),
      assetPlaces: { root: shared.root, contentDir: shared.contentDir, pageFile },
      resolveMarkdownLink: markdownLinkResolver(shared.routeByContentPath, page),
    },
    services.markdown,
  );
  const markdown = {
    ...parsed,
    links: placeAtSource(page, withSections.place(parsed.links)),
    diagnostics: placeAtSource(page, withSections.place(parsed.diagnostics)),
  };
  // Written with the page, so the dev server (which renders pages when asked) serves them too.
  writePageAssets(shared.root, markdown.assets, services.writer);
  const diagnostics = [
    ...markdown.diagnostics,
    ...(directiveChecks ?? [
      ...checkComponents(page.file, markdown.components, config.components),
      ...checkDemos(services.demoIndex, pageFile, page.file, markdown.demos, config.onMissingDemos),
    ]),
  ];
  const links: PageLinks = {
    file: page.file,
    route: page.route,
    links: markdown.links,
    ids: markdown.ids,
    ...(markdown.assets.length > 0 ? { assets: markdown.assets } : {}),
  };

  const slots = await renderSlots(shared, page, markdown.demos, markdown.components, services);
  diagnostics.push(...slots.diagnostics);
  const body = finishMarkdown(markdown.tree, page.file, (tree) => finishTree(shared, page, tree, markdown.title, slots.htmlOf));
  diagnostics.push(...body.diagnostics);
  const pageStyles = slots.styles + (page.generated === 'home' ? homePageStyles() : '');
  return {
    // The demos' stylesheets first: the page's style tags (its shell's among them) come after them.
    html: pageDocument(shared, page, markdown, body.html, stylesheetLinks(slots.stylesheets) + pageStyles),
    twin: pageTwin(shared, page, withSections.body, markdown, services),
    summary: { title: markdown.title ?? page.route, ...(markdown.description ? { description: markdown.description } : {}) },
    diagnostics,
    links,
  };
}

/** The page's Markdown twin: its markdown with the demos' code (as found for the page), links absolute to the site. */
function pageTwin(shared: Shared, page: SourcePage, body: string, markdown: ParsedMarkdown, services: RenderServices): string {
  const { config } = shared;
  const pageFile = path.join(shared.contentDir, page.contentPath);
  const twin = markdownTwin(body, markdown.twin.edits, markdown.twin.hasH1, {
    title: markdown.title,
    demoCode: (name) => {
      const sources = services.demoIndex.find(pageFile, name);
      return sources && twinDemoCode(name, sources);
    },
    link: twinLinkResolver(
      { siteUrl: config.siteUrl, base: config.base, externals: shared.externals },
      page.route,
      markdownLinkResolver(shared.routeByContentPath, page),
      (href, image) => {
        const reference = resolveAsset(href, image ? 'image' : 'link', { root: shared.root, contentDir: shared.contentDir, pageFile });
        // Where rehype-assets copied it (a file of public/ keeps its path, which the link resolves as it is).
        return reference?.kind === 'file' ? withBase(config.base, `/${assetOutputPath(fs.readFileSync(reference.file), reference.file)}`) : undefined;
      },
    ),
  });
  if (page.generated !== 'home') return twin;
  // A product deployed elsewhere at its own url has an absolute href already.
  const address = (href: string) => (isExternalLink(href) ? href : siteAddress(config, href));
  const list = shared.navigation.products.map((product) => `- [${product.name}](${address(product.href ?? withBase(config.base, '/'))})`);
  return `${twin}\n${list.join('\n')}\n`;
}

/** Puts in the page's tree what its markdown leaves out: the title heading, demos and components, the home page's list or the ad slot. */
function finishTree(shared: Shared, page: SourcePage, tree: Root, title: string | undefined, slotHtml: (slot: Slot) => string): void {
  if (title) addTitleHeading(tree, title);
  fillSlots(tree, slotHtml);
  const tabs = apiTabsHtml(page, shared.config.base, shared.dictionary);
  if (tabs) insertBelowDescription(tree, tabs);
  if (page.generated === 'home') tree.children.push({ type: 'raw', value: productListHtml(shared.navigation.products, shared.labels.homeProducts) });
  else if (shared.adSlot) insertAdSlot(tree, shared.adSlot);
  // Last: the ad slot finds the description right after the title.
  const { config } = shared;
  insertPageActions(tree, pageActionsHtml(withBase(config.base, twinPath(page.route)), twinUrl(config, page.route), shared.dictionary));
}

/** The page's document: its body in the shell of its product, with its head. */
function pageDocument(shared: Shared, page: SourcePage, markdown: ParsedMarkdown, bodyHtml: string, pageStyles: string): string {
  const { config, labels } = shared;
  const shell = shellOf(shared.navigation, config.products, page);
  const main = renderToStaticMarkup(
    createElement(PageMain, {
      bodyHtml,
      toc: tableOfContents(markdown.headings),
      ...(shell.nav ? pagerLinks(shell.nav.model, page.route) : {}),
      footerHtml: footerHtml(shared, page),
      labels: { contents: labels.contents, ...labels.pager },
    }),
  );
  const feedback = pageFeedback(config.feedback, shell.product, labels.pageFooter.postComment);
  const pageData: PageData = {
    route: page.route,
    base: config.base,
    productId: page.productId,
    productCategoryId: page.productCategoryId,
    language: 'en',
    labels: labels.runtime,
    ...(config.analytics ? { analytics: { measurementId: config.analytics.measurementId, tagUrl: analyticsTagUrl(config.analytics) } } : {}),
    ...(feedback ? { feedback } : {}),
  };
  const title = markdown.title ?? page.route;
  return renderDocument(
    {
      title: page.generated === 'home' ? config.title : `${title} - ${shell.product?.name ?? config.title}`,
      description: markdown.description,
      canonical: config.siteUrl ? absoluteUrl(config.siteUrl, withBase(config.base, page.route)) : undefined,
      productId: page.productId,
      productCategoryId: page.productCategoryId,
      siteName: config.title,
      extra: shared.head + shell.headerStyles + pageStyles,
    },
    bodyParts(shared, shell, navHtml(shared, shell, page), main, pageData),
  );
}

/** The side navigation of a page: its product's, open at the page (an API tab: at its component page when not listed), else the default links. */
function navHtml(shared: Shared, shell: Shell, page: SourcePage): string {
  const { nav } = shell;
  if (nav) {
    const active = activePath(nav.model, page.route);
    // An API tab the navigation does not list is open at its component page, as the tabs belong to it.
    return sideNavRenderer(nav.model, shared.labels.nav).render(active.length === 0 && page.tabOf ? activePath(nav.model, page.tabOf) : active);
  }
  return renderLinkList(shared.navigation.defaultNavNodes, withBase(shared.config.base, page.route), shared.labels.nav);
}

/** Every page's foot, generated ones too: a generated page's edit link and date are its source's (none without one). */
function footerHtml(shared: Shared, page: SourcePage): string {
  const { config, labels, lastUpdated } = shared;
  const date = lastUpdated.get(page.contentPath);
  const source = page.generated ? page.sourceFile : page.file;
  return pageFooterHtml({
    feedback: config.feedback !== false,
    ...(config.editUrl && source !== undefined ? { editUrl: editPageUrl(config.editUrl, source) } : {}),
    ...(date ? { lastUpdated: date } : {}),
    labels: labels.pageFooter,
    ...(shared.slots.footer === undefined ? {} : { siteFooter: shared.slots.footer }),
  });
}
