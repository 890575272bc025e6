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
export function DemoTheme({ state, cssVarPrefix, children }: DemoThemeProps) {
  const theme = useMemo(
    () => extendTheme({ cssVarPrefix, direction: state.direction, spacing: state.spacing }),
    [cssVarPrefix, state.direction, state.spacing],
  );
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
