import path from 'node:path';
import type { SiteModel } from '../site/loadSite.js';
import { pageOutline } from '../site/pageOutline.js';
import { findDemoSources, type DemoSources } from './demoSources.js';

/**
 * Every demo the site's pages use, found before any page renders (the browser bundle needs them
 * all). Only pages that mention `{{"demo"` are parsed, with the fast outline parser.
 */
export function collectDemos(site: SiteModel): Map<string, DemoSources> {
  const demos = new Map<string, DemoSources>();
  for (const page of site.pages) {
    if (!page.body.includes('"demo"')) continue;
    const outline = pageOutline(site, page);
    const pageFile = path.join(site.contentDir, page.contentPath);
    for (const ref of outline.demos) {
      const sources = findDemoSources(site.root, pageFile, ref.name);
      if (sources && !demos.has(sources.id)) demos.set(sources.id, sources);
    }
  }
  return demos;
}
