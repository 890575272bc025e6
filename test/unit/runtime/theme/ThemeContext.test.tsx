import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import Button from '@mui/material/Button';
import { useTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { createThemeStore, DocsThemeProvider, ThemeStateProvider, useChangeTheme, useThemeState } from '../../../../src/runtime/theme/ThemeContext.js';
import { DEFAULT_THEME_STATE, type ThemeAction } from '../../../../src/runtime/theme/themeReducer.js';
import type { DocsThemeOptions } from '../../../../src/runtime/theme/createDocsTheme.js';

const options: DocsThemeOptions = { primary: '#0072e5', borderRadius: 12, spacing: 8 };

function StateProbe({ id }: { id: string }) {
  const state = useThemeState();
  useChangeTheme();
  return <span id={id}>{`dense=${state.dense} spacing=${state.spacing} direction=${state.direction}`}</span>;
}

describe('useChangeTheme', () => {
  it('throws when its dispatcher is used outside a provider', () => {
    function Dispatching() {
      const changeTheme = useChangeTheme();
      changeTheme({ type: 'SET_DENSE', payload: true });
      return null;
    }
    expect(() => renderToString(<Dispatching />)).toThrow('Forgot to wrap component in `ThemeProvider`.');
  });

  it('dispatches into the provided store', () => {
    const store = createThemeStore();
    let changeTheme: ((action: ThemeAction) => void) | undefined;
    function Capture() {
      changeTheme = useChangeTheme();
      return null;
    }
    renderToString(
      <ThemeStateProvider store={store}>
        <Capture />
      </ThemeStateProvider>,
    );
    changeTheme?.({ type: 'SET_SPACING', payload: 5 });
    expect(store.getState().spacing).toBe(5);
  });
});

describe('useThemeState', () => {
  it('gives the defaults outside a provider', () => {
    let seen: unknown;
    function Read() {
      seen = useThemeState();
      return null;
    }
    renderToString(<Read />);
    expect(seen).toBe(DEFAULT_THEME_STATE);
  });

  it('lets two providers on one store see the same state', () => {
    const store = createThemeStore();
    let changeFromA: ((action: ThemeAction) => void) | undefined;
    function Capture() {
      changeFromA = useChangeTheme();
      return null;
    }
    const rootA = () =>
      renderToString(
        <ThemeStateProvider store={store}>
          <Capture />
          <StateProbe id="a" />
        </ThemeStateProvider>,
      );
    const rootB = () =>
      renderToString(
        <ThemeStateProvider store={store}>
          <StateProbe id="b" />
        </ThemeStateProvider>,
      );
    expect(rootA()).toContain('dense=false spacing=8 direction=ltr');
    expect(rootB()).toContain('dense=false spacing=8 direction=ltr');
    changeFromA?.({ type: 'SET_DENSE', payload: true });
    changeFromA?.({ type: 'CHANGE', payload: { direction: 'rtl' } });
    // Both providers read the one store...
    expect(store.getState()).toMatchObject({ dense: true, direction: 'rtl' });
    // ...and server rendering (like hydration) shows the state the store was created with, so
    // islands hydrate against exactly what the server rendered, then take the reader's state.
    expect(rootB()).toContain('dense=false spacing=8 direction=ltr');
    expect(rootA()).toContain('dense=false spacing=8 direction=ltr');
  });
});

describe('DocsThemeProvider', () => {
  it('renders a component using the state and the dispatcher', () => {
    const html = renderToString(
      <DocsThemeProvider store={createThemeStore()} options={options}>
        <StateProbe id="probe" />
      </DocsThemeProvider>,
    );
    expect(html).toContain('dense=false spacing=8 direction=ltr');
  });

  it('gives MUI components small sizes in dense mode', () => {
    const dense = createThemeStore({ ...DEFAULT_THEME_STATE, dense: true });
    const denseHtml = renderToString(
      <DocsThemeProvider store={dense} options={options}>
        <Button>Go</Button>
      </DocsThemeProvider>,
    );
    expect(denseHtml).toContain('MuiButton-sizeSmall');

    const regularHtml = renderToString(
      <DocsThemeProvider store={createThemeStore()} options={options}>
        <Button>Go</Button>
      </DocsThemeProvider>,
    );
    expect(regularHtml).toContain('MuiButton-sizeMedium');
    expect(regularHtml).not.toContain('MuiButton-sizeSmall');
  });

  it('builds the MUI theme from spacing, direction and palette colours', () => {
    const store = createThemeStore({
      ...DEFAULT_THEME_STATE,
      spacing: 4,
      direction: 'rtl',
      paletteColors: { primary: { main: '#9c27b0' } },
    });
    let seen: (Theme & CssVarsTheme) | undefined;
    function ReadTheme() {
      seen = useTheme<Theme & CssVarsTheme>();
      return null;
    }
    renderToString(
      <DocsThemeProvider store={store} options={options}>
        <ReadTheme />
      </DocsThemeProvider>,
    );
    expect(seen?.direction).toBe('rtl');
    // With CSS variables, the spacing unit is the --mui-spacing variable.
    expect(JSON.stringify(seen?.generateStyleSheets())).toContain('"--mui-spacing":"4px"');
    expect(seen?.colorSchemes.light?.palette.primary.main).toBe('#9c27b0');
    expect(seen?.colorSchemes.dark?.palette.primary.main).toBe('#9c27b0');
  });
});
