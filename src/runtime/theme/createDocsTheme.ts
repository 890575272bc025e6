import { alpha, createTheme, lighten, type PaletteOptions, type Theme } from '@mui/material/styles';
import { DENSE_COMPONENTS } from './denseComponents.js';
import type { PaletteColors } from './themeReducer.js';

export interface DocsThemeOptions {
  primary: string;
  fontFamily?: string;
  taglineFontFamily?: string;
  borderRadius: number;
  spacing: number;
  direction?: 'ltr' | 'rtl';
  /** Small sizes and dense margins on MUI components, through default props. */
  dense?: boolean;
  /** The user's colours (e.g. `{ primary: { main: '#9c27b0' } }`), applied to light and dark. */
  paletteColors?: PaletteColors;
}

export const DEFAULT_FONT_FAMILY = '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif';
export const DEFAULT_TAGLINE_FONT_FAMILY = '"Work Sans", "IBM Plex Sans", sans-serif';

// Kept in their own module so that the tiny browser entry can use them without loading MUI.
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';

/**
 * The docs theme: MUI CSS theme variables for light and dark, so that a mode switch is a CSS
 * change selected by an attribute on <html>, never a re-render.
 */
/** Text on coloured backgrounds (contained buttons, chips) gets WCAG AA contrast (MUI's default is 3). */
export const CONTRAST_THRESHOLD = 4.5;

export function createDocsTheme(options: DocsThemeOptions): Theme {
  // PaletteColors is an open record of intents; MUI's PaletteOptions lists them by name.
  const userColors = (options.paletteColors ?? {}) as PaletteOptions;
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui' },
    colorSchemes: {
      light: {
        palette: { contrastThreshold: CONTRAST_THRESHOLD, primary: { main: options.primary }, background: { default: '#fff' }, ...userColors },
      },
      dark: {
        palette: {
          contrastThreshold: CONTRAST_THRESHOLD,
          // A lighter primary on dark backgrounds keeps text in that colour readable (WCAG AA).
          primary: { main: lighten(options.primary, 0.2) },
          background: { default: '#0b0d0e', paper: '#101418' },
          divider: alpha('#c2e0ff', 0.08),
          ...userColors,
        },
      },
    },
    direction: options.direction ?? 'ltr',
    shape: { borderRadius: options.borderRadius },
    spacing: options.spacing,
    typography: {
      fontFamily: options.fontFamily ?? DEFAULT_FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    ...(options.dense ? { components: DENSE_COMPONENTS } : {}),
  });
}
