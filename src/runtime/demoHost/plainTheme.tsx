import type { DemoThemeProps } from './demoState.js';

/** For a site with React but without MUI: demos render as they are (see demoTheme.tsx). */
export function DemoTheme({ children }: DemoThemeProps) {
  return children;
}
