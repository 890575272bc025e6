import { NAV_DATA_ATTRIBUTE } from '../../shared/navData.js';

/**
 * Nav groups' chevron buttons (one delegated listener): the code that opens and closes a group
 * loads on the first click, so a page the reader leaves alone does not load it.
 */
export function enableNavToggle(doc: Document): void {
  let pending = Promise.resolve();
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button.docsgen-nav-toggle');
    if (!button) return;
    const url = button.closest(`[${NAV_DATA_ATTRIBUTE}]`)?.getAttribute(NAV_DATA_ATTRIBUTE) ?? undefined;
    // Clicks apply in order, however fast they come.
    pending = pending.then(() => import('./navGroup.js')).then((group) => group.toggleNavGroup(doc, button, url));
  });
}
