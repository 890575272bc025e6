import { scanOutline, type PageOutline } from '../markdown/outline.js';
import type { SiteModel } from './loadSite.js';
import { markdownLinkResolver } from './markdownLinks.js';
import type { SourcePage } from './readPages.js';

/** A page's structure (title, headings, links, directives) from the fast outline parser. */
export function pageOutline(site: SiteModel, page: SourcePage): PageOutline {
  return scanOutline({
    body: page.body,
    frontMatter: page.frontMatter,
    file: page.file,
    lineOffset: page.lineOffset,
    route: page.route,
    resolveMarkdownLink: markdownLinkResolver(site.routeByContentPath, page),
  });
}
