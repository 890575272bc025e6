import { useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
import { prefixer } from 'stylis';
import stylisRtl from 'stylis-plugin-rtl';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import { DENSE_COMPONENTS } from '../theme/denseComponents.js';
import type { ThemeState } from '../theme/themeReducer.js';
import { DEMO_CSS_VAR_PREFIX, DEMO_EMOTION_KEY, DEMO_RTL_EMOTION_KEY, IFRAME_EMOTION_KEY } from './demoState.js';

/**
 * The theme demos render in: the default theme of the site's own MUI (as MUI's demo sandbox
 * does), with the reader's direction, density, spacing and colours. This module is compiled
 * against the site's packages (see build/demos/demoHost.ts), whatever MUI major they are.
 *
 * MUI 6 and later: CSS theme variables for light and dark (`--demo-…`), selected by the attribute
 * the page sets on <html>, so a dark page shows dark demos before any JavaScript. MUI 5 has no
 * such theme: the mode is the theme's, `mode` below (light on the server).
 */
function demoTheme(state: ThemeState, mode: 'light' | 'dark'): Theme {
  // PaletteColors is an open record of intents; MUI's options list them by name.
  const colors = state.paletteColors as ThemeOptions['palette'];
  const common: ThemeOptions = {
    direction: state.direction,
    spacing: state.spacing,
    ...(state.dense ? { components: DENSE_COMPONENTS } : {}),
  };
  const withVariables = createTheme({
    ...common,
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]`, cssVarPrefix: DEMO_CSS_VAR_PREFIX },
    colorSchemes: { light: { palette: { ...colors } }, dark: { palette: { ...colors } } },
  });
  if ('vars' in withVariables && withVariables.vars) return withVariables;
  return createTheme({ ...common, palette: { ...colors, mode } });
}

export function DemoTheme({ state, mode, children }: { state: ThemeState; mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => demoTheme(state, mode), [state, mode]);
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

// The package's types describe its CommonJS build to NodeNext; the bundle uses its ES module.
const rtlPlugin = stylisRtl as unknown as StylisPlugin;
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;
const frameCaches = new WeakMap<HTMLElement, EmotionCache>();

/** In right-to-left, stylis-plugin-rtl flips physical properties (margin-left ↔ margin-right) of the demo's styles. */
function cacheFor(direction: 'ltr' | 'rtl', frameHead?: HTMLElement): EmotionCache {
  if (frameHead) {
    // The iframe's key matches the server's, and keeps the page's caches from adopting these styles.
    let cache = frameCaches.get(frameHead);
    if (!cache) frameCaches.set(frameHead, (cache = createCache({ key: IFRAME_EMOTION_KEY, container: frameHead })));
    return cache;
  }
  if (direction === 'rtl') return (rtlCache ??= createCache({ key: DEMO_RTL_EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] }));
  return (ltrCache ??= createCache({ key: DEMO_EMOTION_KEY }));
}

/** In the browser: the Emotion cache of a live demo (the server renders with one of its own, see renderWithEmotion). */
export function DemoStyles({ direction, frameHead, children }: { direction: 'ltr' | 'rtl'; frameHead?: HTMLElement; children: ReactNode }) {
  return <CacheProvider value={cacheFor(direction, frameHead)}>{children}</CacheProvider>;
}
