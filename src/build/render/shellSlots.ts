import type { SiteConfig } from '../config/schema.js';
import { renderMarkdown } from '../markdown/processor.js';
import { escapeHtml } from '../util/html.js';
import type { ShellLabels } from '../util/labels.js';
import { BANNER_CLASS, BANNER_DISMISS_CLASS, BANNER_ID_ATTRIBUTE, BANNER_DISMISSED_ATTRIBUTE, BANNER_STORAGE_KEY } from '../../shared/dom.js';

/** The HTML of the shell's named slots (config `slots`), made once for every page. */
export interface ShellSlotsHtml {
  /** First in the body, before the header. */
  banner?: string;
  /** After each page's footer. */
  footer?: string;
}

export function shellSlotsHtml(
  { slots, base }: Pick<SiteConfig, 'slots' | 'base'>,
  labels: Pick<ShellLabels, 'announcement' | 'dismissBanner'>,
): ShellSlotsHtml {
  return {
    ...(slots.banner ? { banner: bannerHtml(slots.banner.id, slotMarkdown(slots.banner.content, base), labels) } : {}),
    ...(slots.footer ? { footer: `<footer class="docsgen-site-footer">${slotMarkdown(slots.footer, base)}</footer>` } : {}),
  };
}

/** A slot's markdown (raw HTML allowed) as a page's: its root-relative links and sources under the base path. */
function slotMarkdown(markdown: string, base: string): string {
  const input = {
    body: markdown,
    frontMatter: { title: 'slot' },
    file: 'docsgen.config',
    lineOffset: 0,
    route: '/',
    base,
    resolveMarkdownLink: () => undefined,
  };
  return renderMarkdown(input).html.trim();
}

/**
 * The announcement banner: its script (before it, so it runs before the first paint) marks
 * `<html>` when the reader dismissed this banner's id, and the CSS hides it; the runtime's entry
 * wires the dismiss button.
 */
function bannerHtml(id: string, content: string, labels: Pick<ShellLabels, 'announcement' | 'dismissBanner'>): string {
  const dismissed =
    `<script>try{if(localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)})===${JSON.stringify(id)})` +
    `document.documentElement.setAttribute(${JSON.stringify(BANNER_DISMISSED_ATTRIBUTE)},"")}catch(e){}</script>`;
  return (
    dismissed +
    `<div class="${BANNER_CLASS}" ${BANNER_ID_ATTRIBUTE.name}="${escapeHtml(id)}" role="region" aria-label="${escapeHtml(labels.announcement)}">` +
    `<div class="docsgen-banner-content">${content}</div>` +
    `<button type="button" class="${BANNER_DISMISS_CLASS}" aria-label="${escapeHtml(labels.dismissBanner)}">×</button>` +
    '</div>'
  );
}
