import { readTemplate } from '../util/packageFiles.js';
import { escapeHtml } from '../util/html.js';
import { THEME_COLOR_ATTRIBUTE } from '../../shared/dom.js';

export interface DocumentHead {
  title: string;
  description: string | undefined;
  /** Absolute URL of the page, when the site URL is known. */
  canonical: string | undefined;
  productId: string | null;
  productCategoryId: string | null;
  siteName: string;
  /** Extra head markup: stylesheets, critical CSS, preloads. */
  extra: string;
}

/** The browser UI colour per mode (the page background); scripts switch `content` with the mode. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0b0d0e' } as const;

let templateParts: [string, string, string] | undefined;

/** templates/document.html split at its two slots, once per process. */
function parts(): [string, string, string] {
  if (!templateParts) {
    const template = readTemplate('document.html');
    const [beforeHead, rest = ''] = template.split('<!--docsgen:head-->');
    const [between, afterBody = ''] = rest.split('<!--docsgen:body-->');
    templateParts = [beforeHead ?? '', between ?? '', afterBody];
  }
  return templateParts;
}

export function headHtml(head: DocumentHead): string {
  const meta: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) meta.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.canonical) meta.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  meta.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
  );
  if (head.description) meta.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
  if (head.canonical) meta.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
  meta.push(
    `<meta name="docsgen:productId" content="${escapeHtml(head.productId ?? 'null')}">`,
    `<meta name="docsgen:productCategoryId" content="${escapeHtml(head.productCategoryId ?? 'null')}">`,
    `<meta name="theme-color" content="${THEME_COLORS.light}" ${THEME_COLOR_ATTRIBUTE.light}="${THEME_COLORS.light}" ${THEME_COLOR_ATTRIBUTE.dark}="${THEME_COLORS.dark}">`,
  );
  return meta.join('\n') + '\n' + head.extra;
}

/** A whole HTML document from templates/document.html. */
export function renderDocument(head: DocumentHead, body: string): string {
  const [beforeHead, between, afterBody] = parts();
  return beforeHead + headHtml(head) + between + body + afterBody;
}
