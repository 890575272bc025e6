import { enableFeedback } from '../feedback/feedbackPrompt.js';
import { BACK_TO_TOP_CLASS, MAIN_ID } from '../../shared/dom.js';

/**
 * "Back to top" scrolls to the very top (above the header, which the link's `#main-content`
 * target alone would leave out) and gives focus to the main content, so that the next Tab
 * continues from there rather than from the foot of the page.
 */
function enableBackToTop(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`.${BACK_TO_TOP_CLASS}`);
    const main = doc.getElementById(MAIN_ID);
    if (!link || !main) return;
    event.preventDefault();
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    main.focus({ preventScroll: true });
    scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
  });
}

/** The foot of the page: feedback prompt, per-section comment buttons, back to top. */
export function enablePageFooter(doc: Document): void {
  enableFeedback(doc);
  enableBackToTop(doc);
}
