import type { ReactNode } from 'react';
import type { ThemeState } from '../theme/themeReducer.js';

/** For a site with React but without MUI: demos render as they are (see demoTheme.tsx). */
export function DemoTheme({ children }: { state: ThemeState; mode: 'light' | 'dark'; children: ReactNode }) {
  return children;
}

/** No Emotion either: see demoTheme.tsx. */
export function DemoStyles({ children }: { direction: 'ltr' | 'rtl'; frameHead?: HTMLElement; children: ReactNode }) {
  return children;
}
