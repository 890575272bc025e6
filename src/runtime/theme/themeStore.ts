import { DEFAULT_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './themeReducer.js';

/** An external store for the theme state, so that several React roots (islands) share one state. */
export interface ThemeStore {
  getState(): ThemeState;
  /**
   * The state the store was created with: what the server rendered. Islands hydrate against it,
   * then re-render with the reader's current state (dense, right-to-left, colours).
   */
  getServerState(): ThemeState;
  dispatch(action: ThemeAction): void;
  subscribe(listener: () => void): () => void;
}

export function createThemeStore(initial: ThemeState = DEFAULT_THEME_STATE): ThemeStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getServerState: () => initial,
    dispatch(action) {
      const next = themeReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's single theme store. */
export const themeStore: ThemeStore = createThemeStore();
