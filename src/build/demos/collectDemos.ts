import path from 'node:path';
import { scanOutline } from '../markdown/outline.js';
import type { SiteModel } from '../site/loadSite.js';
import { markdownLinkResolver } from '../site/markdownLinks.js';
import { findDemoSources, type DemoSources } from './demoSources.js';

/**
 * Every demo the site's pages use, found before any page renders (the browser bundle needs them
 * all). Only pages that mention `{{"demo"` are parsed, with the fast outline parser.
 */
export function collectDemos(site: SiteModel): Map<string, DemoSources> {
  const demos = new Map<string, DemoSources>();
  for (const page of site.pages) {
    if (!page.body.includes('"demo"')) continue;
    const outline = scanOutline({
      body: page.body,
      frontMatter: page.frontMatter,
      file: page.file,
      lineOffset: page.lineOffset,
      route: page.route,
      resolveMarkdownLink: markdownLinkResolver(site.routeByContentPath, page),
    });
    const pageFile = path.join(site.contentDir, page.contentPath);
    for (const ref of outline.demos) {
      const sources = findDemoSources(site.root, pageFile, ref.name);
      if (sources && !demos.has(sources.id)) demos.set(sources.id, sources);
    }
  }
  return demos;
}
