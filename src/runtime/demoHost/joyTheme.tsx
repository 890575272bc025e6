import { useMemo } from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import type { DemoThemeProps } from './demoState.js';

/**
 * The demo theme of a world with Joy UI and no Material UI (see demoTheme.tsx): Joy's default
 * theme, its CSS variables for light and dark (the world's prefix) selected by the attribute the
 * page sets on <html>, with the reader's direction and spacing. The page owns the colour mode:
 * the provider reads the stored mode and never writes the attribute.
 */
/** Themes made, by what they are made of: a server renders every demo with the same one. */
const themes = new Map<string, object>();
function themeFor(cssVarPrefix: string, direction: 'ltr' | 'rtl', spacing: number): object {
  const key = JSON.stringify([cssVarPrefix, direction, spacing]);
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = extendTheme({ cssVarPrefix, direction, spacing })));
  return theme;
}

export function DemoTheme({ state, cssVarPrefix, children }: DemoThemeProps) {
  const theme = useMemo(() => themeFor(cssVarPrefix, state.direction, state.spacing), [cssVarPrefix, state.direction, state.spacing]);
  return (
    <CssVarsProvider
      theme={theme}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      colorSchemeNode={null}
      modeStorageKey={MODE_STORAGE_KEY}
      disableTransitionOnChange
      disableNestedContext
    >
      {children}
    </CssVarsProvider>
  );
}
