import { alpha, createTheme, type Theme } from '@mui/material/styles';

export interface DocsThemeOptions {
  primary: string;
  fontFamily?: string;
  taglineFontFamily?: string;
  borderRadius: number;
  spacing: number;
  direction?: 'ltr' | 'rtl';
}

export const DEFAULT_FONT_FAMILY = '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif';
export const DEFAULT_TAGLINE_FONT_FAMILY = '"Work Sans", "IBM Plex Sans", sans-serif';

/** The attribute InitColorSchemeScript sets on <html>, and the CSS variables select on. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const MODE_STORAGE_KEY = 'mui-mode';

/**
 * The docs theme: MUI CSS theme variables for light and dark, so that a mode switch is a CSS
 * change selected by an attribute on <html>, never a re-render.
 */
export function createDocsTheme(options: DocsThemeOptions): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui' },
    colorSchemes: {
      light: { palette: { primary: { main: options.primary }, background: { default: '#fff' } } },
      dark: {
        palette: {
          primary: { main: options.primary },
          background: { default: '#0b0d0e', paper: '#101418' },
          divider: alpha('#c2e0ff', 0.08),
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
  });
}
