import { DEFAULT_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './themeReducer.js';

/** An external store for the theme state, so that several React roots (islands) share one state. */
export interface ThemeStore {
  getState(): ThemeState;
  dispatch(action: ThemeAction): void;
  subscribe(listener: () => void): () => void;
}

export function createThemeStore(initial: ThemeState = DEFAULT_THEME_STATE): ThemeStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
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
