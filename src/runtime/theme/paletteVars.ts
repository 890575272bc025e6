import { createTheme, decomposeColor, hslToRgb, type Palette } from '@mui/material/styles';
import { CONTRAST_THRESHOLD } from './createDocsTheme.js';

let palette: Palette | undefined;

/** MUI's own palette, for `augmentColor` (light, dark and contrast text from a main colour). */
function defaultPalette(): Palette {
  palette ??= createTheme({ palette: { contrastThreshold: CONTRAST_THRESHOLD } }).palette;
  return palette;
}

/** "r g b", as MUI writes the `…Channel` variables (hsl colours are converted to rgb first). */
function colorChannel(color: string): string {
  try {
    const { values } = decomposeColor(color.startsWith('hsl') ? hslToRgb(color) : color);
    return values.slice(0, 3).join(' ');
  } catch {
    return color; // what MUI does with a colour it cannot decompose
  }
}

/**
 * The CSS variables MUI's CSS-variables theme sets for a primary colour, the same in light and
 * dark (the tonal offset and contrast threshold do not depend on the mode). Lets a page apply
 * a stored custom colour before first paint.
 */
export function primaryCssVars(main: string): Record<string, string> {
  const { light, dark, contrastText } = defaultPalette().augmentColor({ color: { main } });
  const values: Record<string, string> = { main, light, dark, contrastText };
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) vars[`--mui-palette-primary-${name}`] = value;
  for (const [name, value] of Object.entries(values)) vars[`--mui-palette-primary-${name}Channel`] = colorChannel(value);
  return vars;
}
