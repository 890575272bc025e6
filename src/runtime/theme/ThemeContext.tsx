import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import { createDocsTheme, type DocsThemeOptions } from './createDocsTheme.js';
import { DEFAULT_THEME_STATE, type ThemeAction, type ThemeState } from './themeReducer.js';
import { themeStore, type ThemeStore } from './themeStore.js';

export { createThemeStore, themeStore, type ThemeStore } from './themeStore.js';

const ThemeStoreContext = createContext<ThemeStore | null>(null);

const NO_SUBSCRIPTION = () => () => {};
const getDefaultState = () => DEFAULT_THEME_STATE;

function throwOutsideProvider(): never {
  throw new Error('Forgot to wrap component in `ThemeProvider`.');
}

export function ThemeStateProvider({ store = themeStore, children }: { store?: ThemeStore; children?: ReactNode }) {
  return <ThemeStoreContext.Provider value={store}>{children}</ThemeStoreContext.Provider>;
}

/** The theme state; outside a provider, the defaults (as MUI's docs do). */
export function useThemeState(): ThemeState {
  const store = useContext(ThemeStoreContext);
  const subscribe = store ? store.subscribe : NO_SUBSCRIPTION;
  const getState = store ? store.getState : getDefaultState;
  const getServerState = store ? store.getServerState : getDefaultState;
  return useSyncExternalStore(subscribe, getState, getServerState);
}

/** The theme dispatcher; outside a provider, calling it throws. */
export function useChangeTheme(): (action: ThemeAction) => void {
  const store = useContext(ThemeStoreContext);
  return store ? store.dispatch : throwOutsideProvider;
}

function DocsMuiThemeProvider({ options, children }: { options: DocsThemeOptions; children?: ReactNode }) {
  const state = useThemeState();
  const theme = useMemo(
    () =>
      createDocsTheme({
        ...options,
        dense: state.dense,
        spacing: state.spacing,
        direction: state.direction,
        paletteColors: state.paletteColors,
      }),
    [options, state],
  );
  // The colour mode belongs to MUI's colour scheme manager (localStorage), not to the theme state.
  return (
    <ThemeProvider theme={theme} modeStorageKey={MODE_STORAGE_KEY} defaultMode="system">
      {children}
    </ThemeProvider>
  );
}

export function DocsThemeProvider({ store, options, children }: { store?: ThemeStore; options: DocsThemeOptions; children?: ReactNode }) {
  return (
    <ThemeStateProvider store={store}>
      <DocsMuiThemeProvider options={options}>{children}</DocsMuiThemeProvider>
    </ThemeStateProvider>
  );
}
