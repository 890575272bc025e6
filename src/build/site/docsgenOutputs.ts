import type { DocsgenOutputs } from '../assets/publicFolder.js';
import type { SiteModel } from './loadSite.js';

/** What docsgen writes for a site outside `_docsgen/`, for check and build to find the public files in its way alike. */
export function docsgenOutputs(site: Pick<SiteModel, 'config' | 'pages' | 'routes' | 'redirects'>): DocsgenOutputs {
  return {
    routes: site.routes,
    redirects: new Set(site.redirects.map((redirect) => redirect.from)),
    apiRoutes: new Set(site.pages.filter((page) => page.generated === 'api').map((page) => page.route)),
    siteUrl: Boolean(site.config.siteUrl),
    llms: site.config.llms,
  };
}
