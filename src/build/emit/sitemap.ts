const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page of the sitemap: its absolute URL, and when it was last updated (a W3C datetime), when known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
}

/** sitemap.xml of every page, in the order given. */
export function sitemapXml(pages: readonly SitemapEntry[]): string {
  const entries = pages
    .map(({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** `https://x.org/docs` + `/docs/` + `/a/` → absolute page URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + path;
}
