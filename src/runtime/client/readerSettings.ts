import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';
import { LAYOUT_STORAGE_KEY } from '../preferences/layoutSettings.js';

/**
 * Whether the page shows settings other than those demos are rendered with on the server (light,
 * left to right, the site's density, spacing and colours): then a demo whose HTML depends on them
 * (`data-follows-settings`) must hydrate to show them.
 */
export function readerSettingsDiffer(doc: Document): boolean {
  const root = doc.documentElement;
  if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' || root.dir === 'rtl') return true;
  if (/(?:^|;\s*)paletteColors=[^;]/.test(doc.cookie)) return true;
  try {
    return localStorage.getItem(LAYOUT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
