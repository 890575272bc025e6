import { isApplePlatform, type KeyPress } from './copyButtons.js';
import { ISLAND, ISLAND_ATTRIBUTE } from '../../shared/dom.js';

/** Ctrl+K or ⌘K, on every platform (readers on one keyboard type the other's habit too). */
export function isSearchShortcut(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && press.key.toLowerCase() === 'k';
}

export function searchKeyHint(apple: boolean): string {
  return apple ? '⌘K' : 'Ctrl K';
}

/**
 * The search shortcut opens the dialog by clicking the header's Search button, which loads the
 * search island like any first use; on Apple platforms the button's hint reads ⌘K.
 */
export function enableSearchShortcut(doc: Document): void {
  const button = doc.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE.name}="${ISLAND.search}"]`);
  if (!button) return;
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const hint = button.querySelector('kbd');
  if (hint) hint.textContent = searchKeyHint(isApplePlatform([nav.userAgentData?.platform, nav.platform]));
  doc.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    button.click();
  });
}
