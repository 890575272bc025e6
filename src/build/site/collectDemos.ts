import path from 'node:path';
import type { SiteModel } from './loadSite.js';
import type { DemoIndex } from '../demos/demoIndex.js';
import type { DemoSources } from '../demos/demoSources.js';
import { demoProviderOf } from '../config/demoProviders.js';

/**
 * Every demo the site's pages use, found before any page renders (the browser bundle needs them
 * all), and kept in `index` for the checks and the pages. Only pages that mention `{{"demo"` are parsed, with the fast outline parser, loaded only
 * then (markdown-it is 53 modules every render thread would load).
 */
export async function collectDemos(site: SiteModel, index: DemoIndex): Promise<Map<string, DemoSources>> {
  const demos = new Map<string, DemoSources>();
  const pages = site.pages.filter((page) => page.body.includes('"demo"'));
  if (pages.length === 0) return demos;
  const { pageOutline } = await import('./pageOutline.js');
  for (const page of pages) {
    const outline = pageOutline(site, page);
    const pageFile = path.join(site.contentDir, page.contentPath);
    const provider = demoProviderOf(site.config, page.productId);
    for (const ref of outline.demos) {
      const sources = index.find(pageFile, ref.name);
      if (!sources) continue;
      const found = demos.get(sources.id) ?? sources;
      // The providers of the pages that show it: the browser bundle compiles each in the demo's world.
      const providers = provider === undefined || found.providers?.includes(provider) ? found.providers : [...(found.providers ?? []), provider];
      demos.set(sources.id, providers === found.providers ? found : { ...found, providers });
    }
  }
  return demos;
}
