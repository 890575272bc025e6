import { SETTINGS_EVENT } from '../../shared/events.js';
import { readLayoutSettings, serializeLayoutSettings, writeLayoutSettings } from '../preferences/layoutSettings.js';
import { siteData } from '../siteData.js';
import { createThemeStore } from '../theme/ThemeContext.js';
import { DEFAULT_THEME_STATE } from '../theme/themeReducer.js';
import { readPageThemeState } from './pageThemeState.js';

/**
 * The page's theme state, shared by every island (each its own React root). It starts as the
 * server rendered it (hydration matches), then takes what the reader has chosen: colours and
 * direction as the page shows them, density and spacing as stored. Changes of direction,
 * density and spacing are stored for the next pages.
 */
export const pageThemeStore = createThemeStore({ ...DEFAULT_THEME_STATE, spacing: siteData.theme.spacing });
const stored = readLayoutSettings();
pageThemeStore.dispatch({ type: 'CHANGE', payload: readPageThemeState() });
if (stored.dense !== undefined) pageThemeStore.dispatch({ type: 'SET_DENSE', payload: stored.dense });
if (stored.spacing !== undefined) pageThemeStore.dispatch({ type: 'SET_SPACING', payload: stored.spacing });

let saved = serializeLayoutSettings(pageThemeStore.getState(), siteData.theme.spacing);
pageThemeStore.subscribe(() => {
  // Demos whose server HTML depends on the settings hydrate to follow them (client/islands.ts).
  document.dispatchEvent(new Event(SETTINGS_EVENT));
  const next = serializeLayoutSettings(pageThemeStore.getState(), siteData.theme.spacing);
  if (next === saved) return;
  saved = next;
  writeLayoutSettings(next);
});
