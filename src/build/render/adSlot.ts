import type { SiteConfig } from '../config/schema.js';
import type { ElementContent, Root, RootContent } from 'hast';
import { findElement } from './findElement.js';
import { escapeHtml } from '../util/html.js';
import { AD_SLOT_ATTRIBUTE } from '../../shared/dom.js';
import { COMPONENT_LINKS_CLASS } from './componentLinkHeader.js';

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
  return `<div class="docsgen-ad" ${AD_SLOT_ATTRIBUTE}${attributes}></div>`;
}

/** `<p class="description">`: the page's description, as MUI writes it below the title. */
const isDescription = (node: ElementContent | RootContent | undefined): boolean =>
  node?.type === 'element' && node.tagName === 'p' && Array.isArray(node.properties.className) && node.properties.className.includes('description');

const isBlank = (node: ElementContent | RootContent) => node.type === 'text' && /^\s*$/.test(node.value);

/** The component page's row of links (`{{"component": "…/ComponentLinkHeader.js"}}`), once filled in. */
const isComponentLinks = (node: ElementContent | RootContent | undefined): boolean =>
  node?.type === 'raw' && node.value.startsWith(`<ul class="${COMPONENT_LINKS_CLASS}"`);

/**
 * Puts the slot right below the page description (a `<p class="description">` after the first
 * h1, with nothing but white space between), or right below that h1 when there is none — and
 * below the component page's row of links when it comes next; a page without h1 gets it first.
 */
export function insertAdSlot(tree: Root, slotHtml: string): void {
  insertBelowDescription(tree, slotHtml);
}

/** Puts raw HTML where `insertAdSlot` puts the ad slot (a component page's API tabs go there too). */
export function insertBelowDescription(tree: Root, html: string): void {
  const slot = { type: 'raw' as const, value: html };
  const h1 = findElement(tree, (element) => element.tagName === 'h1');
  if (!h1) {
    tree.children.unshift(slot);
    return;
  }
  const siblings = h1.parent.children;
  const nextFilled = (from: number) => {
    let next = from;
    while (next < siblings.length && isBlank(siblings[next]!)) next++;
    return next;
  };
  const next = nextFilled(h1.index + 1);
  let at = isDescription(siblings[next]) ? next + 1 : h1.index + 1;
  // As on MUI's component pages, the row of links stays with the description, above the ad.
  const after = nextFilled(at);
  if (isComponentLinks(siblings[after])) at = after + 1;
  siblings.splice(at, 0, slot);
}
