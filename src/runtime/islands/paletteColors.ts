import { setCookie } from '../preferences/cookies.js';
import { primaryCssVars } from '../theme/paletteVars.js';
import type { PaletteColors } from '../theme/themeReducer.js';
import { PALETTE_COOKIE } from './pageThemeState.js';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';

const STYLE_ID = 'docsgen-palette';

/** The primary colour with its light, dark and contrast text, as MUI derives them. */
export function augmentPrimary(main: string): PaletteColors {
  const vars = primaryCssVars(main);
  const read = (key: string) => vars[`--mui-palette-primary-${key}`];
  return {
    primary: {
      main,
      ...(read('light') ? { light: read('light')! } : {}),
      ...(read('dark') ? { dark: read('dark')! } : {}),
      ...(read('contrastText') ? { contrastText: read('contrastText')! } : {}),
    },
  };
}

/**
 * Applies the colours to the whole page (the same style element the pre-paint script writes,
 * so static HTML follows) and remembers them in the `paletteColors` cookie; `undefined` resets.
 */
export function applyPaletteColors(colors: PaletteColors | undefined): void {
  document.getElementById(STYLE_ID)?.remove();
  if (!colors?.primary) {
    setCookie(PALETTE_COOKIE, '', 0);
    return;
  }
  const declarations = Object.entries(primaryCssVars(colors.primary.main))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `:root,:root[${COLOR_SCHEME_ATTRIBUTE}]{${declarations}}`;
  document.head.append(style);
  setCookie(PALETTE_COOKIE, JSON.stringify(colors));
}
