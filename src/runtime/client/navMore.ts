import { NAV_DATA_ATTRIBUTE, NAV_MORE_ATTRIBUTE } from '../../shared/navData.js';

/**
 * "Show N more" rows of a wide nav level (one delegated listener): without JavaScript a link to
 * the nearest hidden page; with it, a click fetches the product's nav data once and puts the
 * hidden rows in the row's place, focusing the first of them (navRows, loaded on the first
 * click). Should the data or that code not come, the link is followed.
 */
export function enableNavMore(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${NAV_MORE_ATTRIBUTE}]`);
    const url = link?.closest(`[${NAV_DATA_ATTRIBUTE}]`)?.getAttribute(NAV_DATA_ATTRIBUTE);
    const item = link?.parentElement;
    if (!link || !url || item?.tagName !== 'LI') return;
    event.preventDefault();
    import('./navRows.js').then(
      (rows) => rows.showHiddenRows(doc, link, item, url, link.getAttribute(NAV_MORE_ATTRIBUTE)!),
      () => link.href && location.assign(link.href),
    );
  });
}
