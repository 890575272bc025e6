import { scanOutline, type PageOutline } from '../markdown/outline.js';
import type { SiteModel } from './loadSite.js';
import { apiRouteResolver, bodyWithSections } from './componentSections.js';
import { markdownLinkResolver } from './markdownLinks.js';
import type { SourcePage } from './readPages.js';

/** A page's structure (title, headings, links, directives) from the fast outline parser. */
export function pageOutline(site: SiteModel, page: SourcePage): PageOutline {
  // The sections a component page gets appended are outlined with it, as the build renders them.
  const withSections = bodyWithSections(page, apiRouteResolver(site.config, site.routes), site.dictionary);
  const outline = scanOutline({
    body: withSections.body,
    frontMatter: page.frontMatter,
    file: page.file,
    lineOffset: page.lineOffset,
    route: page.route,
    resolveMarkdownLink: markdownLinkResolver(site.routeByContentPath, page),
  });
  return { ...outline, links: withSections.place(outline.links), diagnostics: withSections.place(outline.diagnostics) };
}
