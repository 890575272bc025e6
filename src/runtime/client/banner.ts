import { BANNER_CLASS, BANNER_DISMISS_CLASS, BANNER_ID_ATTRIBUTE, BANNER_DISMISSED_ATTRIBUTE, BANNER_STORAGE_KEY } from '../../shared/dom.js';

/** The banner's dismiss button hides it and remembers its id (the page's first script hides it on later loads). */
export function enableBannerDismiss(doc: Document): void {
  const banner = doc.querySelector<HTMLElement>(`.${BANNER_CLASS}`);
  banner?.querySelector(`.${BANNER_DISMISS_CLASS}`)?.addEventListener('click', () => {
    doc.documentElement.setAttribute(BANNER_DISMISSED_ATTRIBUTE, '');
    try {
      localStorage.setItem(BANNER_STORAGE_KEY, banner.dataset[BANNER_ID_ATTRIBUTE.key] ?? '');
    } catch {
      // Storage refused (private mode): dismissed for this page only.
    }
  });
}
