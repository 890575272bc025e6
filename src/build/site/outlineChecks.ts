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

/** A page checked from its outline: its problems, and its links and ids for the site-wide link check. */
export interface CheckedPage {
  diagnostics: Diagnostic[];
  /** Of them, the checks of its directives (components and demos it names), which `renderPage` need not make again. */
  directiveChecks: Diagnostic[];
  links: PageLinks;
}

/**
 * What a page's outline shows without rendering it: its markdown problems, directives naming no
 * component or demo, files it names that do not exist; and its links and ids for the site-wide
 * link check. `docsgen check` and the dev server check every page this way.
 */
export function checkOutline(site: SiteModel, page: SourcePage, outline: PageOutline, demos: DemoIndex): CheckedPage {
  const { root, contentDir, config } = site;
  const pageFile = path.join(contentDir, page.contentPath);
  const components = checkComponents(page.file, outline.components, config.components);
  const shownDemos = checkDemos(demos, pageFile, page.file, outline.demos, config.onMissingDemos);
  const diagnostics = [
    ...placeAtSource(page, outline.diagnostics),
    ...components,
    ...checkFileRefs(page.file, outline.fileRefs, { root, contentDir, pageFile }),
    ...shownDemos,
  ];
  return {
    diagnostics,
    directiveChecks: [...components, ...shownDemos],
    links: { file: page.file, route: page.route, links: placeAtSource(page, outline.links), ids: outline.ids },
  };
}
