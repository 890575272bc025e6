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
/** The prefix of the CSS variables of a demo theme (`--demo-palette-…`): the page's are `--mui-…`. */
export const DEMO_CSS_VAR_PREFIX = 'demo';
