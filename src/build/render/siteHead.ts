import fs from 'node:fs';
import path from 'node:path';
import type { HeadEntryConfig, SiteConfig } from '../config/schema.js';
import { PUBLIC_FOLDER } from '../assets/publicFolder.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { error, fail, succeed, type Result } from '../util/diagnostics.js';
import { escapeHtml } from '../util/html.js';
import { leavesRoot } from '../util/insideSite.js';
import { readTemplate } from '../util/packageFiles.js';
import { withBase } from '../util/routes.js';

/** Elements without an end tag. */
const VOID_TAGS = new Set(['meta', 'link', 'base']);
/** Attributes holding a URL, which get the base path when root-relative. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

const ICON_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.png': 'image/png' };

/** The config's `head` entries as HTML, their root-relative URLs under `base`. */
export function headEntriesHtml(entries: readonly HeadEntryConfig[], base: string): string {
  return entries.map((entry) => headEntryHtml(entry, base) + '\n').join('');
}

function headEntryHtml({ tag, attrs, content }: HeadEntryConfig, base: string): string {
  const attributes = Object.entries(attrs).flatMap(([name, value]) => {
    if (value === false) return [];
    if (value === true) return [` ${name}`];
    const written = URL_ATTRIBUTES.has(name.toLowerCase()) ? withBase(base, value) : value;
    return [` ${name}="${escapeHtml(written)}"`];
  });
  const open = `<${tag}${attributes.join('')}>`;
  // A script's or a style's text is the author's, trusted as the site's markdown is.
  return VOID_TAGS.has(tag) ? open : `${open}${content ?? ''}</${tag}>`;
}

/**
 * The site's icon link: the config's `favicon` (copied as a hashed asset), else `public/favicon.svg`
 * or `public/favicon.ico` (copied with public/, at the site's root), else docsgen's own.
 */
export function faviconLink(root: string, config: SiteConfig, writer: OutputWriter): Result<string> {
  const { base, favicon } = config;
  const link = (href: string, file: string) => {
    const type = ICON_TYPES[path.extname(file).toLowerCase()];
    return succeed(`<link rel="icon" href="${escapeHtml(href)}"${type ? ` type="${type}"` : ''}>\n`);
  };
  if (favicon !== undefined) {
    try {
      return link(base + writer.writeAsset(path.basename(favicon), fs.readFileSync(path.resolve(root, favicon))), favicon);
    } catch {
      return fail(error('unreadable-file', `Cannot read the site's favicon (config "favicon"): ${favicon}`, { file: favicon }));
    }
  }
  // One that a link leads out of the site is not copied with public/ (a warning says so): not linked either.
  const inPublic = ['favicon.svg', 'favicon.ico'].find((name) => {
    const file = path.join(root, PUBLIC_FOLDER, name);
    return fs.existsSync(file) && !leavesRoot(root, file);
  });
  if (inPublic) return link(withBase(base, `/${inPublic}`), inPublic);
  return link(base + writer.writeAsset('favicon.svg', readTemplate('favicon.svg')), 'favicon.svg');
}

/** The URL of Google's tag for the site's measurement id; the runtime's analytics module loads it once the page is idle. */
export function analyticsTagUrl(analytics: Exclude<SiteConfig['analytics'], false>): string {
  const url = new URL(analytics.tagUrl);
  url.searchParams.set('id', analytics.measurementId);
  return url.href;
}
