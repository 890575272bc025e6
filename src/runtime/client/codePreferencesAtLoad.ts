import { codeStylingFromHash, codeVariantFromHash, readCodePreferences, storeCodeStyling, storeCodeVariant } from '../preferences/codePreferences.js';
import { CODE_PREFERENCES_EVENT } from '../../shared/events.js';

/**
 * Applies the reader's code preferences to the page as attributes (`data-code-variant`,
 * `data-code-styling` on <html>), so code in the chosen variant can show without React. A
 * choice made through the URL hash (`#BasicButtons.js`) is remembered for a year.
 */
export function applyCodePreferences(doc: Document): void {
  const apply = () => {
    const { codeVariant, codeStyling } = readCodePreferences();
    doc.documentElement.dataset.codeVariant = codeVariant;
    doc.documentElement.dataset.codeStyling = codeStyling;
    const fromHashVariant = codeVariantFromHash(location.hash);
    const fromHashStyling = codeStylingFromHash(location.hash);
    if (fromHashVariant) storeCodeVariant(fromHashVariant);
    if (fromHashStyling) storeCodeStyling(fromHashStyling);
    doc.dispatchEvent(new CustomEvent(CODE_PREFERENCES_EVENT));
  };
  apply();
  window.addEventListener('hashchange', apply);
}
