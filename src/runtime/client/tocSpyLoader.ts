/**
 * The table of contents' scroll-spy starts on the page's first scroll (a link to a section
 * scrolls too), so a page the reader leaves alone does not load it.
 */
export function spyOnTocWhenScrolled(doc: Document): void {
  if (!doc.querySelector('.docsgen-toc')) return;
  doc.defaultView?.addEventListener('scroll', () => void import('./tocSpy.js').then((spy) => spy.spyOnToc(doc)), { once: true, passive: true });
}
