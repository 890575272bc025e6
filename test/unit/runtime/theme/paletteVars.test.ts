import { describe, expect, it } from 'vitest';
import { createTheme, type CssVarsTheme } from '@mui/material/styles';
import { CONTRAST_THRESHOLD } from '../../../../src/runtime/theme/createDocsTheme.js';
import { primaryCssVars } from '../../../../src/runtime/theme/paletteVars.js';

/** The `--mui-palette-primary-*` declarations MUI itself emits for a theme with this primary. */
function muiPrimaryVars(main: string, scheme: 'light' | 'dark'): Record<string, string> {
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'mui' },
    colorSchemes: {
      light: { palette: { contrastThreshold: CONTRAST_THRESHOLD, primary: { main } } },
      dark: { palette: { contrastThreshold: CONTRAST_THRESHOLD, primary: { main } } },
    },
  }) as unknown as CssVarsTheme;
  const sheets = theme.generateStyleSheets() as Record<string, Record<string, unknown>>[];
  const declarations: Record<string, string> = {};
  for (const sheet of sheets) {
    for (const [selector, block] of Object.entries(sheet)) {
      const isDark = selector.includes('dark');
      if (isDark !== (scheme === 'dark')) continue;
      for (const [name, value] of Object.entries(block)) {
        if (name.startsWith('--mui-palette-primary-')) declarations[name] = String(value);
      }
    }
  }
  return declarations;
}

describe('primaryCssVars', () => {
  for (const color of ['#9c27b0', '#ffeb3b', '#0072e5', 'rgb(12, 34, 56)', 'hsl(200, 50%, 50%)', '#abc']) {
    it(`matches what MUI generates for ${color}, light and dark`, () => {
      const light = muiPrimaryVars(color, 'light');
      expect(Object.keys(light)).toHaveLength(8);
      expect(primaryCssVars(color)).toEqual(light);
      expect(primaryCssVars(color)).toEqual(muiPrimaryVars(color, 'dark'));
    });
  }

  it('names the main, light, dark and contrast text variables and their channels', () => {
    const vars = primaryCssVars('#9c27b0');
    expect(Object.keys(vars).sort()).toEqual(
      [
        '--mui-palette-primary-main',
        '--mui-palette-primary-light',
        '--mui-palette-primary-dark',
        '--mui-palette-primary-contrastText',
        '--mui-palette-primary-mainChannel',
        '--mui-palette-primary-lightChannel',
        '--mui-palette-primary-darkChannel',
        '--mui-palette-primary-contrastTextChannel',
      ].sort(),
    );
    expect(vars['--mui-palette-primary-mainChannel']).toBe('156 39 176');
  });
});
