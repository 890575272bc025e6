import type { Dictionary } from '../../shared/types.js';

/** `react-button-group` → `Button group`; `/material-ui/customization/dark-mode` → `Dark mode`. */
export function deriveTitle(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const words = last
    .replace(/^react-/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words === '' ? pathname : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A nav item's title: its own `title`, else the dictionary's `pages.<pathname>`, else the name of
 * the component or hook whose generated API page it links (`apiTitle`: `ButtonBase`, as the
 * library writes it), else derived from the pathname.
 */
export function navTitle(item: { pathname: string; title?: string; subheader?: string }, dictionary: Dictionary, apiTitle?: string): string {
  if (item.title) return item.title;
  const pages = dictionary.pages;
  const key = item.subheader ?? item.pathname;
  const fromDictionary = typeof pages === 'object' ? (pages[key] ?? pages[key.replace(/\/$/, '')]) : undefined;
  if (typeof fromDictionary === 'string') return fromDictionary;
  if (item.subheader === undefined && apiTitle) return apiTitle;
  return deriveTitle(key);
}
