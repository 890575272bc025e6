/** The attribute InitColorSchemeScript sets on <html>, and the CSS variables select on. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
/** localStorage key of the colour mode (light, system, dark). */
export const MODE_STORAGE_KEY = 'mui-mode';
