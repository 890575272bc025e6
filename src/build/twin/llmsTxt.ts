import { keyDigest } from '../util/digest.js';
import { twinUrl, type SitePlace } from './twinUrls.js';

/** What llms.txt lists of a page. */
export interface PageSummary {
  title: string;
  description?: string;
}

/** A page as the site record keeps it for llms.txt. */
export interface LlmsPage extends PageSummary {
  route: string;
}

/** One section of llms.txt: a product's pages in its manifest's order, or the pages outside products. */
export interface LlmsSection {
  name: string;
  routes: string[];
}

/** What llms.txt says of the site. */
export interface LlmsSite extends SitePlace {
  title: string;
  /** The site's description (its home page's), when it has one. */
  description: string | undefined;
  sections: LlmsSection[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Link text in brackets: `[` and `]` escaped. */
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, '\\$&');

/**
 * llms.txt (llmstxt.org): `# <title>`, `> <description>`, then an `## <section>` per product
 * listing `- [title](twin URL): description` for each of its pages, in order. Pages no section
 * names are left out (the caller puts every page in one).
 */
export function llmsTxt(site: LlmsSite, pages: ReadonlyMap<string, PageSummary>): string {
  const lines = [`# ${oneLine(site.title)}`, ''];
  if (site.description) lines.push(`> ${oneLine(site.description)}`, '');
  for (const section of site.sections) {
    const entries = section.routes.flatMap((route) => {
      const page = pages.get(route);
      if (!page) return [];
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      return [`- [${linkText(page.title)}](${twinUrl(site, route)})${description}`];
    });
    if (entries.length === 0) continue;
    lines.push(`## ${oneLine(section.name)}`, '', ...entries, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The token of llms-full.txt's page boundaries: a digest of every page in it, so that no page can
 * hold it (it would have to contain the digest of its own text); drawn again, should one hold it.
 */
export function pageBoundaryToken(pages: readonly { url: string; twin: string }[]): string {
  let token = keyDigest(...pages.flatMap(({ url, twin }) => [url, twin])).slice(0, 24);
  while (pages.some(({ twin }) => twin.includes(token))) token = keyDigest(token).slice(0, 24);
  return token;
}

/**
 * llms-full.txt: the heading and description of llms.txt, a line saying how pages are told apart,
 * then every page's twin in llms.txt's order, each opened by a block naming its URL (`---` /
 * `page: <token>` / `url: …` / `---`). A page's text is its author's and may hold such a block
 * itself: the token, which no page holds (`pageBoundaryToken`), is what makes a block a boundary.
 * `twinOf` reads a page's twin (undefined: left out).
 */
export function llmsFullTxt(site: LlmsSite, twinOf: (route: string) => string | undefined): string {
  const pages = site.sections.flatMap((section) =>
    section.routes.flatMap((route) => {
      const twin = twinOf(route);
      return twin === undefined ? [] : [{ url: twinUrl(site, route), twin: twin.trimEnd() }];
    }),
  );
  const token = pageBoundaryToken(pages);
  const parts = [`# ${oneLine(site.title)}\n`];
  if (site.description) parts.push(`> ${oneLine(site.description)}\n`);
  parts.push(
    `Each page below is opened by a block of four lines: "---", "page: ${token}", "url: <the page's URL>" and "---". No page holds that token, so a block without it is part of a page's text.\n`,
  );
  for (const { url, twin } of pages) parts.push(`---\npage: ${token}\nurl: ${url}\n---\n\n${twin}\n`);
  return parts.join('\n');
}

/**
 * The sections of llms.txt: each product's pages in the order of its manifest (depth first), then
 * its pages the manifest does not list, in `pages` order; pages outside every product last, under
 * `otherName`.
 */
export function llmsSections(
  products: readonly { id: string; name: string; manifestRoutes: readonly string[] }[],
  pages: readonly { route: string; productId: string | null }[],
  otherName: string,
): LlmsSection[] {
  const taken = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const product of products) {
    const own = new Set(pages.filter((page) => page.productId === product.id).map((page) => page.route));
    const routes: string[] = [];
    for (const route of [...product.manifestRoutes, ...own]) {
      if (!own.has(route) || taken.has(route)) continue;
      taken.add(route);
      routes.push(route);
    }
    sections.push({ name: product.name, routes });
  }
  sections.push({ name: otherName, routes: pages.map((page) => page.route).filter((route) => !taken.has(route)) });
  return sections;
}
