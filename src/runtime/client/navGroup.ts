import { NAV_NODE_ATTRIBUTE } from '../../shared/navData.js';
import { itemHtml, loadNavData } from './navDataClient.js';

/**
 * Opens or closes the nav group of a chevron button in place; its title stays a link. A group the
 * page rendered open hides or shows its list; one it left closed gets its children from the
 * product's nav data (`url`), once. Should the data not come, the group's link is followed, as it would
 * be without JavaScript.
 */
export function toggleNavGroup(doc: Document, button: HTMLButtonElement, url: string | undefined): void {
  const item = button.closest('li');
  if (!item) return;
  const expanded = button.getAttribute('aria-expanded') === 'true';
  const list = item.querySelector<HTMLUListElement>(':scope > ul');
  if (list) {
    list.hidden = expanded;
    button.setAttribute('aria-expanded', String(!expanded));
    return;
  }
  const node = Number(button.dataset[NAV_NODE_ATTRIBUTE.key]);
  const followLink = () => {
    const link = item.querySelector<HTMLAnchorElement>(':scope > .docsgen-nav-row > a[href]');
    if (link) location.assign(link.href);
  };
  if (expanded || !url || !Number.isInteger(node)) {
    if (!expanded) followLink();
    return;
  }
  button.setAttribute('aria-busy', 'true');
  loadNavData(url)
    .then((data) => {
      const children = data.nodes[node]?.[1] ?? [];
      // A second click while the data came may have opened it already.
      if (!item.isConnected || item.querySelector(':scope > ul')) return;
      const added = doc.createElement('ul');
      added.innerHTML = children.map((child) => itemHtml(data, child)).join('');
      item.append(added);
      button.setAttribute('aria-expanded', 'true');
    }, followLink)
    .finally(() => button.removeAttribute('aria-busy'));
}
