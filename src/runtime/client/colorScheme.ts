import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import { THEME_COLOR_ATTRIBUTE } from '../../shared/dom.js';

function storedMode(): string {
  try {
    return localStorage.getItem(MODE_STORAGE_KEY) ?? 'system';
  } catch {
    return 'system';
  }
}

/**
 * Keeps the colour scheme right after first paint, without React: "System" follows the
 * operating system live, another tab's choice applies here, and the theme-color meta follows
 * whatever scheme the page shows.
 */
export function followColorScheme(doc: Document): void {
  const root = doc.documentElement;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const syncMeta = () => {
    if (!meta) return;
    const scheme = root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
    meta.content = meta.getAttribute(THEME_COLOR_ATTRIBUTE[scheme]) ?? meta.content;
  };
  new MutationObserver(syncMeta).observe(root, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });

  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const mode = storedMode();
    const scheme = mode === 'system' ? (systemDark.matches ? 'dark' : 'light') : mode;
    if (scheme === 'light' || scheme === 'dark') root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  };
  systemDark.addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY) apply();
  });
  syncMeta();
}
