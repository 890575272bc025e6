import { useMemo } from 'react';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import { DENSE_COMPONENTS } from '../theme/denseComponents.js';
import type { DemoThemeProps } from './demoState.js';
import type { ThemeState } from '../theme/themeReducer.js';

/**
 * The theme demos render in: the default theme of the site's own MUI (as MUI's demo sandbox
 * does), with the reader's direction, density, spacing and colours. This module is compiled
 * against the site's packages (see build/demos/demoHost.ts), whatever MUI major they are.
 *
 * MUI 6 and later: CSS theme variables for light and dark (`--demo-…`, the world's prefix), selected by the attribute
 * the page sets on <html>, so a dark page shows dark demos before any JavaScript. MUI 5 has no
 * such theme: the mode is the theme's, `mode` below (light on the server).
 */
function demoTheme(state: ThemeState, mode: 'light' | 'dark', cssVarPrefix: string): Theme {
  // PaletteColors is an open record of intents; MUI's options list them by name.
  const colors = state.paletteColors as ThemeOptions['palette'];
  const common: ThemeOptions = {
    direction: state.direction,
    spacing: state.spacing,
    ...(state.dense ? { components: DENSE_COMPONENTS } : {}),
  };
  const withVariables = createTheme({
    ...common,
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]`, cssVarPrefix },
    colorSchemes: { light: { palette: { ...colors } }, dark: { palette: { ...colors } } },
  });
  if ('vars' in withVariables && withVariables.vars) return withVariables;
  return createTheme({ ...common, palette: { ...colors, mode } });
}

/**
 * Themes made, by what they are made of: a server renders every demo with the same one, and
 * making it (MUI's CSS variables) costs more than rendering most demos.
 */
const themes = new Map<string, Theme>();
function themeFor(state: ThemeState, mode: 'light' | 'dark', cssVarPrefix: string): Theme {
  const key = JSON.stringify([state, mode, cssVarPrefix]);
  let theme = themes.get(key);
  if (!theme) {
    if (themes.size > 20) themes.clear();
    themes.set(key, (theme = demoTheme(state, mode, cssVarPrefix)));
  }
  return theme;
}

export function DemoTheme({ state, mode, cssVarPrefix, children }: DemoThemeProps) {
  const theme = useMemo(() => themeFor(state, mode, cssVarPrefix), [state, mode, cssVarPrefix]);
  // The page owns the colour mode and the attribute on <html>: the demo's provider of a theme with
  // variables (MUI 6+) reads the same stored mode and never writes the attribute. MUI 5's has no such props.
  const owner =
    'vars' in theme && theme.vars ? { modeStorageKey: MODE_STORAGE_KEY, colorSchemeNode: null, storageManager: null, disableTransitionOnChange: true } : {};
  return (
    <ThemeProvider theme={theme} {...(owner as object)}>
      {children}
    </ThemeProvider>
  );
}
