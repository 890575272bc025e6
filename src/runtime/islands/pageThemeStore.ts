import { siteData } from '../siteData.js';
import { createThemeStore } from '../theme/ThemeContext.js';
import { DEFAULT_THEME_STATE } from '../theme/themeReducer.js';
import { readPageThemeState } from './pageThemeState.js';

/**
 * The page's theme state, shared by every island (each its own React root). It starts as the
 * server rendered it (hydration matches), then takes what the reader has chosen.
 */
export const pageThemeStore = createThemeStore({ ...DEFAULT_THEME_STATE, spacing: siteData.theme.spacing });
pageThemeStore.dispatch({ type: 'CHANGE', payload: readPageThemeState() });
