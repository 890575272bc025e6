import { describe, expect, it } from 'vitest';
import type { CssVarsTheme, Theme } from '@mui/material/styles';
import { createDocsTheme as createTheme, type DocsThemeOptions } from '../../../../src/runtime/theme/createDocsTheme.js';

/** The theme has CSS variables; MUI's `Theme` type only says so with a global augmentation. */
const createDocsTheme = (options: DocsThemeOptions) => createTheme(options) as Theme & CssVarsTheme;

const options: DocsThemeOptions = { primary: '#0072e5', borderRadius: 12, spacing: 8 };

describe('createDocsTheme', () => {
  it('has no dense default props unless asked', () => {
    expect(createDocsTheme(options).components?.MuiButton?.defaultProps).toBeUndefined();
  });

  it('sets small sizes and dense margins in dense mode', () => {
    const { components } = createDocsTheme({ ...options, dense: true });
    expect(components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(components?.MuiIconButton?.defaultProps).toEqual({ size: 'small' });
    expect(components?.MuiTextField?.defaultProps).toMatchObject({ size: 'small', margin: 'dense' });
    expect(components?.MuiInputBase?.defaultProps).toMatchObject({ margin: 'dense' });
    expect(components?.MuiList?.defaultProps).toEqual({ dense: true });
    expect(components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(components?.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
  });

  it('applies palette colours to light and dark, over the configured primary', () => {
    const theme = createDocsTheme({
      ...options,
      paletteColors: { primary: { main: '#9c27b0' }, secondary: { main: '#ff9800' } },
    });
    for (const scheme of [theme.colorSchemes.light, theme.colorSchemes.dark]) {
      expect(scheme?.palette.primary.main).toBe('#9c27b0');
      expect(scheme?.palette.secondary.main).toBe('#ff9800');
    }
    // Without user colours, dark mode lightens the configured primary for contrast.
    expect(createDocsTheme(options).colorSchemes.light?.palette.primary.main).toBe('#0072e5');
    expect(createDocsTheme(options).colorSchemes.dark?.palette.primary.main).toBe('rgb(51, 142, 234)');
  });

  it('keeps the dark background when colours are customised', () => {
    const theme = createDocsTheme({ ...options, paletteColors: { primary: { main: '#9c27b0' } } });
    expect(theme.colorSchemes.dark?.palette.background.default).toBe('#0b0d0e');
  });
});
