import { NAV_DATA_ATTRIBUTE, NAV_MORE_ATTRIBUTE, type NavData } from '../navData.js';

/** The product's nav data, fetched once per page on the first "Show N more" click. */
let loading: Promise<NavData> | undefined;

/** The `<li>` of node `index`, with its always-open list (a subheader's) inside. */
function itemHtml(data: NavData, index: number): string {
  const [row, children, open] = data.nodes[index]!;
  return `<li>${row}${open && children ? `<ul>${children.map((child) => itemHtml(data, child)).join('')}</ul>` : ''}</li>`;
}

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
    loading ??= fetch(url).then((response) => (response.ok ? (response.json() as Promise<NavData>) : Promise.reject(new Error(url))));
    loading
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
        loading = undefined;
        if (link.href) location.assign(link.href);
      });
  });
}
