/** The attribute InitColorSchemeScript sets on <html>, and the CSS variables select on. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
/**
 * The documented colour-scheme attribute on <html> (`light` or `dark`), for any CSS to follow:
 * set before first paint by templates/colorScheme.js, in the page and in iframe demos.
 */
export const COLOR_SCHEME_CONTRACT_ATTRIBUTE = 'data-color-scheme';
/** localStorage key of the colour mode (light, system, dark). */
export const MODE_STORAGE_KEY = 'mui-mode';
