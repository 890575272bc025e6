import type { DemoIndex } from '../demos/demoIndex.js';
import type { PageOutline } from '../markdown/outline.js';
import { checkOutline, type CheckedPage } from '../site/outlineChecks.js';

export type { CheckedPage };
import type { SiteModel } from '../site/loadSite.js';
import { pageOutline } from '../site/pageOutline.js';
import type { SourcePage } from '../site/readPages.js';

interface Kept {
  /** What the outline was made from: the same text, place and route map make the same outline. */
  page: SourcePage;
  routeMap: ReadonlyMap<string, string>;
  outline: PageOutline;
}

/**
 * The outlines of a site's pages, kept by page between changes: a page is parsed again only when
 * its text, file, route or the site's map of `.md` links changed. The checks that read the disk
 * or the config (demos, files, components) are redone each time, cheaply.
 */
export class PageOutlines {
  private readonly kept = new Map<string, Kept>();
  /** The last route map seen and its contents, so that an equal new map counts as the same. */
  private routeMap: { map: ReadonlyMap<string, string>; key: string } | undefined;

  outline(site: SiteModel, page: SourcePage): PageOutline {
    const routeMap = this.sameRouteMap(site.routeByContentPath);
    const kept = this.kept.get(page.contentPath);
    if (kept && kept.routeMap === routeMap && sameSource(kept.page, page)) return kept.outline;
    const outline = pageOutline(site, page);
    this.kept.set(page.contentPath, { page, routeMap, outline });
    return outline;
  }

  check(site: SiteModel, page: SourcePage, demos: DemoIndex): CheckedPage {
    return checkOutline(site, page, this.outline(site, page), demos);
  }

  /** Forgets the pages a site no longer has. */
  keepOnly(pages: readonly SourcePage[]): void {
    const present = new Set(pages.map((page) => page.contentPath));
    for (const contentPath of this.kept.keys()) if (!present.has(contentPath)) this.kept.delete(contentPath);
  }

  /** The map kept when `map` has the same entries (a reload makes a new one), else `map`, kept from now on. */
  private sameRouteMap(map: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
    if (this.routeMap?.map === map) return map;
    const key = JSON.stringify([...map]);
    if (this.routeMap?.key === key) return this.routeMap.map;
    this.routeMap = { map, key };
    return map;
  }
}

/** Whether two readings of a page give the same outline (which takes of the front matter only its title and component page keys). */
const sameSource = (a: SourcePage, b: SourcePage) =>
  a.body === b.body &&
  a.file === b.file &&
  a.route === b.route &&
  a.lineOffset === b.lineOffset &&
  a.frontMatter.title === b.frontMatter.title &&
  JSON.stringify(a.componentPage) === JSON.stringify(b.componentPage);
