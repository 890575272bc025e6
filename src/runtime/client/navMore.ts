import { NAV_DATA_ATTRIBUTE, NAV_MORE_ATTRIBUTE } from '../navData.js';
import { itemHtml, loadNavData } from './navDataClient.js';

/**
 * "Show N more" rows of a wide nav level (one delegated listener): without JavaScript a link to
 * the nearest hidden page; with it, a click fetches the product's nav data once and puts the
 * hidden rows in the row's place, focusing the first of them. Should the data not come, the
 * link is followed.
 */
export function enableNavMore(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${NAV_MORE_ATTRIBUTE}]`);
    const url = link?.closest(`[${NAV_DATA_ATTRIBUTE}]`)?.getAttribute(NAV_DATA_ATTRIBUTE);
    const item = link?.parentElement;
    if (!link || !url || item?.tagName !== 'LI') return;
    event.preventDefault();
    const [parent, start, end] = link.getAttribute(NAV_MORE_ATTRIBUTE)!.split(':').map(Number) as [number, number, number];
    loadNavData(url)
      .then((data) => {
        if (!item.isConnected) return;
        const level = parent < 0 ? data.roots : data.nodes[parent]![1]!;
        const template = doc.createElement('template');
        template.innerHTML = level.slice(start, end).map((index) => itemHtml(data, index)).join('');
        const first = template.content.querySelector('a');
        item.replaceWith(template.content);
        first?.focus();
      })
      .catch(() => {
        if (link.href) location.assign(link.href);
      });
  });
}
