import type { SiteConfig } from '../config/schema.js';
import { escapeHtml } from '../util/html.js';
import { BANNER_CLASS, BANNER_DISMISS_CLASS, BANNER_DISMISSED_ATTRIBUTE, BANNER_STORAGE_KEY } from '../../shared/dom.js';

type Banner = NonNullable<SiteConfig['slots']['banner']>;

/**
 * The announcement banner, first in the body: its script (before it, so it runs before the first
 * paint) marks `<html>` when the reader dismissed this banner's id, and the CSS hides it; the
 * runtime's entry wires the dismiss button.
 */
export function bannerHtml(banner: Banner, dismissLabel: string): string {
  const id = JSON.stringify(banner.id);
  const dismissed =
    `<script>try{if(localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)})===${id})` +
    `document.documentElement.setAttribute(${JSON.stringify(BANNER_DISMISSED_ATTRIBUTE)},"")}catch(e){}</script>`;
  return (
    dismissed +
    `<div class="${BANNER_CLASS}" data-banner-id="${escapeHtml(banner.id)}" role="region" aria-label="Announcement">` +
    `<div class="docsgen-banner-content">${banner.html}</div>` +
    `<button type="button" class="${BANNER_DISMISS_CLASS}" aria-label="${escapeHtml(dismissLabel)}">×</button>` +
    '</div>'
  );
}

/** The site's own footer content (config `slots.footer`, trusted HTML), after the page's footer. */
export const siteFooterHtml = (html: string): string => `<footer class="docsgen-site-footer">${html}</footer>`;
