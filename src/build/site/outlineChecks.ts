import path from 'node:path';
import { checkFileRefs } from './checkAssets.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { PageLinks } from '../links/checkLinks.js';
import type { PageOutline } from '../markdown/outline.js';
import { checkComponents } from './checkComponents.js';
import { checkDemos } from '../demos/checkDemos.js';
import type { DemoIndex } from '../demos/demoIndex.js';
import type { SiteModel } from './loadSite.js';
import type { SourcePage } from './readPages.js';
import { placeAtSource } from './linePlaces.js';

/**
 * What a page's outline shows without rendering it: its markdown problems, directives naming no
 * component or demo, files it names that do not exist; and its links and ids for the site-wide
 * link check. `docsgen check` and the dev server check every page this way.
 */
export function checkOutline(site: SiteModel, page: SourcePage, outline: PageOutline, demos: DemoIndex): { diagnostics: Diagnostic[]; links: PageLinks } {
  const { root, contentDir, config } = site;
  const pageFile = path.join(contentDir, page.contentPath);
  const diagnostics = [
    ...placeAtSource(page, outline.diagnostics),
    ...checkComponents(page.file, outline.components, config.components),
    ...checkFileRefs(page.file, outline.fileRefs, { root, contentDir, pageFile }),
    ...checkDemos(demos, pageFile, page.file, outline.demos, config.onMissingDemos),
  ];
  return { diagnostics, links: { file: page.file, route: page.route, links: placeAtSource(page, outline.links), ids: outline.ids } };
}
