import { escapeHtml } from '../util/html.js';
import { isExternalLink, outputFileForRoute, withBase } from '../util/routes.js';
import type { OutputWriter } from './outputWriter.js';
import { absoluteUrl } from './sitemap.js';

/** A redirect as the site-wide steps keep it: a route no page has, and where it ends (see site/redirects.ts). */
export interface RedirectRecord {
  from: string;
  to: string;
}

/**
 * The page written at a redirect's route, for hosts that do not read redirect rules: it sends the
 * reader on at once (meta refresh), names the new page as canonical so search engines move their
 * entry, asks not to be indexed, and shows the link for readers without automatic redirects.
 */
export function redirectPageHtml(to: string, base: string, siteUrl: string | undefined): string {
  const href = withBase(base, to);
  const canonical = isExternalLink(href) || !siteUrl ? href : absoluteUrl(siteUrl, href);
  const escaped = escapeHtml(href);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${escaped}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${escaped}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${escaped}">${escaped}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A redirect page at each redirect's route (not in the sitemap or the search index, which list pages). */
export function writeRedirectPages(writer: OutputWriter, redirects: readonly RedirectRecord[], base: string, siteUrl: string | undefined): void {
  for (const redirect of redirects) writer.write(outputFileForRoute(redirect.from), redirectPageHtml(redirect.to, base, siteUrl));
}
