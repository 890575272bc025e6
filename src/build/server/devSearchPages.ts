import { outlineHtml } from '../markdown/outlineHtml.js';
import type { FinishedPage } from '../search/indexPart.js';
import { searchDocumentHtml } from '../search/searchDocument.js';
import { apiRouteResolver, bodyWithSections } from '../site/componentSections.js';
import type { SiteModel } from '../site/loadSite.js';
import type { SourcePage } from '../site/readPages.js';
import { withBase } from '../util/routes.js';
import type { PageOutlines } from './pageOutlines.js';
import { pauser } from './pauser.js';

/**
 * The pages of the dev server's search index, rendering none: a page rendered is read from its
 * HTML; any other from its markdown through the outline parser (its text and headings, without
 * its demos' sources or components). Gives way to requests between pages.
 */
export async function* devSearchPages(
  site: SiteModel,
  /** The HTML of the pages rendered, by route. */
  rendered: ReadonlyMap<string, Promise<{ html: string }>>,
  outlines: PageOutlines,
  served: (page: SourcePage) => boolean,
): AsyncGenerator<FinishedPage> {
  let pause = pauser();
  const apiRouteOf = apiRouteResolver(site.config, site.routes);
  for (const page of site.pages) {
    if (!served(page)) continue;
    const url = withBase(site.config.base, page.route);
    const html = rendered.get(page.route);
    if (html) {
      yield { url, html: (await html).html };
      continue;
    }
    const outline = outlines.outline(site, page);
    const product = site.config.products.find((candidate) => candidate.id === page.productId);
    const title = page.generated ? site.config.title : (outline.title ?? page.route);
    // With the sections a component page gets appended, as the build renders it.
    const body = bodyWithSections(page, apiRouteOf, site.dictionary).body;
    const bodyHtml = outlineHtml(
      body,
      outline.headings.map((heading) => heading.id),
    );
    yield { url, html: searchDocumentHtml({ title, group: product?.name ?? site.config.title, bodyHtml }) };
    pause = await pause();
  }
}
