import type { ProductSummary } from '../../shared/types.js';
import { readTemplate } from '../util/packageFiles.js';
import { escapeHtml } from '../util/html.js';
import { LOGO_CLASS } from '../../shared/dom.js';

/** The generated home page's styles (its cards), on that page only. */
export const homePageStyles = (): string => `<style>${readTemplate('home.css')}</style>`;

/**
 * The generated home page's product list, as mui.com's: one card per product that has pages,
 * with its logo and name, linking to its first page. Plain links: it works without JavaScript.
 */
export function productListHtml(products: readonly ProductSummary[], label: string): string {
  const cards = products
    .filter((product) => product.href)
    .map((product) => {
      const logo = !product.logo
        ? ''
        : product.logo.trimStart().startsWith('<svg')
          ? `<span class="${LOGO_CLASS}" aria-hidden="true">${product.logo}</span>`
          : `<img class="${LOGO_CLASS}" src="${escapeHtml(product.logo)}" alt="" width="28" height="28">`;
      return `<li><a class="docsgen-home-product" href="${escapeHtml(product.href!)}" data-product="${escapeHtml(product.id)}">${logo}<span>${escapeHtml(product.name)}</span></a></li>`;
    });
  return `<ul class="docsgen-home-products" aria-label="${escapeHtml(label)}">${cards.join('')}</ul>`;
}
