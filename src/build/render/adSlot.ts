import type { SiteConfig } from '../config/schema.js';
import { escapeHtml } from './html.js';

type AdsConfig = Exclude<SiteConfig['ads'], false>;

/** The ad slot's server-rendered placeholder: its space reserved by CSS, its settings as data. */
export function adSlotHtml(ads: AdsConfig): string {
  const attributes = [
    ['data-ad-script', ads.script],
    ['data-ad-feed', ads.feed],
    ['data-ad-placement', ads.placement],
    ['data-ad-backer', ads.backerLink],
  ]
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<div class="docsgen-ad" data-ad-slot${attributes}></div>`;
}

/**
 * Puts the slot right below the page description (`<p class="description">` after the h1), or
 * below the h1 when there is none; a body without h1 gets it first.
 */
export function insertAdSlot(bodyHtml: string, slotHtml: string): string {
  const h1 = /<h1[\s>][\s\S]*?<\/h1>/.exec(bodyHtml);
  const afterH1 = h1 ? h1.index + h1[0].length : 0;
  const rest = bodyHtml.slice(afterH1);
  const description = /^\s*<p class="description"[^>]*>[\s\S]*?<\/p>/.exec(rest);
  const at = afterH1 + (description ? description[0].length : 0);
  return bodyHtml.slice(0, at) + slotHtml + bodyHtml.slice(at);
}
