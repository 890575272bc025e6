import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { Header, type HeaderProps } from '../../runtime/components/Header.js';
import { MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import { renderWithEmotion, type RenderedWithStyles } from '../../runtime/server/renderWithEmotion.js';

/**
 * The header of one product, rendered once with MUI and Emotion and shared by all its pages.
 * Also yields the theme's global CSS (CSS variables for light and dark, baseline).
 */
export function renderProductHeader(theme: Theme, props: HeaderProps): RenderedWithStyles {
  return renderWithEmotion(
    <ThemeProvider theme={theme} modeStorageKey={MODE_STORAGE_KEY} defaultMode="system">
      <CssBaseline enableColorScheme />
      <Header {...props} />
    </ThemeProvider>,
  );
}
