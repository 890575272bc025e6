import path from 'node:path';
import { apiDrift } from './api/apiDrift.js';
import { apiEntryPlace } from './api/extractSiteApi.js';
import { checkPublicFolder } from './assets/publicFolder.js';
import { checkDemoProviders } from './bundle/checkDemoProviders.js';
import { docsgenOutputs } from './site/docsgenOutputs.js';
import { resolveMarkdownPlugins } from './config/markdownPlugins.js';
import type { SiteConfig } from './config/schema.js';
import { checkDemoImports, type PageDemoUse } from './demos/checkDemoImports.js';
import { checkJsVariants } from './demos/addJsVariants.js';
import type { DemoSources } from './demos/demoSources.js';
import { repairOutput } from './emit/atomicDir.js';
import { hasErrors, sortDiagnostics, type Diagnostic } from './util/diagnostics.js';
import { redirectMap } from './site/redirects.js';
import { checkLinks, type PageLinks } from './links/checkLinks.js';
import { loadProject } from './site/loadProject.js';
import { checkOutline } from './site/outlineChecks.js';
import { pageOutline } from './site/pageOutline.js';
import { timed } from './util/timed.js';
import { externalRoutesOf } from './config/externalRoutes.js';

export interface CheckOptions {
  root: string;
  /** Pages that no manifest lists, and API props without a description, become errors. */
  strict?: boolean;
}

export interface CheckResult {
  /** 0 clean (warnings allowed), 1 errors, 2 config errors. */
  exitCode: 0 | 1 | 2;
  diagnostics: Diagnostic[];
  pages: number;
  durationMs: number;
}

/**
 * Everything `build` validates — config, manifests, front matter, markdown, demos, components —
 * plus every internal link and anchor, without rendering or writing anything. Pages are read
 * with the fast outline parser (see markdown/outline.ts).
 */
export function check(options: CheckOptions): Promise<CheckResult> {
  return timed(() => checkSite(options));
}

async function checkSite(options: CheckOptions): Promise<Omit<CheckResult, 'durationMs'>> {
  const root = path.resolve(options.root);
  const finish = (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], pages = 0): Omit<CheckResult, 'durationMs'> => ({
    exitCode,
    diagnostics: sortDiagnostics(diagnostics),
    pages,
  });
  const loaded = await loadProject(root, {
    strict: options.strict === true,
    // A source that could not be read (its types not installed, a declaration that does not parse)
    // has its error; the rest of the site is checked still, without the API pages it would have made.
    partialApi: true,
    // A build killed in the middle of its swap is repaired by the next command, whichever it is.
    onConfig: (config) => {
      repairOutput(path.resolve(root, config.outDir));
      return [];
    },
  });
  if (!loaded.ok) return finish(loaded.configError ? 2 : 1, loaded.diagnostics);
  const { config, site, source, api } = loaded.value;
  const unread = api.unreadRoutes ?? [];
  const diagnostics = [...loaded.diagnostics];
  const pageLinks: PageLinks[] = [];
  const demoUses: PageDemoUse[] = [];
  for (const page of site.pages) {
    const outline = pageOutline(site, page);
    const checked = checkOutline(site, page, outline, site.demos);
    diagnostics.push(...checked.diagnostics);
    pageLinks.push(checked.links);
    const pageFile = path.join(site.contentDir, page.contentPath);
    for (const demo of outline.demos) demoUses.push({ page: { file: page.file, route: page.route }, pageFile, name: demo.name, line: demo.line });
  }
  diagnostics.push(...(await checkDemoImports(site.demos, demoUses, config.onMissingDemos)));
  const shownDemos = new Map<string, DemoSources>();
  for (const use of demoUses) {
    const demo = site.demos.find(use.pageFile, use.name);
    if (demo) shownDemos.set(demo.id, demo);
  }
  diagnostics.push(...(await checkJsVariants(root, [...shownDemos.values()])));
  diagnostics.push(...checkLinks(pageLinks, site.routes, config.onBrokenLinks, redirectMap(site.redirects), externalRoutesOf(config), unread));
  diagnostics.push(...apiDrift(site.api, (index) => apiEntryPlace(source, index), options.strict ? 'error' : 'warning'));
  diagnostics.push(...checkPublicFolder(root, docsgenOutputs(site)));
  diagnostics.push(...(await loadMarkdownPlugins(root, config)));
  diagnostics.push(...(await checkDemoProviders(root, config)));
  return finish(hasErrors(diagnostics) ? 1 : 0, diagnostics, site.pages.length);
}

/**
 * The site's markdown plugins loaded as the build loads them, so a module that does not load is
 * found by check too; the markdown pipeline is imported only for a site that has plugins.
 */
async function loadMarkdownPlugins(root: string, config: SiteConfig): Promise<Diagnostic[]> {
  const { plugins } = resolveMarkdownPlugins(root, config.markdown);
  if (plugins.length === 0) return [];
  const { configuredProcessor } = await import('./markdown/configuredProcessor.js');
  return (await configuredProcessor(plugins)).diagnostics;
}
