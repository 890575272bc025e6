import type { ReactNode } from 'react';
import type { ThemeState } from '../theme/themeReducer.js';

/**
 * What a demo's theme follows: the page's theme state (density, spacing, direction, colours) and
 * the reader's colour mode. The page keeps the state in its own store; a demo root, which may run
 * on another React than the page, reads it through this plain interface.
 */
export interface DemoStateSource {
  getState(): ThemeState;
  /** The state the server rendered with: what hydration must match. */
  getServerState(): ThemeState;
  subscribe(listener: () => void): () => void;
}

/** The Emotion cache keys of demos: their class names never meet the page's (`css-…`). */
export const DEMO_EMOTION_KEY = 'demo';
export const DEMO_RTL_EMOTION_KEY = 'demortl';
/** Demos shown in an iframe: their styles live in that document. */
export const IFRAME_EMOTION_KEY = 'iframe';

/** What the demo theme (demoTheme.tsx, or plainTheme.tsx in a world without MUI) takes. */
export interface DemoThemeProps {
  state: ThemeState;
  mode: 'light' | 'dark';
  /** The prefix of its CSS variables (`--demo-palette-…`; the page's are `--mui-…`): one per world. */
  cssVarPrefix: string;
  children: ReactNode;
}

/** What the demo's Emotion cache (demoStyles.tsx, or plainStyles.tsx in a world without Emotion) takes, in the browser. */
export interface DemoStylesProps {
  direction: 'ltr' | 'rtl';
  /** In an iframe: its document's head, where the demo's styles go. */
  frameHead?: HTMLElement;
}

/**
 * The props of a demo provider (config `demoProvider`): the reader's settings from the settings
 * drawer, and the demo. The server renders with the defaults (light, left to right); in the browser
 * the provider re-renders when the reader changes them.
 */
export interface DemoProviderProps {
  colorScheme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  dense: boolean;
  /** The theme's spacing unit in pixels (8 by default). */
  spacing: number;
  /** The palette colours the reader chose (`primary`…), each `{ main, light?, dark?, contrastText? }`; empty for the site's own. */
  colors: ThemeState['paletteColors'];
  children: ReactNode;
}

/** The provider's props for a theme state and colour scheme. */
export function demoProviderProps(state: ThemeState, colorScheme: 'light' | 'dark', children: ReactNode): DemoProviderProps {
  return { colorScheme, direction: state.direction, dense: state.dense, spacing: state.spacing, colors: state.paletteColors, children };
}
