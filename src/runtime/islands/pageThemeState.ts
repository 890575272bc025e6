import { getCookie } from '../preferences/cookies.js';
import type { PaletteColors, ThemeState } from '../theme/themeReducer.js';

export const PALETTE_COOKIE = 'paletteColors';

/** The user's stored colours (cookie `paletteColors`), ignoring anything malformed. */
export function storedPaletteColors(): PaletteColors {
  try {
    const value: unknown = JSON.parse(getCookie(PALETTE_COOKIE) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PaletteColors) : {};
  } catch {
    return {};
  }
}

/** The theme state the page already shows, so the first render of an island matches it. */
export function readPageThemeState(): Pick<ThemeState, 'direction' | 'paletteColors'> {
  return {
    direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    paletteColors: storedPaletteColors(),
  };
}
