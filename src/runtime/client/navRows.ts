import { itemHtml, loadNavData } from './navDataClient.js';

/**
 * Puts the rows a "Show N more" row stands for in its place, from the product's nav data
 * (fetched once per page), and focuses the first of them; should the data not come, the row's
 * link is followed. `more` is the row's `<parent node index, -1 for the top level>:<first>:<end>`.
 */
export function showHiddenRows(doc: Document, link: HTMLAnchorElement, item: HTMLElement, url: string, more: string): void {
  const [parent, start, end] = more.split(':').map(Number) as [number, number, number];
  loadNavData(url)
    .then((data) => {
      if (!item.isConnected) return;
      const level = parent < 0 ? data.roots : data.nodes[parent]![1]!;
      const template = doc.createElement('template');
      template.innerHTML = level
        .slice(start, end)
        .map((index) => itemHtml(data, index))
        .join('');
      const first = template.content.querySelector('a');
      item.replaceWith(template.content);
      first?.focus();
    })
    .catch(() => {
      if (link.href) location.assign(link.href);
    });
}
